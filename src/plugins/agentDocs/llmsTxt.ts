/**
 * The llms.txt format (https://llmstxt.org): an H1 title, a one-line blockquote summary, free
 * text (paragraphs and lists, no headings), then H2 sections that hold only link lists, one
 * `- [name](url): notes` line per link. Nothing else: the reference parser (the `llms-txt`
 * Python package) splits the file at every line that starts with `##`, so an H3 becomes a
 * section named `# …`, and it raises on any line of a section that carries no link.
 *
 * `renderLlmsFile` writes a file from a typed list of sections and checks it with
 * `parseLlmsTxt`, which accepts only what that parser reads as intended, line by line, and says
 * which line is wrong. To add links to llms.txt, add a section (or links) to the list that
 * `llmsTxt` in ./index.ts builds.
 */
import { heading, link, list, paragraph, serialize, text, type Block } from './mdast';

export interface LlmsLink {
  readonly title: string;
  /** Absolute URL. */
  readonly url: string;
  /** One line of notes, after the link. */
  readonly notes?: string;
}

export interface LlmsSection {
  /** The H2 heading; unique in the file. "Optional" marks links a reader may skip. */
  readonly name: string;
  readonly links: readonly LlmsLink[];
}

export interface LlmsFile {
  readonly title: string;
  /** One line: the blockquote under the title. */
  readonly summary: string;
  /** Free text before the first section: paragraphs and lists, no headings. */
  readonly details: readonly Block[];
  readonly sections: readonly LlmsSection[];
}

export interface ParsedLlmsTxt {
  readonly title: string;
  readonly summary: string;
  readonly details: string;
  readonly sections: readonly LlmsSection[];
}

export class LlmsFormatError extends Error {}

const LINK_LINE = /^- \[([^\]\n]+)\]\(([^()\s]+)\)(?:: (\S.*))?$/;

/** Parses an llms.txt file strictly; throws LlmsFormatError naming the first line that breaks the format. */
export function parseLlmsTxt(source: string): ParsedLlmsTxt {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const fail = (index: number, why: string): never => {
    throw new LlmsFormatError(`line ${index + 1}: ${why}: ${JSON.stringify((lines[index] ?? '').slice(0, 120))}`);
  };
  let at = 0;
  const title = /^# (\S.*)$/.exec(lines[at] ?? '')?.[1] ?? fail(at, 'the file must start with an H1 title ("# Name")');
  at += 1;
  if (lines[at] !== '') fail(at, 'a blank line must follow the title');
  while (lines[at] === '') at += 1;
  const summary = /^> (\S.*)$/.exec(lines[at] ?? '')?.[1] ?? fail(at, 'the title must be followed by a one-line blockquote summary ("> …")');
  at += 1;
  // The reference parser reads one line of summary; a second quoted line would fall into the details.
  if ((lines[at] ?? '').startsWith('>')) fail(at, 'the summary must be one line');
  const detailsStart = at;
  while (at < lines.length && !lines[at].startsWith('##')) {
    if (/^#/.test(lines[at])) fail(at, 'the free text before the first section may not hold headings');
    if (/^\s*(```|~~~)/.test(lines[at])) fail(at, 'the free text may not hold code fences (a "##" line inside would start a section)');
    at += 1;
  }
  const details = lines.slice(detailsStart, at).join('\n').trim();
  const sections: { name: string; links: LlmsLink[] }[] = [];
  const names = new Set<string>();
  for (; at < lines.length; at += 1) {
    const line = lines[at];
    if (line === '') continue;
    if (line.startsWith('##')) {
      const name = /^## (\S.*)$/.exec(line)?.[1] ?? fail(at, 'a section heading must be an H2 ("## Name"); H3 and deeper are read as sections named "# …"');
      if (names.has(name)) fail(at, 'section names must be unique (the reference parser keeps only the last of two)');
      names.add(name);
      sections.push({ name, links: [] });
      continue;
    }
    const match = LINK_LINE.exec(line) ?? fail(at, 'a section may hold only link lines ("- [name](url): notes")');
    const [, linkTitle, url, notes] = match;
    if (!/^https?:\/\//.test(url)) fail(at, 'link URLs must be absolute');
    sections[sections.length - 1].links.push({ title: linkTitle, url, ...(notes ? { notes } : {}) });
  }
  for (const section of sections) if (section.links.length === 0) throw new LlmsFormatError(`section "${section.name}" has no links`);
  return { title, summary, details, sections };
}

/** The file as Markdown; throws if the result would not parse as llms.txt. */
export function renderLlmsFile(file: LlmsFile): string {
  const blocks: Block[] = [
    heading(1, file.title),
    { type: 'blockquote', children: [paragraph(text(file.summary))] },
    ...file.details,
    ...file.sections
      .filter((section) => section.links.length > 0)
      .flatMap((section) => [
        heading(2, section.name),
        list(section.links.map((entry) => [link(entry.url, entry.title), ...(entry.notes ? [text(`: ${entry.notes.replace(/\s+/g, ' ').trim()}`)] : [])])),
      ]),
  ];
  const rendered = `${serialize(blocks)}\n`;
  parseLlmsTxt(rendered);
  return rendered;
}
