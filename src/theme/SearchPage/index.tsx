/**
 * The search plugin's results page renders its context <select> without a label.
 * This wrap names it, so screen readers announce what the select filters.
 * (Its layout shift is prevented in src/css/custom.css.)
 */
import React, { useEffect, type ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';

export default function SearchPageWrapper(): ReactNode {
  useEffect(() => {
    document.getElementById('context-selector')?.setAttribute('aria-label', 'Search within');
  });
  return <SearchPage />;
}
