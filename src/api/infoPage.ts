/**
 * The API reference's intro page (/docs/API/guildforge-api), written by the `createInfoPageMD`
 * generator of docusaurus-plugin-openapi-docs (see docusaurus.config.ts) and rewritten here.
 *
 * The plugin's page imports the API theme's `SchemaTabs`, `TabItem` and `ApiExplorer/Export`.
 * Export alone pulls the explorer's shared chunk (about 45 KiB of gzipped script) into the page,
 * which put the intro at 1.45x the plain Docusaurus page's script against a 1.3x budget. The
 * page needs none of it: the download becomes this site's two plain links (ApiDownload, the
 * same as on the API guides' index), and each security scheme a section under its own heading,
 * so both are readable at once without a tab widget.
 */

import { localSiteLinks } from './siteLinks';
/** Imports the plugin writes that this page must not keep (the chunk the budget excludes). */
export const DROPPED_INFO_IMPORTS = ['@theme/ApiLogo', '@theme/SchemaTabs', '@theme/TabItem', '@theme/ApiExplorer/Export'] as const;

const IMPORT = /^import (\w+) from "([^"]+)";\n/gm;
/** `create("Export", { url, proxy: undefined })` in the plugin's markdown utils. */
const EXPORT = /<Export\s+url=\{("(?:[^"\\]|\\.)*")\}\s*>\s*<\/Export>/g;
/** `createHeading(title)`: the page's title. */
const H1 = /<Heading\s+as=\{"h1"\}[\s\S]*?<\/Heading>/;
/** `create("SchemaTabs", { className, children })`. */
const SCHEMA_TABS_OPEN = /<SchemaTabs\s+className=\{("(?:[^"\\]|\\.)*")\}\s*>/g;
/**
 * The heading the plugin puts over the security schemes. The contract's description has its own
 * `## Authentication` section (credentials, roles, token lifetimes), and both became
 * `id="authentication"`: two elements with one id, and a table-of-contents link that could
 * only reach the first.
 */
const SCHEMES_HEADING = /<Heading\s+id=\{"authentication"\}\s+as=\{"h2"\}\s+className=\{"openapi-tabs__heading"\}\s+children=\{"Authentication"\}/;
/** `create("TabItem", { label, value, children })`, one per security scheme. */
const TAB_ITEM_OPEN = /<TabItem\s+label=\{("(?:[^"\\]|\\.)*")\}\s+value=\{("(?:[^"\\]|\\.)*")\}\s*>/g;
/**
 * An element that holds only phrasing content, written by `create()` with its text on a line of
 * its own: the contact's and licence's `<h3>` and `<span>`s, and the licence's link. MDX reads a
 * line of text inside a tag as a paragraph, and `<p>` may not stand in `<h3>` or `<span>` (the Nu
 * HTML checker's "Element p not allowed as child of element h3"). On one line, tag and text are
 * read as inline content.
 */
const TEXT_ON_ITS_OWN_LINE = /<(h3|span|a)\b([^<>]*)>\n\s*([^<\s][^<\n]*?)\s*\n\s*<\/\1>/g;

/**
 * The plugin's info page MDX with the API theme's components replaced by plain elements.
 * Throws when the plugin's output no longer has the shape this expects (a theme component
 * left over, or a logo this site does not have), so an upgrade cannot bring the chunk back
 * unnoticed.
 */
export function infoPageMdx(generated: string): string {
  const dropped = new Set<string>(DROPPED_INFO_IMPORTS);
  const names: string[] = [];
  let body = generated.replace(IMPORT, (line, name: string, source: string) => {
    if (!dropped.has(source)) return line;
    names.push(name);
    return '';
  });
  if (/<ApiLogo\b/.test(body)) throw new Error('infoPageMdx: the API description now has a logo; render it without @theme/ApiLogo');
  let downloads = 0;
  body = body.replace(EXPORT, () => {
    downloads += 1;
    return '';
  });
  // The theme floats its menu beside the title; the links follow the title instead, so the
  // page still opens with its heading.
  body = body.replace(H1, (heading) => `${heading}\n\n<ApiDownload />`);
  if (!SCHEMES_HEADING.test(body)) throw new Error('infoPageMdx: the plugin no longer heads the security schemes with id "authentication"; check the page for duplicate heading ids');
  body = body
    .replace(SCHEMES_HEADING, '<Heading id={"security-schemes"} as={"h2"} className={"openapi-tabs__heading"} children={"Security schemes"}')
    .replace(SCHEMA_TABS_OPEN, (_tag, className: string) => `<div className={${className}}>`)
    .replace(/<\/SchemaTabs>/g, '</div>')
    .replace(
      TAB_ITEM_OPEN,
      (_tag, label: string, value: string) => `<div>\n<Heading as={"h3"} id={${value}} children={${label}}>\n</Heading>`,
    )
    .replace(/<\/TabItem>/g, '</div>')
    // Tag and text on one line, alone on it: MDX reads the element as a block and its text as inline.
    .replace(TEXT_ON_ITS_OWN_LINE, (_element, name: string, attributes: string, text: string) => `\n<${name}${attributes.replace(/\s+/g, ' ').trimEnd()}>${text}</${name}>\n`);
  const left = names.filter((name) => new RegExp(`<${name}\\b`).test(body));
  if (left.length > 0) throw new Error(`infoPageMdx: the plugin's info page uses ${left.join(', ')} in a shape this does not rewrite (src/api/infoPage.ts)`);
  if (!body.includes('<ApiDownload />')) throw new Error("infoPageMdx: no h1 Heading in the plugin's info page to put the download under");
  if (downloads !== 1) throw new Error(`infoPageMdx: expected one download (Export) in the plugin's info page, found ${downloads}; is downloadUrl still set?`);
  const firstImport = body.search(/^import /m);
  const line = 'import ApiDownload from "@site/src/components/ApiDownload";\n';
  // The contract links the docs by absolute URL; the site's own page links them as site paths.
  body = localSiteLinks(body);
  return firstImport < 0 ? `${line}\n${body}` : `${body.slice(0, firstImport)}${line}${body.slice(firstImport)}`;
}
