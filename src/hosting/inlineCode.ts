/**
 * What a strict CSP must know about a built page: the inline scripts it runs (their SHA-256
 * hashes go into script-src), and anything such a policy blocks that no hash can allow
 * (event-handler attributes, `javascript:` URLs) or that needs a hash of its own (<style>
 * elements).
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** `sha256-…` as a CSP source expression writes it, without the quotes. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** Script types a browser executes; any other type (JSON-LD, templates) is a data block CSP ignores. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export interface InlineCode {
  /** The text of each inline script, as the browser hashes it (the raw text between the tags). */
  readonly scripts: string[];
  /** The text of each <style> element. */
  readonly styles: string[];
  /** What no hash allows: `on*` attributes and `javascript:` URLs, each as `<tag attribute>`. */
  readonly blocked: string[];
}

export function inlineCodeOf(html: string): InlineCode {
  const found: InlineCode = { scripts: [], styles: [], blocked: [] };
  let open: { readonly kind: 'script' | 'style'; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on/i.test(attribute) || /^\s*javascript:/i.test(value)) found.blocked.push(`<${name} ${attribute}>`);
        }
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (name === 'script' && attributes.src === undefined && EXECUTABLE_TYPES.has(type)) open = { kind: 'script', text: '' };
        if (name === 'style') open = { kind: 'style', text: '' };
      },
      ontext(text) {
        if (open) open.text += text;
      },
      onclosetag(name) {
        if (open && name === (open.kind === 'script' ? 'script' : 'style')) {
          (open.kind === 'script' ? found.scripts : found.styles).push(open.text);
          open = null;
        }
      },
    },
    { decodeEntities: false, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return found;
}
