/**
 * The Markdown twin of an API operation page, rendered from the contract alone: method and
 * path, credentials and role, parameter and body tables, every response status with an outline
 * of its schema, the catalogue codes with their statuses, one example and one curl request.
 */
import { STATUS_CODES } from 'node:http';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { flattenSchema, mergeAllOf, unwrapNullable } from '../../api/operationPage';
import { describeBounds, describeType, type Schema } from '../../components/ParameterTable/describeSchema';
import { ERROR_CATALOGUE_PATH } from '../../data/errors/paths';
import { Contract, type ContractOperation, type Json } from './contract';
import { codeBlock, heading, joinPhrasing, link, list, paragraph, serialize, strong, table, text, code, type Block, type Phrasing } from './mdast';
import type { LinkResolver } from './links';

const PARAMETER_GROUPS: readonly [string, string][] = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
];

/** The contract's Markdown (descriptions) as tree nodes, with site links pointed at twins. */
export function markdownBlocks(value: string, links: LinkResolver): Block[] {
  const tree = fromMarkdown(value, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
    if ((node.type === 'link' || node.type === 'image') && node.url) node.url = links.resolve(node.url);
    node.children?.forEach((child) => visit(child as typeof node));
  };
  visit(tree);
  return tree.children;
}

/**
 * Contract Markdown for one table cell: paragraphs joined by spaces and list items by
 * semicolons, since a cell holds only inline content.
 */
const inlineCache = new WeakMap<LinkResolver, Map<string, Phrasing[]>>();

