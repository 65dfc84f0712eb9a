/**
 * The documentation data the server answers from. The site's build writes it to
 * `dist/data/docs.json` (src/plugins/agentDocs in the docs site), from the same sources as the
 * pages: the MDX guides, the rule and quest-type registries, the API description and the
 * error catalogue. Nothing in it is fetched at run time.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { McpApiChanges } from './changes.js';

export interface McpPage {
  /** Route on the site, decoded (spaces as spaces), e.g. `/docs/rules/Image/HueArcLength`. */
  readonly route: string;
  readonly url: string;
  /** The page's Markdown twin on the site (`<url>.md`). */
  readonly twinUrl: string;
  readonly title: string;
  readonly description: string;
  /** Sidebar section: Learn, Quests, UGC, API, React or Other pages. */
  readonly section: string;
  readonly kind: 'guide' | 'operation' | 'rule' | 'questType' | 'recipe' | 'category' | 'home';
  readonly markdown: string;
}

export interface McpOperation {
  readonly operationId: string;
  readonly kind: 'operation' | 'webhook';
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Path after the base URL (`/quests/{questId}`), or the event name for a webhook. */
  readonly path: string;
  readonly summary: string;
  readonly route?: string;
  readonly markdown: string;
}

export interface McpRule {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly route: string;
  readonly markdown: string;
}

export interface McpQuestType {
  /** `<provider>.<type>`, e.g. `steam.playedMinutes`. */
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly route: string;
  readonly markdown: string;
}

export interface McpError {
  readonly code: string;
  readonly status: number;
  readonly title: string;
  readonly description: string;
  readonly domain: string;
  readonly retryable: boolean;
  readonly url: string;
}

/** A recipe: one integration as an Arazzo workflow, with every step and its curl (openapi/recipes/ in the docs site). */
export interface McpRecipe {
  /** The page's last route segment, e.g. `discord-role-reward`. */
  readonly name: string;
  readonly title: string;
  readonly summary: string;
  readonly route: string;
  /** The recipe's Markdown twin: all steps, each with its curl. */
  readonly markdown: string;
}

export interface DocsMcpData {
  readonly siteUrl: string;
  readonly pages: readonly McpPage[];
  readonly operations: readonly McpOperation[];
  readonly rules: readonly McpRule[];
  readonly questTypes: readonly McpQuestType[];
  readonly errors: readonly McpError[];
  /** The API's releases and unreleased changes, for get_changes. */
  readonly changes?: McpApiChanges;
  readonly recipes: readonly McpRecipe[];
}

/** Where the build writes the data, beside the compiled server. */
export const DEFAULT_DATA_FILE = fileURLToPath(new URL('../dist/data/docs.json', import.meta.url));

export function loadData(file: string = DEFAULT_DATA_FILE): DocsMcpData {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(
      `No documentation data at ${file}. Build the docs site (npm run build in the repository root), which writes it, or pass --data <file>. (${(error as Error).message})`,
    );
  }
  return JSON.parse(text) as DocsMcpData;
}
