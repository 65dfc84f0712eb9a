/**
 * Writes the MDX body of each generated API operation page (the `createApiPageMD`
 * generator of docusaurus-plugin-openapi-docs, see docusaurus.config.ts).
 *
 * The plugin's default page renders parameters, schemas and responses with the API
 * theme's React components, which parse Markdown and walk schemas in the browser: about
 * 180 KiB of gzipped script on every operation page. This generator resolves all of that
 * at build time instead. Schemas become flat rows (`userQuest.status`), descriptions
 * become MDX Markdown, the request example a code block, and the page needs only a few small
 * table components. The request samples and response examples are files the page imports
 * (src/api/requestSamples.ts), shown in a pane beside the reference. The request explorer
 * still comes from the API theme; it loads when the reader asks for it (src/theme/DocItem).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STATUS_CODES } from 'node:http';
import type { ApiHistory } from './changes/changelog';
import { operationHistory, operationNotices } from './changes/operationNotices';
import { mdxText } from './changes/report';
import { clean } from 'docusaurus-plugin-openapi-docs/lib/markdown/utils';
import { localSiteLinks } from './siteLinks';
import { describeBounds, describeType, type Schema } from '../components/ParameterTable/describeSchema';
import { ERROR_CATALOGUE_PATH } from '../data/errors/paths';
import { SEARCH_SKIP_CLASS } from '../config/search';
import { codeSampleLanguages } from '../config/codeSampleLanguages';
import { recipesUsing } from './recipeFiles';
import { hasSamples, responseExamples, responseFileName, sampleDirectory, sampleFileName, type SampleOperation } from './requestSamples';

type Json = Record<string, unknown>;

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly schema?: Schema;
  readonly example?: unknown;
  readonly deprecated?: boolean;
}

interface MediaType {
  readonly schema?: Schema;
  readonly example?: unknown;
  readonly examples?: Record<string, { summary?: string; value?: unknown }>;
}

interface Response {
  readonly description?: string;
  readonly headers?: Record<string, { description?: string; schema?: Schema; required?: boolean }>;
  readonly content?: Record<string, MediaType>;
}

/** The operation as the plugin hands it to page generators (dereferenced). */
export interface OperationData {
  readonly operationId?: string;
  readonly method: string;
  readonly path: string;
  readonly description?: string;
  readonly deprecated?: boolean;
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly required?: boolean; readonly description?: string; readonly content?: Record<string, MediaType> };
  readonly responses?: Record<string, Response>;
  readonly security?: readonly Record<string, unknown>[];
  readonly 'x-required-role'?: string;
  readonly 'x-public'?: boolean;
  /** The day a deprecated operation stops working (YYYY-MM-DD). */
  readonly 'x-sunset'?: string;
}

/** One row of a flattened schema table. */
export interface SchemaRowData {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly bounds: readonly string[];
  readonly description?: string;
}

/** Nesting below this depth is summarised by its type; no API schema goes deeper today. */
const MAX_DEPTH = 6;

const PARAMETER_GROUPS: readonly [string, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];



const skipSearch = (parts: readonly string[]) => (parts.length ? [`<div className="${SEARCH_SKIP_CLASS}">`, ...parts, '</div>'] : []);

/** A JSX attribute value: JSON is a valid JavaScript expression. */
const attr = (value: unknown) => `{${JSON.stringify(value)}}`;

/** Markdown from the API description, made safe for MDX (braces and stray angle brackets). */
const markdown = (text: string | undefined) => localSiteLinks(clean(text ?? '')).trim();

/** Merges `allOf` parts into one schema: properties and `required` are combined. */
export function mergeAllOf(schema: Schema): Schema {
  const parts = schema.allOf;
  if (!Array.isArray(parts)) return schema;
  const { allOf: _allOf, ...rest } = schema;
  let merged: Json = {};
  for (const part of [...(parts as Schema[]).map(mergeAllOf), rest]) {
    merged = {
      ...merged,
      ...part,
      properties: { ...((merged.properties as Json) ?? {}), ...((part.properties as Json) ?? {}) },
      required: [...new Set([...((merged.required as string[]) ?? []), ...((part.required as string[]) ?? [])])],
    };
  }
  return merged;
}

