/** The head of a built page as the tests read it: its <title>, <meta> and <link> elements (htmlparser2). */
import { Parser } from 'htmlparser2';

export interface PageHead {
  readonly title: string;
  /** `<meta>` content by name or property (og:image, twitter:image, description). */
  readonly meta: ReadonlyMap<string, string>;
  readonly links: readonly Readonly<Record<string, string>>[];
}

export function pageHead(html: string): PageHead {
  let title = '';
  let inTitle = false;
  let inHead = true;
  const meta = new Map<string, string>();
  const links: Record<string, string>[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (!inHead) return;
      if (name === 'title') inTitle = true;
      if (name === 'meta' && (attributes.name ?? attributes.property) && attributes.content !== undefined) meta.set(attributes.name ?? attributes.property, attributes.content);
      if (name === 'link') links.push({ ...attributes });
    },
    ontext(text) {
      if (inTitle) title += text;
    },
    onclosetag(name) {
      if (name === 'title') inTitle = false;
      if (name === 'head') inHead = false;
    },
  }, { decodeEntities: true });
  parser.end(html);
  return { title, meta, links };
}

export function headLinks(html: string): readonly Readonly<Record<string, string>>[] {
  return pageHead(html).links;
}
