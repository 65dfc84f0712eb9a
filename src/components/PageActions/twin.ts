/**
 * The Markdown twin of the page at a pathname (src/plugins/agentDocs writes one per page at
 * its route plus `.md`), and the prompts that hand it to an assistant.
 */
import { encodeUrl } from '@site/src/theme/Root/urlEncoding';

/**
 * `/docs/learn/overview/` or `/docs/learn/overview.html` → `/docs/learn/overview.md`; `/` → `/index.md`.
 * Encoded, as a link's URL must be: the router's pathname is decoded (`Quest Types` → `Quest%20Types`).
 */
export function twinHref(pathname: string): string {
  const route = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '').replace(/\/+$/, '');
  return encodeUrl(route === '' ? '/index.md' : `${route}.md`);
}

/** The prompt an assistant opens with: read the twin, then help with the page. */
export function assistantPrompt(twinUrl: string): string {
  return `Read ${twinUrl} (a page of the Guildforge documentation, as Markdown) and help me with questions about it.`;
}

export const CHATGPT_URL = 'https://chatgpt.com/';
export const CLAUDE_URL = 'https://claude.ai/new';

export function chatGptHref(twinUrl: string): string {
  return `${CHATGPT_URL}?${new URLSearchParams({ q: assistantPrompt(twinUrl) }).toString()}`;
}

export function claudeHref(twinUrl: string): string {
  return `${CLAUDE_URL}?${new URLSearchParams({ q: assistantPrompt(twinUrl) }).toString()}`;
}