/**
 * A nullable reference (`oneOf: [X, {type: 'null'}]`) becomes X with `nullable`, so its
 * properties are listed like any other object's; other schemas are returned unchanged.
 */
export function unwrapNullable(input: Schema): Schema {
  const schema = mergeAllOf(input);
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (!Array.isArray(variants) || variants.length !== 2) return schema;
  const nonNull = variants.filter((variant) => variant.type !== 'null');
  if (nonNull.length !== 1) return schema;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  return { ...mergeAllOf(nonNull[0]), ...rest, nullable: true };
}

/** The names of a `oneOf`/`anyOf`'s variants, from their titles or types. */
function variantNames(schema: Schema): string[] | undefined {
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (!Array.isArray(variants)) return undefined;
  return variants.map((variant) => {
    const part = mergeAllOf(variant);
    return typeof part.title === 'string' ? part.title : describeType(part);
  });
}

function typeOf(schema: Schema): string {
  let type = describeType(schema);
  if (type === 'one of several shapes') type = 'one of';
  if (type === 'object' && typeof schema.title === 'string') type = `object (${schema.title})`;
  else if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object' && !schema.properties) {
    type = `map of ${describeType(mergeAllOf(schema.additionalProperties as Schema))}`;
  } else if (typeof schema.format === 'string' && (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')))) {
    type = `${type} (${schema.format})`;
  }
  return schema.nullable === true ? `${type} | null` : type;
}

function boundsOf(schema: Schema): string[] {
  const bounds = describeBounds(schema);
  const variants = variantNames(schema);
  if (variants) bounds.push(`one of: ${variants.join(', ')}`);
  if (schema.default !== undefined) bounds.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.readOnly === true) bounds.push('read-only');
  if (schema.deprecated === true) bounds.push('deprecated');
  return bounds;
}

/**
 * Flattens an object schema into rows, one per property at any depth: nested objects
 * as `parent.child`, array items as `parent[].child`. Variants of a `oneOf` are named,
 * not expanded; each has its own schema in the API description.
 */
export function flattenSchema(input: Schema, prefix = '', depth = 0): SchemaRowData[] {
  const schema = mergeAllOf(input);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows: SchemaRowData[] = [];
  for (const [key, raw] of Object.entries(properties)) {
    const property = unwrapNullable(raw);
    const name = `${prefix}${key}`;
    rows.push({
      name,
      type: typeOf(property),
      required: required.has(key),
      bounds: boundsOf(property),
      description: typeof property.description === 'string' ? property.description : undefined,
    });
    if (depth + 1 >= MAX_DEPTH) continue;
    if (property.properties) rows.push(...flattenSchema(property, `${name}.`, depth + 1));
    const items = property.type === 'array' && property.items ? unwrapNullable(property.items as Schema) : undefined;
    if (items?.properties) rows.push(...flattenSchema(items, `${name}[].`, depth + 1));
  }
  return rows;
}

function schemaRow(row: SchemaRowData): string {
  const description = markdown(row.description);
  const props = `name=${attr(row.name)} type=${attr(row.type)}${row.required ? ' required' : ''}${row.bounds.length ? ` bounds=${attr(row.bounds)}` : ''}`;
  return description ? `<SchemaRow ${props}>\n\n${description}\n\n</SchemaRow>` : `<SchemaRow ${props} />`;
}

function schemaTable(label: string, rows: readonly SchemaRowData[]): string {
  return `<SchemaTable label=${attr(label)}>\n${rows.map(schemaRow).join('\n')}\n</SchemaTable>`;
}

/**
 * A fenced block. Tildes, because an example's title may quote `code` and a backtick
 * fence's info string may not contain backticks; the fence outruns any tilde run inside.
 */
function codeBlock(language: string, title: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/~+/g)].map((match) => match[0].length));
  const fence = '~'.repeat(longest + 1);
  return `${fence}${language} title=${JSON.stringify(title)}\n${code}\n${fence}`;
}

function examplesOf(media: MediaType): [string, unknown][] {
  if (media.examples) {
    return Object.entries(media.examples)
      .filter(([, example]) => example.value !== undefined)
      .map(([name, example]) => [example.summary ?? name, example.value]);
  }
  return media.example === undefined ? [] : [['Example', media.example]];
}

