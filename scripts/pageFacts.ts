/**
 * Checks what a built page writes in code font against the contract.
 *
 * The generated reference renders from the API description and the registries; guides are
 * written by hand, so their contract facts can drift. This module reads a page's HTML (parse5)
 * and reports, for the inline code of the page's <main> (not code blocks):
 * - a status written beside an error code ("`409 quest_x`", "409 `quest_x`", "`403` with the code
 *   `x`", a table row with a status cell) that is not the catalogue's status for the code;
 * - a name the contract does not define, where the text claims a contract name: a code written
 *   beside a status or lower_snake_case with a catalogue code's prefix (`quest_`, `referral_`…);
 *   a camelCase name starting with an operationId's verb (`get`, `list`, `start`…); a quest type
 *   (`twitter.follow`); a field path whose head is a contract field or schema (`source.type`,
 *   resolved through the named schemas); a query filter (`status=failed`); a word the sentence
 *   calls a status or state ("the `flagged` status");
 * - a list of state values (a run of code spans in prose, a table headed by the enum's name, a
 *   Mermaid state diagram) that does not match its enum.
 * Other code (JSON, URLs, provider and file-format names) is read but not a claim. Tokens of a
 * claiming shape that are not contract names are listed in PAGE_TOKEN_ALLOWANCES with a reason.
 * scripts/checkPages.mts runs it over build/; tests/unit/pageFacts.test.ts shows it failing.
 */
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type Json = { [key: string]: unknown };

/** The enums whose state lists pages must write exactly (CONTRIBUTING.md "State names"). */
export const STATE_ENUMS = ['QuestStatus', 'UserQuestStatus', 'UserRewardStatus', 'SchemaStatus', 'SubmissionStatus'] as const;

/**
 * Code-font tokens of a claiming shape that are not contract names, each with why it may appear.
 * Keep this short: a contract name belongs in the contract, not here.
 */
export const PAGE_TOKEN_ALLOWANCES: Readonly<Record<string, string>> = {
  null: 'a JSON literal ("becomes `null`")',
  true: 'a JSON literal',
  false: 'a JSON literal',
  'scope=identify': 'a parameter of Discord\'s OAuth2 authorization URL',
  rate_limit_exceeded: "TikTok's error name, quoted where a provider's 429 is explained",
  comment_count: "a TikTok API field, quoted where a provider's count is explained",
  number_out_of_range: 'a `measured.reason` value of the JsonSchema rule (rule registry)',
  unsupported_encoding: 'a `measured.reason` value of the XsdSchema rule (rule registry)',
  unsupported_tag: 'a `measured.reason` value of the YamlSchema rule (rule registry)',
  'guildforge.vote': 'the TanStack mutation scope of useVote (@guildforge/react)',
  'provider.type': 'the form of a quest type name, written as a placeholder',
  'resource.action': 'the form of an event type name, written as a placeholder',
  'settings.TokenStore': 'a setting of the Unity SDK (src/data/unitySdk.ts), not of the API',
  // Notification types are a pattern in the contract (`Notification.type`), not an enum; these are
  // the ones createNotification's description lists as Guildforge's own.
  'quest.completed': 'a notification type Guildforge creates (Notification.type is a pattern, not an enum)',
  'reward.granted': 'a notification type Guildforge creates (Notification.type is a pattern, not an enum)',
  'submission.approved': 'a notification type Guildforge creates (Notification.type is a pattern, not an enum)',
  'submission.rejected': 'a notification type Guildforge creates (Notification.type is a pattern, not an enum)',
};

