/**
 * The API's history as the build publishes it: /docs/changelog (releases newest first, Unreleased,
 * changes linked to their pages, the feed in <head>), the Atom feed, the Markdown twin, llms.txt
 * and an operation page's notices. Reads build/; run after the build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import type { ApiHistory } from '@site/src/api/changes/changelog';
import { releaseAnchor } from '@site/src/api/changes/changelog';

const root = path.resolve(import.meta.dirname, '../..');
const build = path.join(root, 'build');
const history = JSON.parse(readFileSync(path.join(root, 'src/data/generated/apiChanges.json'), 'utf8')) as ApiHistory;
const releases = JSON.parse(readFileSync(path.join(root, 'openapi/releases/releases.json'), 'utf8')) as { version: string; date: string }[];

function page(route: string): string {
  const file = [path.join(build, `${route}.html`), path.join(build, route, 'index.html')].find(existsSync);
  if (!file) throw new Error(`${route} was not built`);
  return readFileSync(file, 'utf8');
}

describe('/docs/changelog', () => {
  const html = page('/docs/changelog');
  const doc = parseDocument(html);
  const headings = DomUtils.findAll((el) => el.name === 'h2', doc.children).map((el) => ({ id: el.attribs.id, text: DomUtils.textContent(el) }));

  it('shows Unreleased, then every release newest first with its date, then the history before the description', () => {
    const order = headings.map((heading) => heading.id);
    const expected = ['unreleased', ...[...releases].reverse().map((release) => releaseAnchor(release.version))];
    expect(order.filter((id) => expected.includes(id))).toEqual(expected);
    for (const release of releases) expect(headings.find((heading) => heading.id === releaseAnchor(release.version))?.text).toContain(release.date);
    expect(order.indexOf('before-the-api-description')).toBeGreaterThan(order.indexOf(releaseAnchor(releases[0]!.version)));
    expect(html).toContain('0.5.0 (2024-06-10): private beta');
  });

  it('lists breaking changes first and links each operation to its page', () => {
    const latest = history.releases.find((release) => release.changes.some((change) => change.impact === 'major'));
    expect(latest).toBeDefined();
    // The release's section: everything after its heading (the page is minified, so read the DOM).
    const heading = DomUtils.findOne((el) => el.name === 'h2' && el.attribs.id === releaseAnchor(latest!.version), doc.children)!;
    const section = heading.parent!;
    const h3s = DomUtils.findAll((el) => el.name === 'h3', section.children).map((el) => DomUtils.textContent(el));
    expect(h3s[0]).toMatch(/^Breaking changes \(\d+\)$/);
    expect(h3s.findIndex((text) => text.startsWith('Additions'))).toBeGreaterThan(0);
    const hrefs = DomUtils.findAll((el) => el.name === 'a', section.children).map((el) => el.attribs.href);
    const linked = latest!.changes.find((change) => change.impact === 'major' && 'page' in change.target)!;
    expect(hrefs).toContain((linked.target as { page: string }).page);
  });

  it('links the Atom feed from its head', () => {
    const head = DomUtils.findOne((el) => el.name === 'head', doc.children)!;
    const feed = DomUtils.findOne((el) => el.name === 'link' && el.attribs.rel === 'alternate' && el.attribs.type === 'application/atom+xml', head.children);
    expect(feed?.attribs.href).toBe('/docs/changelog/atom.xml');
  });
});

describe('/docs/changelog/atom.xml', () => {
  const xml = readFileSync(path.join(build, 'docs/changelog/atom.xml'), 'utf8');
  const doc = parseDocument(xml, { xmlMode: true });
  const feed = DomUtils.findOne((el) => el.name === 'feed', doc.children)!;
  const child = (el: typeof feed, name: string) => el.children.find((node): node is typeof feed => 'name' in node && node.name === name);

  it('is an Atom 1.0 feed with the elements RFC 4287 requires, one entry per release', () => {
    expect(feed.attribs.xmlns).toBe('http://www.w3.org/2005/Atom');
    for (const name of ['id', 'title', 'updated', 'author']) expect(child(feed, name), name).toBeDefined();
    const entries = feed.children.filter((node): node is typeof feed => 'name' in node && node.name === 'entry');
    expect(entries.map((entry) => DomUtils.textContent(child(entry, 'title')!))).toEqual([...releases].reverse().map((release) => `Guildforge API ${release.version}`));
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated', 'summary']) expect(child(entry, name), name).toBeDefined();
      expect(DomUtils.textContent(child(entry, 'updated')!)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(child(entry, 'link')?.attribs.href).toMatch(/^https:\/\/docs\.guildforge\.io\/docs\/changelog#v\d+-\d+-\d+$/);
    }
  });
});

describe('Markdown twin and llms.txt', () => {
  it('the twin lists the releases and the unreleased section', () => {
    const twin = readFileSync(path.join(build, 'docs/changelog.md'), 'utf8');
    expect(twin).toContain('## Unreleased');
    for (const release of releases) expect(twin).toContain(`## ${release.version} (${release.date})`);
    expect(twin).toContain('### Breaking changes');
  });

  it('llms.txt links the changelog twin and the feed as list items under an H2', () => {
    const llms = readFileSync(path.join(build, 'llms.txt'), 'utf8');
    const section = llms.slice(llms.indexOf('## API changes'), llms.indexOf('\n## ', llms.indexOf('## API changes') + 1));
    expect(section).toMatch(/^- \[Changelog\]\(https:\/\/docs\.guildforge\.io\/docs\/changelog\.md\): /m);
    expect(section).toMatch(/^- \[API releases \(Atom feed\)\]\(https:\/\/docs\.guildforge\.io\/docs\/changelog\/atom\.xml\): /m);
    expect(section).not.toContain('###');
  });
});

describe('operation page notices', () => {
  it('say which release changed the operation, list the changes and link the changelog entry', () => {
    const changed = history.releases.find((release) => release.changes.some((change) => change.target.kind === 'operation'))!;
    const change = changed.changes.find((item) => item.impact === 'major' && item.target.kind === 'operation')!;
    const html = page((change.target as { page: string }).page);
    expect(html).toContain(`Changed in ${changed.version}`);
    const hrefs = DomUtils.findAll((el) => el.name === 'a', parseDocument(html).children).map((el) => el.attribs.href);
    expect(hrefs).toContain(`/docs/changelog#${releaseAnchor(changed.version)}`);
    // The change itself is listed, as the contract's diff says it.
    expect(DomUtils.textContent(parseDocument(html).children)).toContain(change.text.replace(/`/g, ''));
  });
});
