/**
 * Renders the link-preview cards of src/config/socialCards.ts to PNG with resvg (called by
 * scripts/generate.mts). The design is the logo's hexagon on the site's dark violet, the section
 * in large type and its one-line description beneath; text is set in DejaVu Sans or Liberation
 * Sans, whichever the machine has (resvg reads the system's fonts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { SITE_URL } from '../src/config/site';
import { SOCIAL_CARD_SIZE, socialCards, type SocialCard } from '../src/config/socialCards';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy line breaking by character count (the card's type is large enough that this reads evenly). */
export function wrapWords(value: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/[\s,.;:]+$/, '')}…`;
  }
  return lines;
}

export function socialCardSvg(card: SocialCard): string {
  const { width, height } = SOCIAL_CARD_SIZE;
  const font = "'DejaVu Sans', 'Liberation Sans', sans-serif";
  const body = wrapWords(card.text, 46, 4)
    .map((line, index) => `<text x="96" y="${372 + index * 52}" font-size="38" fill="#ede9fe">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1033"/><stop offset="1" stop-color="#4c1d95"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<g transform="translate(96 72) scale(1.5)"><path d="M32 4 56 17v30L32 60 8 47V17z" fill="#7c3aed"/><path d="M32 14 47 22v20L32 50 17 42V22z" fill="#ede9fe"/></g>
<text x="210" y="140" font-size="36" font-weight="bold" fill="#c4b5fd">Guildforge</text>
<text x="96" y="290" font-size="84" font-weight="bold" fill="#ffffff">${escapeXml(card.heading)}</text>
${body}
<text x="96" y="${height - 48}" font-size="30" fill="#c4b5fd">${escapeXml(new URL(SITE_URL).host)}</text>
</svg>`;
}

/** Writes every card to `<staticDir>/<card.file>`; returns the files written. */
export function writeSocialCards(staticDir: string): string[] {
  return socialCards.map((card) => {
    const png = new Resvg(socialCardSvg(card), { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng();
    const file = path.join(staticDir, card.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
    return file;
  });
}
