/**
 * The Atom 1.0 feed of API releases (`/docs/changelog/atom.xml`): one entry per release, newest
 * first, from the API's history (src/data/generated/apiChanges.json).
 */
import { CHANGELOG_FEED_PATH, CHANGELOG_PATH, releaseAnchor, type ApiHistory } from './changelog';

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function counts(release: ApiHistory['releases'][number]): string {
  if (!release.previous) return 'The first release of the API description.';
  const of = (impact: string) => release.changes.filter((change) => change.impact === impact).length;
  return `${release.changes.length} changes since ${release.previous}: ${of('major')} breaking, ${of('minor')} additions, ${of('patch')} corrections and clarifications.`;
}

export function changelogFeed(history: ApiHistory, siteUrl: string): string {
  const newest = history.releases[0];
  const updated = `${newest?.date ?? '1970-01-01'}T00:00:00Z`;
  const entries = history.releases.map((release) => {
    const url = `${siteUrl}${CHANGELOG_PATH}#${releaseAnchor(release.version)}`;
    return [
      '  <entry>',
      `    <title>Guildforge API ${xml(release.version)}</title>`,
      `    <id>${xml(url)}</id>`,
      `    <link rel="alternate" type="text/html" href="${xml(url)}"/>`,
      `    <updated>${release.date}T00:00:00Z</updated>`,
      `    <summary type="text">${xml(`${release.summary} ${counts(release)}`)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '  <title>Guildforge API releases</title>',
    '  <subtitle>Every release of the Guildforge API description, with its breaking changes, additions and corrections.</subtitle>',
    `  <id>${xml(`${siteUrl}${CHANGELOG_FEED_PATH}`)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(`${siteUrl}${CHANGELOG_FEED_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(`${siteUrl}${CHANGELOG_PATH}`)}"/>`,
    `  <updated>${updated}</updated>`,
    '  <author><name>Guildforge</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
