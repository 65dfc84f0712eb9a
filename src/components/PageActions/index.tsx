/**
 * The page's Markdown twin for readers who work with assistants: copy it, view it, or open
 * ChatGPT or Claude with a prompt that points at it. Plain links and one button; the twin is
 * fetched only when "Copy page" is pressed.
 */
import React, { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SEARCH_SKIP_CLASS } from '@site/src/config/search';
import { chatGptHref, claudeHref, twinHref } from './twin';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS: Record<CopyState, string> = {
  idle: '',
  copying: 'Copying the page as Markdown…',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy the page. Use View as Markdown instead.',
};

async function fetchTwin(href: string): Promise<string> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}

/** Writes inside the click's user activation where the browser allows a pending item (Safari needs it). */
async function copyTwin(href: string): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = fetchTwin(href).then((text) => new Blob([text], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available here.');
  await navigator.clipboard.writeText(await fetchTwin(href));
}

export default function PageActions(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const [state, setState] = useState<CopyState>('idle');
  const href = twinHref(pathname);
  const absolute = `${siteConfig.url}${href}`;

  const copy = useCallback(() => {
    setState('copying');
    copyTwin(href).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, [href]);

  return (
    <div className={`${styles.actions} ${SEARCH_SKIP_CLASS}`} role="group" aria-label="This page as Markdown">
      <button type="button" className={styles.action} onClick={copy}>
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.action} href={href} target="_blank" rel="noopener">
        View as Markdown
      </a>
      <a className={styles.action} href={chatGptHref(absolute)} target="_blank" rel="noopener noreferrer">
        Open in ChatGPT
      </a>
      <a className={styles.action} href={claudeHref(absolute)} target="_blank" rel="noopener noreferrer">
        Open in Claude
      </a>
      <span className={styles.status} role="status">
        {STATUS[state]}
      </span>
    </div>
  );
}
