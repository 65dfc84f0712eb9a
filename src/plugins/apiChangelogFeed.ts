/**
 * Writes the Atom feed of API releases into the build (`/docs/changelog/atom.xml`), from the
 * history `npm run generate` computed. The changelog page links it from its <head>.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { CHANGELOG_FEED_PATH, type ApiHistory } from '../api/changes/changelog';
import { changelogFeed } from '../api/changes/feed';
import { SITE_URL } from '../config/site';

export default function apiChangelogFeedPlugin(context: LoadContext): Plugin {
  return {
    name: 'guildforge-api-changelog-feed',
    async postBuild({ outDir }) {
      const history = JSON.parse(readFileSync(path.join(context.siteDir, 'src/data/generated/apiChanges.json'), 'utf8')) as ApiHistory;
      const file = path.join(outDir, CHANGELOG_FEED_PATH);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, changelogFeed(history, SITE_URL));
    },
  };
}
