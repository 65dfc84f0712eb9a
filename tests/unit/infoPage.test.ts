/**
 * The API reference's intro page (src/api/infoPage.ts): the plugin's generator run on the
 * contract's info and security schemes, rewritten without the API theme's components, and
 * still a valid MDX page that says everything the plugin's page said.
 */
import { describe, expect, it } from 'vitest';
import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInfoPageMD } from 'docusaurus-plugin-openapi-docs/lib/markdown';
import { DROPPED_INFO_IMPORTS, infoPageMdx } from '@site/src/api/infoPage';
import { OPENAPI_DOWNLOAD_URL } from '@site/src/config/site';
import { openapi, type Json } from './openapiDocument';

const components = openapi.components as Json;
const securitySchemes = components.securitySchemes as Record<string, { description: string }>;
const generated = createInfoPageMD({
  info: openapi.info,
  securitySchemes,
  downloadUrl: OPENAPI_DOWNLOAD_URL,
} as unknown as Parameters<typeof createInfoPageMD>[0]);

describe('API intro page', () => {
  const page = infoPageMdx(generated);

  it("imports none of the API theme's components, and offers the download as ApiDownload's links", () => {
    // The plugin's page is what the rewrite works on; if it stops importing these, this test is stale.
    for (const source of DROPPED_INFO_IMPORTS.filter((name) => name !== '@theme/ApiLogo')) expect(generated).toContain(`from "${source}"`);
    for (const source of DROPPED_INFO_IMPORTS) expect(page).not.toContain(`"${source}"`);
    expect(page).not.toMatch(/<(SchemaTabs|TabItem|Export)\b/);
    expect(page).toContain('import ApiDownload from "@site/src/components/ApiDownload";');
    expect(page.match(/<ApiDownload \/>/g)).toHaveLength(1);
    // Under the title, where the reader looks for it, not above the page's h1.
    expect(page.indexOf('<ApiDownload />')).toBeGreaterThan(page.indexOf('<Heading\n  as={"h1"}'));
    expect(page.indexOf('<Heading\n  as={"h1"}')).toBeGreaterThan(0);
  });

  it('keeps every security scheme under its own heading, with its description and table', () => {
    for (const [id, scheme] of Object.entries(securitySchemes)) {
      expect(page).toMatch(new RegExp(`<Heading as=\\{"h3"\\} id=\\{"${id}"\\}`));
      expect(page).toContain(scheme.description.split('\n')[0].trim());
    }
    expect(page).toContain('Header parameter name:');
    expect(page).toContain('Bearer format:');
    // Everything the plugin wrote outside its components is still there.
    const text = (mdx: string) => mdx.replace(/<[^>]*>/g, ' ').replace(/^import .*$/gm, '').replace(/\s+/g, ' ');
    const info = openapi.info as Json;
    expect(text(page)).toContain(String(info.title));
    expect(page.length).toBeGreaterThan(generated.length * 0.9);
  });

  it("heads the security schemes apart from the description's Authentication section", () => {
    // Both were id "authentication" in the plugin's page.
    expect(generated).toMatch(/^## Authentication$/m);
    expect(page).toContain('id={"security-schemes"}');
    expect(page).toContain('children={"Security schemes"}');
    expect(page).not.toContain('id={"authentication"}');
  });

  it('compiles as MDX', async () => {
    await expect(compile(page)).resolves.toBeDefined();
  });

  it('writes the contact and licence as headings, text and links, with no paragraph inside an h3 or a span', async () => {
    // The page as HTML: its two imports stood in for by plain elements.
    const { default: Page } = await evaluate(page.replace(/^import .*$/gm, ''), { ...runtime });
    const html = renderToStaticMarkup(
      createElement(Page, {
        components: {
          ApiDownload: () => null,
          Heading: ({ as, children, ...props }: { as: string; children: ReactNode }) => createElement(as, props, children),
        },
      }),
    );
    const info = openapi.info as { contact: { name: string; url: string }; license: { name: string; url: string } };
    expect(html).toContain('<h3 style="margin-bottom:0.25rem">Contact</h3>');
    expect(html).toContain(`<span>${info.contact.name}:</span><span>URL: <a href="${info.contact.url}">${info.contact.url}</a></span>`);
    expect(html).toContain(`<h3 style="margin-bottom:0.25rem">License</h3><a href="${info.license.url}">${info.license.name}</a>`);
    // The plugin's page wrote <h3><p>Contact</p></h3> and <span><p>…</p></span>: invalid HTML.
    expect(html).not.toMatch(/<(h[1-6]|span|a)\b[^>]*>(?:(?!<\/\1>)[^])*<(p|div|table)\b/);
  });

  it('refuses a plugin page whose components it does not know how to rewrite', () => {
    // An upgrade that reorders the tab's props would otherwise leave SchemaTabs' chunk on the page.
    const reordered = generated.replace(/<TabItem\s+label=\{("[^"]*")\}\s+value=\{("[^"]*")\}/g, '<TabItem value={$2} label={$1}');
    expect(reordered).not.toBe(generated);
    expect(() => infoPageMdx(reordered)).toThrow(/TabItem/);
    expect(() => infoPageMdx(generated.replace(/<Export[\s\S]*?<\/Export>/, ''))).toThrow(/expected one download/);
  });
});
