/**
 * Caps search queries at MAX_QUERY_LENGTH characters. The search plugin tokenizes
 * and expands every query in the browser; a pasted multi-kilobyte string otherwise
 * keeps it busy without ever showing a result or "No results".
 */
import React, { useEffect, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';

export const MAX_QUERY_LENGTH = 200;

export default function SearchBarWrapper(): ReactNode {
  useEffect(() => {
    for (const input of document.querySelectorAll<HTMLInputElement>('input.navbar__search-input')) {
      input.maxLength = MAX_QUERY_LENGTH;
    }
  });
  return <SearchBar />;
}