export function inlineMarkdown(value: unknown, links: LinkResolver): Phrasing[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  // Most descriptions are plain sentences, and many repeat (ID fields, timestamps): parse each text once.
  if (!/[`*_[\]<>#|\\\n&]/.test(value)) return [text(value)];
  let cache = inlineCache.get(links);
  if (!cache) inlineCache.set(links, (cache = new Map()));
  const cached = cache.get(value);
  if (cached) return cached;
  const parsed = parseInlineMarkdown(value, links);
  cache.set(value, parsed);
  return parsed;
}

function parseInlineMarkdown(value: string, links: LinkResolver): Phrasing[] {
  const flatten = (nodes: readonly { type: string; children?: unknown[]; value?: string }[]): Phrasing[][] =>
    nodes.map((node) => {
      if (node.type === 'paragraph' || node.type === 'heading') return node.children as Phrasing[];
      if (node.type === 'list') return joinPhrasing(flatten(node.children as never[]), '; ');
      if (node.type === 'listItem') return joinPhrasing(flatten(node.children as never[]), ' ');
      if (node.type === 'code') return [code(node.value ?? '')];
      return node.children ? joinPhrasing(flatten(node.children as never[]), ' ') : [text(node.value ?? '')];
    });
  const phrasing = joinPhrasing(flatten(markdownBlocks(value, links) as never[]), ' ');
  // Soft line breaks inside a paragraph would end the table row.
  const unwrap = (node: Phrasing): Phrasing =>
    node.type === 'text' ? text(node.value.replace(/\s*\n\s*/g, ' ')) : 'children' in node ? ({ ...node, children: (node.children as Phrasing[]).map(unwrap) } as Phrasing) : node;
  return phrasing.map(unwrap);
}

/** Bounds in a cell: patterns as code, so their characters are not escaped or read as Markdown. */
export function boundsCell(bounds: readonly string[]): Phrasing[] {
  return joinPhrasing(
    bounds.map((bound) => (bound.startsWith('pattern ') ? [text('pattern '), code(bound.slice('pattern '.length))] : [text(bound)])),
    '; ',
  );
}

export function statusLabel(status: string): string {
  const phrase = STATUS_CODES[status];
  return phrase ? `${status} ${phrase}` : status;
}

function typeOf(schema: Schema): string {
  const type = describeType(schema);
  const named = type === 'object' && typeof schema.title === 'string' ? `object (${schema.title})` : type;
  const formatted = typeof schema.format === 'string' ? `${named} (${schema.format})` : named;
  return schema.nullable === true ? `${formatted} | null` : formatted;
}

const oneLine = (value: unknown) => (typeof value === 'string' ? value.replace(/\s*\n\s*/g, ' ').trim() : '');

function parameterTable(parameters: readonly Json[], links: LinkResolver): Block {
  return table(
    ['Name', 'Type', 'Required', 'Bounds', 'Description'],
    parameters.map((parameter) => {
      const schema = mergeAllOf((parameter.schema ?? {}) as Schema);
      const bounds = describeBounds(schema);
      if (schema.default !== undefined) bounds.push(`default ${JSON.stringify(schema.default)}`);
      return [[code(String(parameter.name))], typeOf(schema), parameter.required === true ? 'yes' : 'no', boundsCell(bounds), inlineMarkdown(parameter.description ?? schema.description, links)];
    }),
  );
}

function schemaTable(schema: Schema, links: LinkResolver): Block | undefined {
  const rows = flattenSchema(schema);
  if (rows.length === 0) return undefined;
  return table(
    ['Field', 'Type', 'Required', 'Bounds', 'Description'],
    rows.map((row) => [[code(row.name)], row.type, row.required ? 'yes' : 'no', boundsCell(row.bounds), inlineMarkdown(row.description, links)]),
  );
}

interface NamedSchema {
  readonly name?: string;
  readonly schema: Schema;
}

/** A body's schema with the name it has in the contract (the resolved tree has lost its `$ref`). */
function bodySchema(contract: Contract, raw: Json | undefined): NamedSchema | undefined {
  if (!raw?.schema) return undefined;
  return { name: Contract.refName(raw.schema) ?? (typeof (raw.schema as Json).title === 'string' ? String((raw.schema as Json).title) : undefined), schema: raw.schema as Schema };
}

function rawMedia(contract: Contract, operation: ContractOperation, status: string | undefined): Record<string, Json> {
  const document = contract.document;
  const container = operation.kind === 'webhook' ? (document.webhooks as Json) : (document.paths as Json);
  const raw = (container[operation.path] as Json)[operation.method.toLowerCase()] as Json;
  let node = status === undefined ? (raw.requestBody as Json | undefined) : ((raw.responses as Json)[status] as Json | undefined);
  if (node?.$ref) node = contract.lookup(String(node.$ref));
  return ((node?.content ?? {}) as Record<string, Json>) ?? {};
}

function examplesOf(media: Json): [string, unknown][] {
  const examples = media.examples as Record<string, Json> | undefined;
  if (examples) {
    return Object.entries(examples)
      .filter(([, example]) => example.value !== undefined)
      .map(([name, example]) => [String(example.summary ?? name), example.value]);
  }
  return media.example === undefined ? [] : [['Example', media.example]];
}

/** A value for a path or query parameter in the curl request: its example, else a placeholder. */
function parameterValue(parameter: Json): string {
  const schema = (parameter.schema ?? {}) as Json;
  const example = parameter.example ?? schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined) ?? schema.default;
  return example === undefined ? `<${String(parameter.name)}>` : String(example);
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

export interface CurlRequest {
  readonly method: string;
  readonly url: string;
  readonly security: readonly string[];
  readonly idempotencyKey?: boolean;
  readonly body?: unknown;
  readonly headers?: readonly [string, string][];
}

/** A curl command for a request, with credentials read from environment variables. */
export function curlCommand(contract: Contract, request: CurlRequest): string {
  const schemes = ((contract.document.components as Json).securitySchemes ?? {}) as Record<string, Json>;
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  const scheme = request.security[0] ? schemes[request.security[0]] : undefined;
  if (scheme?.type === 'http' && scheme.scheme === 'bearer') lines.push(`-H "Authorization: Bearer $GUILDFORGE_USER_TOKEN"`);
  else if (scheme?.type === 'apiKey' && scheme.in === 'header') lines.push(`-H "${String(scheme.name)}: $GUILDFORGE_API_KEY"`);
  for (const [name, value] of request.headers ?? []) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (request.idempotencyKey) lines.push(`-H "Idempotency-Key: $(uuidgen)"`);
  if (request.body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`);
    lines.push(`--data ${shellQuote(JSON.stringify(request.body, null, 2))}`);
  }
  return lines.join(' \\\n  ');
}