function exampleBlocks(media: MediaType, context: string): string[] {
  return examplesOf(media).map(([summary, value]) => codeBlock('json', `${context}: ${summary}`, JSON.stringify(value, null, 2)));
}

function parameterRows(parameters: readonly Parameter[]): SchemaRowData[] {
  return parameters.map((parameter) => {
    const schema = mergeAllOf(parameter.schema ?? {});
    const bounds = boundsOf(schema);
    if (parameter.example !== undefined) bounds.push(`example ${JSON.stringify(parameter.example)}`);
    return {
      name: parameter.name,
      type: typeOf(schema),
      required: parameter.required === true,
      bounds: parameter.deprecated ? [...bounds, 'deprecated'] : bounds,
      description: parameter.description ?? (typeof schema.description === 'string' ? schema.description : undefined),
    };
  });
}

function requestSection(operation: OperationData): string[] {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody;
  if (parameters.length === 0 && !body) return [];
  const parts = ['## Request'];
  for (const [location, heading] of PARAMETER_GROUPS) {
    const group = parameters.filter((parameter) => parameter.in === location);
    if (group.length) parts.push(`### ${heading}`, schemaTable(heading, parameterRows(group)));
  }
  for (const [contentType, media] of Object.entries(body?.content ?? {})) {
    parts.push(`### Body`, `${body?.required ? 'Required' : 'Optional'}, \`${contentType}\`.${body?.description ? ` ${markdown(body.description)}` : ''}`);
    const rows = media.schema ? flattenSchema(media.schema) : [];
    if (rows.length) parts.push(schemaTable('Request body', rows));
    else if (media.schema) parts.push(`The body is ${typeOf(mergeAllOf(media.schema))}.`);
    parts.push(...skipSearch(exampleBlocks(media, 'Request')));
  }
  return parts;
}

/** `409 Conflict`: the status with Node's reason phrase. */
function statusLabel(status: string): string {
  const phrase = STATUS_CODES[status];
  return phrase ? `${status} ${phrase}` : status;
}

function headerRows(response: Response): SchemaRowData[] {
  return Object.entries(response.headers ?? {}).map(([name, header]) => ({
    name,
    type: typeOf(mergeAllOf(header.schema ?? {})),
    required: header.required === true,
    bounds: boundsOf(mergeAllOf(header.schema ?? {})),
    description: header.description,
  }));
}

function successSection(status: string, response: Response): string[] {
  const parts = [`### ${statusLabel(status)}`, markdown(response.description)];
  for (const [contentType, media] of Object.entries(response.content ?? {})) {
    const rows = media.schema ? flattenSchema(media.schema) : [];
    parts.push(`Body: \`${contentType}\`.`);
    if (rows.length) parts.push(schemaTable(`${status} response body`, rows));
    // Its examples are in the samples pane (samplesPane), beside the tables.
  }
  const headers = headerRows(response);
  if (headers.length) parts.push(...skipSearch(['Response headers:', schemaTable(`${status} response headers`, headers)]));
  return parts;
}

function errorSection(errors: [string, Response][]): string[] {
  if (errors.length === 0) return [];
  const rows = errors.map(([status, response]) => `<ErrorStatusRow status=${attr(statusLabel(status))}>\n\n${markdown(response.description)}\n\n</ErrorStatusRow>`);
  return [
    '### Errors',
    `Errors are \`application/problem+json\` documents whose \`code\` names an entry in the [error catalogue](${ERROR_CATALOGUE_PATH}); every error response also carries the rate-limit headers.`,
    ...skipSearch([`<ErrorStatusTable>\n${rows.join('\n')}\n</ErrorStatusTable>`]),
  ];
}

function responsesSection(operation: OperationData): string[] {
  const entries = Object.entries(operation.responses ?? {});
  const success = entries.filter(([status]) => /^[123]/.test(status));
  const errors = entries.filter(([status]) => !/^[123]/.test(status));
  return ['## Responses', ...success.flatMap(([status, response]) => successSection(status, response)), ...errorSection(errors)];
}

/**
 * The pane of code beside the reference: imports of the files src/api/requestSamples.ts writes
 * for the operation (as text, see src/plugins/rawSource.ts) and the element that shows them.
 */
