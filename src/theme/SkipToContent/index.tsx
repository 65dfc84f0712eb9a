/**
 * Keeps focus on the main content after "Skip to main content".
 *
 * The theme focuses <main> with a temporary tabindex that it removes at once; current
 * Chromium then moves focus back to <body>, so keyboard users land nowhere. This wrap
 * runs after the theme's click handler and keeps the tabindex until focus leaves.
 */
import React, { type MouseEvent, type ReactNode } from 'react';
import SkipToContent from '@theme-original/SkipToContent';

export function focusMainContent(): void {
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById('__docusaurus_skipToContent_fallback');
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
}

export default function SkipToContentWrapper(): ReactNode {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a')) focusMainContent();
  };
  return (
    <div style={{ display: 'contents' }} onClick={onClick}>
      <SkipToContent />
    </div>
  );
}