function productionBaseUrl(contract: Contract): string {
  const servers = (contract.document.servers ?? []) as Json[];
  return String(servers[0]?.url ?? '');
}

function requestExample(contract: Contract, operation: ContractOperation): unknown {
  const json = rawMedia(contract, operation, undefined)['application/json'];
  return json ? examplesOf(json)[0]?.[1] : undefined;
}

function operationCurl(contract: Contract, operation: ContractOperation): string {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  let url = productionBaseUrl(contract) + operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const parameter = pathParameters.find((candidate) => candidate.name === name);
    return parameter ? encodeURIComponent(parameterValue(parameter)).replace(/%3C|%3E/g, (m) => (m === '%3C' ? '<' : '>')) : whole;
  });
  const query = operation.parameters.filter((parameter) => parameter.in === 'query' && parameter.required === true);
  if (query.length) url += `?${query.map((parameter) => `${String(parameter.name)}=${encodeURIComponent(parameterValue(parameter))}`).join('&')}`;
  const headers = operation.parameters
    .filter((parameter) => parameter.in === 'header' && parameter.required === true && parameter.name !== 'Idempotency-Key')
    .map((parameter): [string, string] => [String(parameter.name), parameterValue(parameter)]);
  return curlCommand(contract, {
    method: operation.method,
    url,
    security: operation.public ? [] : operation.security,
    idempotencyKey: operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key'),
    body: requestExample(contract, operation),
    headers,
  });
}

function credentials(contract: Contract, operation: ContractOperation): Phrasing[] {
  if (operation.kind === 'webhook') return [text('none: Guildforge sends this request to your endpoint, signed with '), code('Guildforge-Signature')];
  if (operation.public || operation.security.length === 0) return [text('none (public operation)')];
  const schemes = ((contract.document.components as Json).securitySchemes ?? {}) as Record<string, Json>;
  const parts = operation.security.flatMap((name, index): Phrasing[] => {
    const scheme = schemes[name] ?? {};
    const how = scheme.type === 'http' ? `Authorization: Bearer <token>` : `${String(scheme.name)}: <key>`;
    return [...(index ? [text(' or ')] : []), code(name), text(' ('), code(how), text(')')];
  });
  return operation.requiredRole ? [...parts, text('; role '), code(operation.requiredRole), text(' or higher')] : parts;
}

function responseBlocks(contract: Contract, operation: ContractOperation, status: string, response: Json, links: LinkResolver): Block[] {
  const blocks: Block[] = [heading(3, statusLabel(status))];
  if (typeof response.description === 'string' && response.description.trim()) blocks.push(...markdownBlocks(response.description, links));
  const raw = rawMedia(contract, operation, status);
  for (const [contentType, media] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
    const named = bodySchema(contract, raw[contentType]) ?? bodySchema(contract, media);
    const schema = named ? unwrapNullable(media.schema as Schema) : undefined;
    const rows = schema ? flattenSchema(schema) : [];
    const label: Phrasing[] = [text('Body: '), code(contentType), ...(named?.name ? [text(', schema '), code(named.name)] : [])];
    if (named?.name === 'Problem' || !/^[123]/.test(status)) {
      // Every error body is the same problem+json document; list its fields rather than repeat a table per status.
      blocks.push(paragraph(...label, text('. Fields: '), ...rows.filter((row) => !row.name.includes('.')).flatMap((row, index) => [...(index ? [text(', ')] : []), code(row.name)]), text('.')));
    } else if (rows.length) {
      blocks.push(paragraph(...label, text('.')), schemaTable(schema!, links)!);
    } else {
      blocks.push(paragraph(...label, text(schema ? ` (${typeOf(mergeAllOf(schema))}).` : '.')));
    }
  }
  const headers = Object.keys((response.headers ?? {}) as Json);
  if (headers.length) blocks.push(paragraph(text('Headers: '), ...headers.flatMap((name, index) => [...(index ? [text(', ')] : []), code(name)]), text('.')));
  return blocks;
}