/** Shapes of code-font text that are never contract names, with the reason. */
const NON_CONTRACT_SHAPES: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  { pattern: /[…<>{}*$|\\"'`()[\]]|\.\.\./, reason: 'a template or expression, not a name' },
  { pattern: /^[a-z0-9-]+(\.[a-z0-9-]+)*\.(io|com|gg|tv|example|org|net|dev)(\/\S*)?$/, reason: 'a host name' },
  { pattern: /\.(ts|tsx|js|mjs|cjs|json|yaml|yml|md|mdx|py|go|cs|rb|php|java|ps1|png|jpg|glb|gltf|fbx|wav|ogg|css)$/, reason: 'a file name' },
  { pattern: /^\d/, reason: 'a number or version' },
  { pattern: /^instagram_business_/, reason: "an Instagram API permission (Meta's names, not ours)" },
  { pattern: /^user\.info\./, reason: "a TikTok OAuth scope (TikTok's names, not ours)" },
  { pattern: /^(https?:|\/)/, reason: 'a URL or path' },
  { pattern: /^[a-z][a-z0-9-]*\/[a-z0-9.+-]+$/, reason: 'a media type' },
  { pattern: /^@/, reason: 'a package or handle' },
  { pattern: /^[a-z]+:[a-z:.]+$/, reason: 'an OAuth scope or URN of a provider' },
  { pattern: /\s/, reason: 'a phrase, not a name' },
  { pattern: /^[A-Z0-9_]+$/, reason: 'an HTTP method, environment variable or constant' },
  { pattern: /-/, reason: 'a header, package or file name' },
];

/**
 * A refusal that depends on a status (`x-state-refusals` on an operation): in these `states` of
 * `enum` (the resource's own status, or the quest's or schema's behind it) the operation answers
 * `status` with `code`.
 */
export interface StateRefusal {
  readonly operationId: string;
  readonly enum: string;
  readonly states: readonly string[];
  readonly status: number;
  readonly code: string;
  /** Present when the refusal in these states depends on the request too ("when `fields` change"). */
  readonly when?: string;
}

/** Every `x-state-refusals` entry of the description, with its operation. */
export function stateRefusals(openapi: Json): StateRefusal[] {
  const found: StateRefusal[] = [];
  for (const item of Object.values((openapi.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !Array.isArray(operation['x-state-refusals'])) continue;
      for (const entry of operation['x-state-refusals'] as Json[]) {
        found.push({
          operationId: String(operation.operationId),
          enum: String(entry.enum),
          states: (entry.states ?? []) as string[],
          status: Number(entry.status),
          code: String(entry.code),
          ...(typeof entry.when === 'string' ? { when: entry.when } : {}),
        });
      }
    }
  }
  return found;
}

export interface ContractIndex {
  /** Catalogue status of every error code. */
  readonly errorStatus: ReadonlyMap<string, number>;
  readonly operationIds: ReadonlySet<string>;
  /** Every string an `enum` or `const` of the description allows. */
  readonly enumValues: ReadonlySet<string>;
  /** Named enums (component schemas that are string enums). */
  readonly enums: ReadonlyMap<string, readonly string[]>;
  /** Property, parameter and header names. */
  readonly names: ReadonlySet<string>;
  /** Names of the examples of a media type (`voteBalanceExhausted`), which the change notices name as redocly diff does. */
  readonly exampleNames: ReadonlySet<string>;
  /** Values a query filter `name=value` may take, by parameter name (union over operations). */
  readonly valuesByName: ReadonlyMap<string, ReadonlySet<string> | 'any'>;
  readonly schemaNames: ReadonlySet<string>;
  readonly idPrefixes: ReadonlySet<string>;
  readonly eventTypes: ReadonlySet<string>;
  /** First segments of catalogue codes (`quest`, `image`, `referral`…): a snake_case token with one claims to be a code. */
  readonly codePrefixes: ReadonlySet<string>;
  /** First words of operationIds (`get`, `list`, `create`…): a camelCase token with one claims to be an operation. */
  readonly operationVerbs: ReadonlySet<string>;
  /** Providers of quest types (`twitter` of `twitter.follow`). */
  readonly questProviders: ReadonlySet<string>;
  /** Whether `a.b.c` is a property path of some named schema (or `Schema.b.c`). */
  resolvesPath(path: string): boolean;
  /** The state-dependent refusals of the operations (`x-state-refusals`), by code. */
  readonly refusalsByCode: ReadonlyMap<string, readonly StateRefusal[]>;
}

export interface Finding {
  readonly page: string;
  readonly kind: 'status' | 'unknown' | 'state-list' | 'state-refusal';
  readonly message: string;
}

export interface PageReport {
  readonly findings: Finding[];
  /** Code-font tokens read (inline code, not code blocks). */
  tokens: number;
  /** Tokens checked against a contract name. */
  checked: number;
  /** Status and code pairs read. */
  pairs: number;
  /** State lists compared with their enum (prose runs, tables, diagrams). */
  stateLists: number;
  /** States written beside a state-dependent refusal and compared with `x-state-refusals`. */
  stateRefusals: number;
}

// ---------------------------------------------------------------- the contract

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function buildContractIndex(openapi: Json, catalogue: readonly { code: string; status: number }[]): ContractIndex {
  const components = (openapi.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Record<string, Json>;
  const enumValues = new Set<string>();
  const enums = new Map<string, string[]>();
  const names = new Set<string>();
  const propertyValues = new Map<string, Set<string> | 'any'>();
  const parameterValues = new Map<string, Set<string> | 'any'>();
  const idPrefixes = new Set<string>();
  const operationIds = new Set<string>();
  const exampleNames = new Set<string>();

  const deref = (schema: unknown): Json | undefined => {
    let current = schema;
    for (let hops = 0; isObject(current) && typeof current.$ref === 'string' && hops < 20; hops += 1) {
      const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
      current = name ? schemas[name] : undefined;
    }
    return isObject(current) ? current : undefined;
  };

  /** Enum values of a schema (through refs and unions); undefined when it is not an enum. */
  const enumOf = (schema: unknown, depth = 0): Set<string> | undefined => {
    const node = deref(schema);
    if (!node || depth > 8) return undefined;
    if (Array.isArray(node.enum)) return new Set(node.enum.filter((value): value is string => typeof value === 'string'));
    if (typeof node.const === 'string') return new Set([node.const]);
    // A filter that takes several values (`status=open,closed`) takes the items' enum.
    if (node.type === 'array' && isObject(node.items)) return enumOf(node.items, depth + 1);
    for (const key of ['oneOf', 'anyOf'] as const) {
      if (Array.isArray(node[key])) {
        // A union is an enum when every branch other than null is one.
        const branches = (node[key] as unknown[]).filter((part) => deref(part)?.type !== 'null');
        const sets = branches.map((part) => enumOf(part, depth + 1));
        if (sets.some((set) => set === undefined)) return undefined;
        return new Set(sets.flatMap((set) => [...(set ?? [])]));
      }
    }
    return undefined;
  };

  const noteName = (name: string, schema: unknown, byName: Map<string, Set<string> | 'any'>): void => {
    names.add(name);
    const values = enumOf(schema);
    const known = byName.get(name);
    if (!values || known === 'any') byName.set(name, 'any');
    else byName.set(name, new Set([...(known ?? []), ...values]));
  };

  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (!isObject(node) || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node.enum)) for (const value of node.enum) if (typeof value === 'string') enumValues.add(value);
    if (typeof node.const === 'string') enumValues.add(node.const);
    if (typeof node.pattern === 'string') {
      const prefixes = /^\^\(?([a-z]+(?:\|[a-z]+)*)\)?_/.exec(node.pattern)?.[1];
      for (const prefix of prefixes?.split('|') ?? []) idPrefixes.add(prefix);
    }
    if (isObject(node.properties)) for (const [name, schema] of Object.entries(node.properties)) noteName(name, schema, propertyValues);
    if (Array.isArray(node.required)) for (const name of node.required) if (typeof name === 'string') names.add(name);
    if (typeof node.operationId === 'string') operationIds.add(node.operationId);
    // Named examples of a media type (`voteBalanceExhausted`): the change notices name them, as redocly diff does.
    if (isObject(node.examples)) for (const name of Object.keys(node.examples)) exampleNames.add(name);
    if (typeof node.name === 'string' && typeof node.in === 'string') noteName(node.name, node.schema, parameterValues);
    if (typeof node.propertyName === 'string' && isObject(node.mapping)) {
      for (const value of Object.keys((node.mapping ?? {}) as Json)) enumValues.add(value);
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(openapi);

  for (const [name, schema] of Object.entries(schemas)) {
    if (Array.isArray(schema.enum)) enums.set(name, schema.enum.filter((value): value is string => typeof value === 'string'));
  }
  for (const header of Object.keys((components.headers ?? {}) as Json)) names.add(header);
  const eventTypes = new Set(Object.keys((openapi.webhooks ?? {}) as Json));
  // Event operationIds (`userQuestClaimedEvent`) start with a resource, not a verb.
  const webhookOperationIds = new Set(
    Object.values((openapi.webhooks ?? {}) as Record<string, Json>).flatMap((item) => Object.values(item).map((operation) => (isObject(operation) ? String(operation.operationId) : ''))),
  );
  for (const type of eventTypes) enumValues.add(type);

  /** Sub-schemas reached by one path segment; 'any' when the object takes any key. */
  const step = (schema: Json, segment: string, depth = 0): (Json | 'any')[] => {
    if (depth > 12) return [];
    const node = deref(schema);
    if (!node) return [];
    const found: (Json | 'any')[] = [];
    for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
      if (Array.isArray(node[key])) for (const part of node[key] as unknown[]) if (isObject(part)) found.push(...step(part, segment, depth + 1));
    }
    if (isObject(node.items)) found.push(...step(node.items, segment, depth + 1));
    if (isObject(node.properties) && segment in node.properties) {
      const child = deref((node.properties as Json)[segment]);
      if (child) found.push(child);
    }
    // A map, or a free-form object (no properties, additional ones not forbidden), takes any key.
    const freeForm = node.type === 'object' && !isObject(node.properties) && node.additionalProperties !== false && !node.oneOf && !node.anyOf && !node.allOf;
    if (isObject(node.additionalProperties) || isObject(node.patternProperties) || freeForm) found.push('any');
    return found;
  };
  const resolvesFrom = (schema: Json, segments: readonly string[], top: boolean): boolean => {
    if (segments.length === 0) return true;
    const [head, ...rest] = segments;
    if (head === '*' || head === '[]') return true;
    // The first segment must be a declared property: a map schema takes any key, but a path is
    // only "of a named schema" when the schema names its head.
    return step(schema, head.replace(/\[\]$/, '')).some((next) => (next === 'any' ? !top : resolvesFrom(next, rest, false)));
  };
  const resolvesPath = (path: string): boolean => {
    const segments = path.split('.');
    if (segments[0] in schemas) return resolvesFrom(schemas[segments[0]], segments.slice(1), false);
    return Object.values(schemas).some((schema) => resolvesFrom(schema, segments, true));
  };

  const refusalsByCode = new Map<string, StateRefusal[]>();
  for (const refusal of stateRefusals(openapi)) refusalsByCode.set(refusal.code, [...(refusalsByCode.get(refusal.code) ?? []), refusal]);

  const questTypes = [...enumValues].filter((value) => /^[a-z]+\.[a-z][A-Za-z]+$/.test(value) && !eventTypes.has(value));
  return {
    codePrefixes: new Set(catalogue.map((entry) => entry.code.split('_')[0])),
    operationVerbs: new Set([...operationIds].filter((id) => !webhookOperationIds.has(id)).map((id) => /^[a-z]+/.exec(id)?.[0] ?? id)),
    questProviders: new Set(questTypes.map((type) => type.split('.')[0])),
    errorStatus: new Map(catalogue.map((entry) => [entry.code, entry.status])),
    operationIds,
    enumValues,
    enums,
    names,
    exampleNames,
    valuesByName: parameterValues,
    schemaNames: new Set(Object.keys(schemas)),
    idPrefixes,
    eventTypes,
    resolvesPath,
    refusalsByCode,
  };
}

// ---------------------------------------------------------------- the page

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if ('childNodes' in node) return node.childNodes.map(textOf).join('');
  return '';
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elements(child);
  if (isElement(node) && node.tagName === 'template') yield* elements((node as unknown as { content: Node }).content);
}