function samplesPane(api: OperationData): { imports: string[]; element: string } {
  if (!hasSamples(api as SampleOperation)) return { imports: [], element: '' };
  const directory = `@site/${sampleDirectory(String(api.operationId))}`;
  const imports: string[] = [];
  const source = (file: string) => {
    const name = `source${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`${directory}/${file}?raw`)};`);
    return name;
  };
  const samples = codeSampleLanguages.map((language) => `{ language: ${JSON.stringify(language.language)}, source: ${source(sampleFileName(language))} }`);
  const responses = responseExamples(api as SampleOperation).map((example) => `{ label: ${JSON.stringify(example.label)}, source: ${source(responseFileName(example))} }`);
  return { imports, element: `<OperationSamples samples={[${samples.join(', ')}]} responses={[${responses.join(', ')}]} />` };
}

let apiHistory: ApiHistory | undefined;
/** The API's history, written by `npm run generate` (scripts/apiChanges.ts) before the pages are; Docusaurus runs in the site folder. */
function readApiHistory(): ApiHistory {
  apiHistory ??= JSON.parse(readFileSync(path.resolve(process.cwd(), 'src/data/generated/apiChanges.json'), 'utf8')) as ApiHistory;
  return apiHistory;
}

/**
 * Change notices stay out of the search index, as the changelog's change lists do: repeated on the
 * pages they concern, they outranked the guide a name belongs to (Idempotency-Key → Idempotency).
 */
function outOfSearch(markdown: string): string {
  return markdown ? `<div data-pagefind-ignore="all">\n\n${markdown}\n\n</div>` : '';
}

/** The deprecation notice, with the sunset date where the contract gives one (`x-sunset`). */
function deprecationNotice(api: OperationData): string {
  if (!api.deprecated) return '';
  const sunset = typeof api['x-sunset'] === 'string' ? api['x-sunset'] : undefined;
  return `:::warning[Deprecated]\n\n${sunset ? `This operation is deprecated and stops working on ${sunset}.` : 'This operation is deprecated and will be removed in a future version of the API.'}\n\n:::`;
}

/** "Used in recipes": the recipe pages whose workflow calls this operation, with the step. */
function recipesSection(api: OperationData): string {
  if (typeof api.operationId !== 'string') return '';
  const uses = recipesUsing(api.operationId);
  if (uses.length === 0) return '';
  const items = uses.map((use) => `- [${use.title}](${use.route}): ${use.steps.map((step) => `[step ${step.number}](${use.route}#${step.stepId})`).join(', ')}`);
  return ['**Used in recipes**, whole flows that run against the sandbox in every test run:', items.join('\n')].join('\n\n');
}

/** The MDX body of one operation page. */
export function operationPageMdx({ title, api }: { readonly title: string; readonly api: OperationData }): string {
  const schemes = (api.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const endpoint = `<ApiEndpoint method=${attr(api.method)} path=${attr(api.path)} role=${attr(api['x-required-role'] ?? null)} credentials=${attr(api['x-public'] ? [] : schemes)} />`;
  const pane = samplesPane(api);
  // Summary, samples, reference: the order a phone stacks them in; wider screens put the
  // samples in a column of their own beside the other two (src/components/ApiReference).
  const parts = [
    `import { ApiEndpoint, ApiExplorerLauncher, ErrorStatusRow, ErrorStatusTable, OperationLayout, OperationPart, OperationSamples, SchemaRow, SchemaTable } from '@site/src/components/ApiReference';`,
    ...pane.imports,
    `# ${markdown(title)}`,
    '<OperationLayout>',
    '<OperationPart area="summary">',
    endpoint,
    deprecationNotice(api),
    api.operationId ? outOfSearch(operationNotices(operationHistory(readApiHistory(), api.operationId), mdxText)) : '',
    markdown(api.description),
    recipesSection(api),
    // Operations without a samples pane (webhook events) keep the explorer's button here.
    pane.element ? '' : '<ApiExplorerLauncher />',
    '</OperationPart>',
    pane.element,
    '<OperationPart area="reference">',
    ...requestSection(api),
    ...responsesSection(api),
    '</OperationPart>',
    '</OperationLayout>',
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
