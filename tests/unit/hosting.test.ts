/**
 * The production hosting module (src/hosting): what a CSP must know about a page, the policy's
 * text, and the configs written from it. tests/hosting serves the real build with them.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cdnHeaders, cdnRedirects } from '../../src/hosting/cdn';
import { cspHash, inlineCodeOf } from '../../src/hosting/inlineCode';
import { nginxServerConfig } from '../../src/hosting/nginx';
import { MARKDOWN_ACCEPT, SECURITY_HEADERS, cachePolicyOf, contentSecurityPolicy, directiveSources, patternToRegExp } from '../../src/hosting/policy';

describe('inline code of a page', () => {
  const html = `<html><head><script>var a = "</b>";</script><script src="/x.js"></script>
    <script type="application/ld+json">{"@type":"WebPage"}</script><script type="module">import "/y.js"</script>
    <style>p{color:red}</style></head><body><button onclick="go()">Go</button><a href=" javascript:alert(1)">x</a></body></html>`;
  const found = inlineCodeOf(html);

  it('lists the scripts a browser runs, as their raw text, and no data blocks or external scripts', () => {
    expect(found.scripts).toEqual(['var a = "</b>";', 'import "/y.js"']);
    expect(found.styles).toEqual(['p{color:red}']);
  });

  it('reports what no hash can allow', () => {
    expect(found.blocked).toEqual(['<button onclick>', '<a href>']);
  });

  it('hashes as CSP does: SHA-256 of the UTF-8 text, base64', () => {
    expect(cspHash('é')).toBe(`sha256-${createHash('sha256').update(Buffer.from('é', 'utf8')).digest('base64')}`);
  });
});

describe('the policy', () => {
  const csp = contentSecurityPolicy({ scripts: ['sha256-b', 'sha256-a', 'sha256-b'], styles: ['sha256-s'] });

  it('puts each script hash once, sorted, in script-src and the <style> hashes in style-src-elem', () => {
    expect(directiveSources(csp, 'script-src').filter((source) => source.startsWith("'sha256"))).toEqual(["'sha256-a'", "'sha256-b'"]);
    expect(directiveSources(csp, 'style-src-elem')).toContain("'sha256-s'");
    expect(directiveSources(csp, 'style-src')).not.toContain("'sha256-s'");
  });

  it('caches only files named by their content', () => {
    expect(cachePolicyOf('/assets/js/main.0123abcd.js')).toBe('immutable');
    expect(cachePolicyOf('/pagefind/pagefind.en_0123abcd.pf_meta')).toBe('immutable');
    expect(cachePolicyOf('/pagefind/pagefind.js')).toBe('revalidate');
    expect(cachePolicyOf('/pagefind/pages.json')).toBe('revalidate');
    expect(cachePolicyOf('/assetsy/x.js')).toBe('revalidate');
    expect(patternToRegExp('/a.b/*').test('/aXb/c')).toBe(false);
  });
});

describe('the generated configs', () => {
  const csp = contentSecurityPolicy({ scripts: ['sha256-a'], styles: [] });

  it('nginx: every location repeats every header, since a location with add_header drops the server level’s', () => {
    const config = nginxServerConfig(csp);
    const blocks = config.split(/\nlocation /).length;
    for (const name of ['Content-Security-Policy', ...Object.keys(SECURITY_HEADERS), 'Cache-Control']) {
      expect(config.split(`add_header ${name} `).length - 1, name).toBe(blocks);
    }
  });

  it('CDN: no header is set by two rules, because both hosts join the values of overlapping rules', () => {
    const headers = cdnHeaders(csp);
    const byRule = headers.split('\n\n').map((rule) => rule.split('\n').filter((line) => line.startsWith('  ')).map((line) => line.trim().split(':')[0]));
    const everywhere = new Set(byRule.find((names) => names.includes('Content-Security-Policy')));
    for (const names of byRule.filter((names) => !names.includes('Content-Security-Policy'))) {
      for (const name of names) expect(everywhere.has(name), name).toBe(false);
    }
  });

  it('CDN redirects: both suffixes of each route, percent-encoded, forced past the existing file', () => {
    expect(cdnRedirects(['/', '/docs/quests/Quest Types/questTypes']).split('\n').slice(1, -1)).toEqual([
      '/index.html / 301!',
      '/docs/quests/Quest%20Types/questTypes.html /docs/quests/Quest%20Types/questTypes 301!',
      '/docs/quests/Quest%20Types/questTypes/index.html /docs/quests/Quest%20Types/questTypes 301!',
    ]);
  });
});

describe('Markdown on request', () => {
  it('knows an Accept header that names text/markdown from a browser’s', () => {
    for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8', 'text/html;q=0.9, Text/Markdown;q=1', 'text/plain,text/markdown']) expect(MARKDOWN_ACCEPT.test(accept), accept).toBe(true);
    for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*', 'text/markdownish', 'application/text/markdown']) expect(MARKDOWN_ACCEPT.test(accept), accept).toBe(false);
  });

  it('nginx sends the twin to such a request, with Vary: Accept on both answers and every header of the page', () => {
    const config = nginxServerConfig("default-src 'none'");
    const page = /^location \/ \{\n([\s\S]*?)^\}/m.exec(config)?.[1] ?? '';
    const markdown = /^location @markdown \{\n([\s\S]*?)^\}/m.exec(config)?.[1] ?? '';
    for (const block of [page, markdown]) {
      expect(block).toContain('add_header Vary "Accept" always;');
      expect(block).toContain(`add_header Content-Security-Policy "default-src 'none'" always;`);
      for (const name of Object.keys(SECURITY_HEADERS)) expect(block).toContain(`add_header ${name} `);
    }
    expect(page).toContain('error_page 418 = @markdown;');
    expect(markdown).toMatch(/try_files \$uri\.md \$\{uri\}index\.md \$uri /);
  });
});