/** A block's inline content: text runs and inline code tokens, in reading order. */
type Piece = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'code'; readonly text: string };

const BLOCKS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'caption', 'summary', 'figcaption']);

function pieces(block: Element): Piece[] {
  const out: Piece[] = [];
  const visit = (node: Node): void => {
    if (node.nodeName === '#text') {
      out.push({ kind: 'text', text: (node as DefaultTreeAdapterMap['textNode']).value });
      return;
    }
    if (!isElement(node)) return;
    // A nested block (a list inside a list item) is read on its own.
    if (node !== block && (BLOCKS.has(node.tagName) || node.tagName === 'ul' || node.tagName === 'ol' || node.tagName === 'table')) return;
    if (node.tagName === 'pre') return;
    if (node.tagName === 'code') {
      out.push({ kind: 'code', text: textOf(node).trim() });
      return;
    }
    node.childNodes.forEach(visit);
  };
  visit(block);
  return out;
}

const STATUS = /^[1-5]\d\d$/;
/** Text that may stand between a status and its code: nothing, or "with (the) code". */
const STATUS_GLUE = /^\s*(?:with\s+(?:the\s+)?(?:code|error)\s*)?$/i;
/** Text between the values of a list. */
const LIST_GLUE = /^[\s,;:()/]*(?:(?:or|and|then|either|→|->|=>|,)[\s,;:()/]*)*$/i;