/** The twin's Markdown for one operation or webhook. */
export function operationTwin(contract: Contract, operation: ContractOperation, links: LinkResolver): string {
  const blocks: Block[] = [
    heading(1, operation.summary),
    paragraph(code(operation.kind === 'webhook' ? `${operation.method} <your endpoint> (event ${operation.path})` : `${operation.method} ${operation.path}`)),
    list([
      [text('Operation ID: '), code(operation.operationId)],
      ...(operation.kind === 'operation' ? [[text('Base URL: '), code(productionBaseUrl(contract)), text(` (paths are relative to it)`)]] : []),
      [text('Credentials: '), ...credentials(contract, operation)],
      ...(operation.tags.length ? [[text('Tag: '), ...operation.tags.flatMap((tag, index) => [...(index ? [text(', ')] : []), code(tag)])]] : []),
      ...(operation.deprecated ? [[strong(text('Deprecated.'))]] : []),
    ]),
    ...markdownBlocks(operation.description, links),
  ];

  const parameterBlocks: Block[] = [];
  for (const [location, label] of PARAMETER_GROUPS) {
    const group = operation.parameters.filter((parameter) => parameter.in === location);
    if (group.length) parameterBlocks.push(heading(3, label), parameterTable(group, links));
  }
  const rawBody = rawMedia(contract, operation, undefined);
  for (const [contentType, media] of Object.entries(((operation.requestBody?.content ?? {}) as Record<string, Json>))) {
    const named = bodySchema(contract, rawBody[contentType]);
    parameterBlocks.push(
      heading(3, 'Body'),
      paragraph(
        text(`${operation.requestBody?.required ? 'Required' : 'Optional'}, `),
        code(contentType),
        ...(named?.name ? [text(', schema '), code(named.name)] : []),
        text('.'),
      ),
    );
    const bodyTable = media.schema ? schemaTable(media.schema as Schema, links) : undefined;
    if (bodyTable) parameterBlocks.push(bodyTable);
  }
  blocks.push(heading(2, 'Request'), ...(parameterBlocks.length ? parameterBlocks : [paragraph(text('No parameters and no body.'))]));

  blocks.push(heading(2, 'Responses'));
  for (const [status, response] of Object.entries(operation.responses)) blocks.push(...responseBlocks(contract, operation, status, response, links));

  if (operation.errorCodes.length) {
    blocks.push(
      heading(2, 'Error codes'),
      paragraph(text('Codes this operation names, from the '), link(links.resolve(ERROR_CATALOGUE_PATH), 'error catalogue'), text(' (the problem document’s '), code('code'), text(').')),
      table(
        ['Code', 'HTTP', 'Title', 'Retry'],
        operation.errorCodes.map((entry) => [[code(entry.code)], String(entry.status), entry.title, entry.retryable ? 'yes' : 'no']),
      ),
    );
  }

  const example = requestExample(contract, operation);
  const successStatus = Object.keys(operation.responses).find((status) => /^2/.test(status));
  const responseJson = successStatus ? rawMedia(contract, operation, successStatus)['application/json'] : undefined;
  const responseExample = responseJson ? examplesOf(responseJson)[0] : undefined;
  if (example !== undefined || responseExample) {
    blocks.push(heading(2, 'Example'));
    if (example !== undefined) blocks.push(paragraph(text('Request body:')), codeBlock('json', JSON.stringify(example, null, 2)));
    if (responseExample && successStatus) {
      blocks.push(paragraph(text(`Response ${statusLabel(successStatus)} (${responseExample[0]}):`)), codeBlock('json', JSON.stringify(responseExample[1], null, 2)));
    }
  }
  if (operation.kind === 'operation') blocks.push(heading(2, 'curl'), codeBlock('bash', operationCurl(contract, operation)));
  return `${serialize(blocks)}\n`;
}