/**
 * Names a page may write that belong to our own packages (`@guildforge/client`,
 * `@guildforge/react`), not to the contract: what their source files export.
 */
export function exportedNames(sources: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g)) names.add(match[1]);
    // Properties of the packages' option, result and error types (`maxRetries`, `retryAfter`).
    for (const match of source.matchAll(/^\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)\??\s*:/gm)) names.add(match[1]);
    for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()?.trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

export function checkPage(page: string, html: string, contract: ContractIndex, libraryNames: ReadonlySet<string> = new Set()): PageReport {
  const report: PageReport = { findings: [], tokens: 0, checked: 0, pairs: 0, stateLists: 0, stateRefusals: 0 };
  const document = parse(html);
  const all = [...elements(document)];
  const main = all.find((element) => element.tagName === 'main') ?? all.find((element) => element.tagName === 'body');
  if (!main) return report;
  const inMain = [...elements(main)];
  const find = (kind: Finding['kind'], message: string): void => {
    report.findings.push({ page, kind, message });
  };

  const pair = (status: string, code: string): void => {
    const expected = contract.errorStatus.get(code);
    if (expected === undefined) return;
    report.pairs += 1;
    if (String(expected) !== status) find('status', `\`${status} ${code}\`: the catalogue's status for ${code} is ${expected}`);
  };

  // 1. Every inline code token, and the pairs and lists it takes part in.
  for (const block of inMain.filter((element) => BLOCKS.has(element.tagName))) {
    const parts = pieces(block);
    parts.forEach((part, index) => {
      if (part.kind !== 'code') return;
      report.tokens += 1;
      const previous = parts[index - 1];
      const next = parts[index + 1];
      const before = previous?.kind === 'text' ? previous.text : '';
      const statusBefore =
        (previous?.kind === 'text' && /(?:^|[\s(])[1-5]\d\d\s*(?:with\s+(?:the\s+)?(?:code|error)\s*)?$/i.test(previous.text)) ||
        (previous?.kind === 'code' && STATUS.test(previous.text)) ||
        (previous?.kind === 'text' && STATUS_GLUE.test(previous.text) && parts[index - 2]?.kind === 'code' && STATUS.test(parts[index - 2].text));
      checkToken(part.text, { before, after: next?.kind === 'text' ? next.text : '', afterStatus: statusBefore }, contract, libraryNames, report, find);
    });
    // Status beside a code: "409 code" in one span, or a status then a code span.
    for (let index = 0; index < parts.length; index += 1) {
      const part = parts[index];
      if (part.kind === 'code') {
        const joined = /^([1-5]\d\d)\s+([a-z][a-z0-9_]*)$/.exec(part.text);
        if (joined) pair(joined[1], joined[2]);
      }
      const next = parts[index + 1];
      const after = parts[index + 2];
      const statusHere = part.kind === 'code' && STATUS.test(part.text) ? part.text : part.kind === 'text' ? /(?:^|[\s(])([1-5]\d\d)\s*$/.exec(part.text)?.[1] : undefined;
      if (!statusHere) continue;
      if (part.kind === 'text' && next?.kind === 'code') pair(statusHere, next.text);
      else if (next?.kind === 'text' && STATUS_GLUE.test(next.text) && after?.kind === 'code') pair(statusHere, after.text);
      else if (part.kind === 'code' && next?.kind === 'code') pair(statusHere, next.text);
    }
    checkProseLists(parts, contract, report, find);
    checkStateRefusals(parts, contract, report, find);
  }

  // 2. Table rows: a status cell beside a code cell; tables headed by a state enum's name.
  for (const table of inMain.filter((element) => element.tagName === 'table')) {
    const rows = [...elements(table)].filter((element) => element.tagName === 'tr');
    const header = rows[0];
    const headerCells = header ? header.childNodes.filter(isElement).filter((cell) => cell.tagName === 'th') : [];
    for (const row of rows) {
      const cells = row.childNodes.filter(isElement).filter((cell) => cell.tagName === 'td');
      const statuses = cells.map((cell) => textOf(cell).trim()).filter((text) => STATUS.test(text));
      if (statuses.length !== 1) continue;
      for (const cell of cells) for (const code of [...elements(cell)].filter((element) => element.tagName === 'code')) pair(statuses[0], textOf(code).trim());
    }
    const enumName = headerCells.length > 0 ? textOf(headerCells[0]).trim() : '';
    const values = contract.enums.get(enumName);
    if (values) {
      const listed = rows
        .slice(1)
        .map((row) => row.childNodes.filter(isElement).find((cell) => cell.tagName === 'td'))
        .flatMap((cell) => (cell ? [...elements(cell)].filter((element) => element.tagName === 'code').map((code) => textOf(code).trim()) : []));
      compareStateList(`the table headed ${enumName}`, enumName, listed, values, report, find);
    }
  }

  // 3. Mermaid state diagrams, rendered to SVG at build time (src/remark/mermaidDiagrams.ts):
  //    each state is a `<g class="node" data-id="…">`; the start and end markers' ids begin with `_`.
  for (const figure of inMain.filter((element) => element.tagName === 'figure' && attribute(element, 'data-diagram')?.startsWith('stateDiagram'))) {
    const states = new Set<string>();
    for (const node of elements(figure)) {
      const id = attribute(node, 'data-id');
      if (node.tagName === 'g' && attribute(node, 'class') === 'node' && id && !id.startsWith('_')) states.add(id);
    }
    const candidates = [...contract.enums.entries()].filter(([name]) => (STATE_ENUMS as readonly string[]).includes(name));
    const best = candidates
      .map(([name, values]) => ({ name, values, overlap: [...states].filter((state) => values.includes(state)).length }))
      .sort((a, b) => b.overlap - a.overlap)[0];
    if (!best || best.overlap < 2) continue;
    compareStateList('a state diagram', best.name, [...states], best.values, report, find);
  }
  return report;
}

function compareStateList(
  where: string,
  enumName: string,
  listed: readonly string[],
  values: readonly string[],
  report: PageReport,
  find: (kind: Finding['kind'], message: string) => void,
): void {
  report.stateLists += 1;
  const extra = [...new Set(listed)].filter((value) => !values.includes(value));
  const missing = values.filter((value) => !listed.includes(value));
  if (extra.length > 0 || missing.length > 0) {
    const parts = [extra.length > 0 ? `not in ${enumName}: ${extra.join(', ')}` : '', missing.length > 0 ? `missing: ${missing.join(', ')}` : ''].filter(Boolean);
    find('state-list', `${where} lists ${enumName} values that do not match the enum (${parts.join('; ')})`);
  }
}

/** Runs of three or more code tokens joined by list words; a run of state values must belong to one enum. */
function checkProseLists(parts: readonly Piece[], contract: ContractIndex, report: PageReport, find: (kind: Finding['kind'], message: string) => void): void {
  const runs: { names: string[]; after?: string }[] = [];
  let current: string[] = [];
  let previousCode: string | undefined;
  let runAfter: string | undefined;
  for (const part of parts) {
    if (part.kind === 'code') {
      if (current.length === 0) runAfter = previousCode;
      current.push(part.text);
      previousCode = part.text;
    } else if (!LIST_GLUE.test(part.text)) {
      if (current.length > 0) runs.push({ names: current, after: runAfter });
      current = [];
      // An enum named just before a colon introduces the list that follows it.
      if (!/^\s*(?:is|:|,)?\s*$/.test(part.text)) previousCode = undefined;
    }
  }
  if (current.length > 0) runs.push({ names: current, after: runAfter });

  const stateEnums = [...contract.enums.entries()].filter(([name]) => (STATE_ENUMS as readonly string[]).includes(name));
  const isStateEnum = (name: string | undefined): name is (typeof STATE_ENUMS)[number] => (STATE_ENUMS as readonly string[]).includes(name ?? '');
  for (const run of runs) {
    // A list "`UserRewardStatus`: `granted`, …" names its enum first; the values are the rest.
    const named = isStateEnum(run.names[0]) ? run.names[0] : isStateEnum(run.after) ? run.after : undefined;
    // Only bare values take part: not codes, not other contract names that are no enum value.
    const names = run.names.filter(
      (name) => /^[a-z][a-z0-9_]*$/.test(name) && !contract.errorStatus.has(name) && (contract.enumValues.has(name) || !contract.names.has(name)),
    );
    if (named && names.length >= 2) {
      compareStateList(`the list after ${named}`, named, names, contract.enums.get(named) ?? [], report, find);
      continue;
    }
    if (names.length < 3) continue;
    const owner = stateEnums.find(([, values]) => names.filter((name) => values.includes(name)).length >= 2);
    if (!owner) continue;
    const fits = stateEnums.some(([, values]) => names.every((name) => values.includes(name)));
    report.stateLists += 1;
    if (!fits) find('state-list', `the list ${names.map((name) => `\`${name}\``).join(', ')} mixes values that no single state enum has (${owner[0]}: ${owner[1].join(', ')})`);
  }
}

/** Words before a state that make it the state that is allowed, not the one refused ("not `active`", "only while `paused`"). */
const NEGATED_STATE = /\b(?:not|unless|only|except|other than|than|instead of|(?:anything|everything|any \w+) but)\b[^.;]*$/i;

/**
 * A clause (a sentence, or a part of one after a semicolon) that pairs a state with a status and a
 * state-dependent code ("a `paused` quest answers 409 `quest_not_active`") must name a state the
 * contract's `x-state-refusals` gives that code for. An operation named in the clause, by its
 * operationId or by its verb ("checking", "claims"), narrows the refusals compared.
 */
function checkStateRefusals(parts: readonly Piece[], contract: ContractIndex, report: PageReport, find: (kind: Finding['kind'], message: string) => void): void {
  const clauses: Piece[][] = [[]];
  for (const part of parts) {
    if (part.kind === 'code') {
      clauses[clauses.length - 1].push(part);
      continue;
    }
    // A colon ends a clause when it follows a word ("stops an `active` quest at once: … answer
    // 409"), not when it follows a code span ("`claimed`: 409 `quest_already_claimed`").
    const pieces = part.text.split(/[.;!?](?=\s|$)|(?<=\w):(?=\s)/);
    pieces.forEach((text, index) => {
      if (index > 0) clauses.push([]);
      if (text) clauses[clauses.length - 1].push({ kind: 'text', text });
    });
  }
  // Every enum a refusal is stated for (the lifecycle enums, and statuses such as WebhookDeliveryStatus).
  const refusalEnums = new Set([...contract.refusalsByCode.values()].flat().map((refusal) => refusal.enum));
  const stateEnums = [...contract.enums.entries()].filter(([name]) => refusalEnums.has(name));
  for (const clause of clauses) {
    // Each pair with the index of its code span.
    const pairs: { status: string; code: string; at: number }[] = [];
    clause.forEach((part, index) => {
      const next = clause[index + 1];
      const after = clause[index + 2];
      if (part.kind === 'code') {
        const joined = /^([1-5]\d\d)\s+([a-z][a-z0-9_]*)$/.exec(part.text);
        if (joined) pairs.push({ status: joined[1], code: joined[2], at: index });
      }
      const status = part.kind === 'code' && STATUS.test(part.text) ? part.text : part.kind === 'text' ? /(?:^|[\s(])([1-5]\d\d)\s*$/.exec(part.text)?.[1] : undefined;
      if (!status) return;
      if (next?.kind === 'code' && !STATUS.test(next.text)) pairs.push({ status, code: next.text, at: index + 1 });
      else if (next?.kind === 'text' && STATUS_GLUE.test(next.text) && after?.kind === 'code') pairs.push({ status, code: after.text, at: index + 2 });
    });
    /**
     * The pair a state belongs to: inside parentheses after a pair ("`409 schema_not_open` (schema
     * still `draft`)"), the pair before; otherwise the next pair ("a `paused` quest answers 409
     * `quest_not_active`"), or the last one when none follows ("`claimed`: 409 …" is next anyway).
     */
    const pairOf = (index: number): (typeof pairs)[number] | undefined => {
      const before = pairs.filter((candidate) => candidate.at < index).pop();
      const since = clause.slice(before ? before.at + 1 : 0, index).map((piece) => (piece.kind === 'text' ? piece.text : '')).join('');
      const open = (since.match(/\(/g) ?? []).length > (since.match(/\)/g) ?? []).length;
      if (open && before) return before;
      return pairs.find((candidate) => candidate.at > index) ?? before;
    };
    const text = clause.filter((part) => part.kind === 'text').map((part) => part.text).join(' ');
    const named = new Set(clause.filter((part) => part.kind === 'code' && contract.operationIds.has(part.text)).map((part) => part.text));
    for (const pair of pairs) {
      const { status, code } = pair;
      const all = contract.refusalsByCode.get(code);
      if (!all) continue;
      // The operations the clause is about: named ones, else those whose verb it uses, else all.
      const byName = all.filter((refusal) => named.has(refusal.operationId));
      const byVerb = all.filter((refusal) => {
        const verb = /^[a-z]+/.exec(refusal.operationId)?.[0] ?? '';
        return new RegExp(`\\b${verb.replace(/e$/, '')}(?:e|es|ed|ing|s)?\\b`, 'i').test(text);
      });
      const relevant = byName.length > 0 ? byName : byVerb.length > 0 ? byVerb : all;
      clause.forEach((part, index) => {
        if (part.kind !== 'code' || pairOf(index) !== pair) return;
        const owners = stateEnums.filter(([name, values]) => values.includes(part.text) && relevant.some((refusal) => refusal.enum === name));
        if (owners.length === 0) return;
        // The words before the state, or before the list it is part of ("not `draft`, `paused` or `ended`").
        let back = index - 1;
        while (back >= 0 && (clause[back].kind === 'code' || LIST_GLUE.test(clause[back].text))) back -= 1;
        if (back >= 0 && NEGATED_STATE.test(clause[back].text)) return;
        report.stateRefusals += 1;
        const refused = relevant.filter((refusal) => owners.some(([name]) => name === refusal.enum) && refusal.states.includes(part.text));
        if (refused.length === 0) {
          const told = relevant.map((refusal) => `${refusal.operationId}: ${refusal.enum} ${refusal.states.join('|')}`).join('; ');
          find('state-refusal', `\`${part.text}\` beside \`${status} ${code}\`: the contract's x-state-refusals give ${code} only for ${told}`);
        }
      });
    }
  }
}

/** The text around a code token in its block, to tell what a bare word claims to be. */
interface TokenContext {
  readonly before: string;
  readonly after: string;
  /** Written right after an HTTP status, so it claims to be an error code. */
  readonly afterStatus: boolean;
}

/** A bare word claims to be a state when the text calls it one ("the `flagged` status", "status `open`"). */
const STATE_WORD_BEFORE = /\b(?:status|state|statuses|states|becomes|moves? to|stays|is now)\s*$/i;
const STATE_WORD_AFTER = /^\s*(?:status|state)\b/i;

function checkToken(
  token: string,
  context: TokenContext,
  contract: ContractIndex,
  libraryNames: ReadonlySet<string>,
  report: PageReport,
  find: (kind: Finding['kind'], message: string) => void,
): void {
  const unknown = (what: string): void => find('unknown', `\`${token}\`: ${what}`);
  let text = token.replace(/[.,:;]$/, '');
  const pairText = /^([1-5]\d\d)\s+(\S+)$/.exec(text);
  if (pairText) text = pairText[2];
  const claimsCode = Boolean(pairText) || context.afterStatus;
  if (text in PAGE_TOKEN_ALLOWANCES) return;
  // Our packages' API (`useQuests`, `guildforgeKeys.quests.list`, `error.retryAfter` of a
  // GuildforgeError) is checked by their own types.
  const segments = text.split('.');
  if (libraryNames.has(segments[0]) || (segments.length > 1 && segments.slice(1).every((segment) => libraryNames.has(segment)) && !contract.resolvesPath(text) && segments[0] === 'error')) return;

  // name=value filters.
  const filter = /^([a-zA-Z][\w.]*)=([\w.-]+)$/.exec(text);
  if (filter && contract.valuesByName.has(filter[1])) {
    report.checked += 1;
    const allowed = contract.valuesByName.get(filter[1]);
    if (allowed && allowed !== 'any' && !allowed.has(filter[2])) unknown(`${filter[1]} takes ${[...allowed].join(', ')}`);
    return;
  }
  if (NON_CONTRACT_SHAPES.some(({ pattern }) => pattern.test(text))) return;

  const snake = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(text);
  const word = /^[a-z][a-z0-9]*$/.test(text);
  const camel = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(text);
  const dotted = /^[A-Za-z_]\w*(?:\.(?:[A-Za-z_]\w*|\[\]))+$/.test(text);
  const known = contract.errorStatus.has(text) || contract.enumValues.has(text);

  // An error code: written beside a status, or lower_snake_case with a catalogue code's prefix.
  if ((snake || word) && (claimsCode || (snake && contract.codePrefixes.has(text.split('_')[0])))) {
    report.checked += 1;
    if (!known && !(snake && !claimsCode && contract.names.has(text))) unknown(claimsCode ? 'not an error code of the catalogue' : 'not an error code, enum value or field name of the contract');
    return;
  }
  // A state: a bare word the sentence calls a status or state.
  if ((word || snake) && (STATE_WORD_BEFORE.test(context.before) || STATE_WORD_AFTER.test(context.after))) {
    report.checked += 1;
    if (!contract.enumValues.has(text) && !contract.names.has(text)) unknown('called a status or state, but no enum of the contract has it');
    return;
  }
  // An operation: camelCase starting with an operationId's verb.
  if (camel && contract.operationVerbs.has(/^[a-z0-9]+/.exec(text)?.[0] ?? '')) {
    report.checked += 1;
    if (!contract.operationIds.has(text) && !contract.names.has(text) && !contract.enumValues.has(text) && !contract.exampleNames.has(text)) unknown('not an operationId (or field name) of the contract');
    return;
  }
  // A quest type (`provider.type`) or a field path whose first segment is a contract field or schema.
  if (dotted) {
    const head = text.split('.')[0];
    if (contract.questProviders.has(head)) {
      report.checked += 1;
      if (!contract.enumValues.has(text)) unknown('not a quest type of the contract');
      return;
    }
    const eventFamily = [...contract.eventTypes].some((type) => type.startsWith(`${head}.`));
    if (contract.names.has(head) || contract.schemaNames.has(head) || eventFamily) {
      report.checked += 1;
      if (!contract.enumValues.has(text) && !contract.eventTypes.has(text) && !contract.resolvesPath(text)) unknown('not an event type or a field path of a named schema');
    }
  }
}
