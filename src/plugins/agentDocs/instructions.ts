/**
 * "Instructions for assistants" in llms.txt: a few lines on base URLs, authentication, IDs,
 * errors, idempotency, pagination and rate limits, each value read from the contract or the
 * error catalogue, so the lines change when the API description does.
 */
import { errorCatalogue } from '../../data/errors';
import { ERROR_CATALOGUE_PATH } from '../../data/errors/paths';
import { PROBLEM_TYPE_BASE } from '../../data/errors/types';
import { describeBounds } from '../../components/ParameterTable/describeSchema';
import type { Contract, Json } from './contract';
import { code, list, text, type Block, type Phrasing } from './mdast';
import { boundsCell, inlineMarkdown } from './operationTwin';
import type { LinkResolver } from './links';

const firstSentence = (value: unknown) => {
  const flat = String(value ?? '').replace(/\s*\n\s*/g, ' ').trim();
  const end = flat.search(/\.(\s|$)/);
  return end === -1 ? flat : flat.slice(0, end + 1);
};

const codes = (values: readonly string[], separator = ', '): Phrasing[] => values.flatMap((value, index) => [...(index ? [text(separator)] : []), code(value)]);

export function assistantInstructions(contract: Contract, links: LinkResolver): Block {
  const document = contract.document;
  const components = (document.components ?? {}) as Json;
  const servers = (document.servers ?? []) as Json[];
  const schemes = (components.securitySchemes ?? {}) as Record<string, Json>;
  const schemas = (components.schemas ?? {}) as Record<string, Json>;
  const parameters = (components.parameters ?? {}) as Record<string, Json>;
  const headers = Object.keys((components.headers ?? {}) as Json);

  const idPrefixes = [...new Set(Object.values(schemas)
    .map((schema) => (typeof schema.pattern === 'string' ? /^\^([a-z]{3})_\[0-9A-HJKMNP-TV-Z\]\{26\}\$$/.exec(schema.pattern)?.[1] : undefined))
    .filter((prefix): prefix is string => Boolean(prefix)))];
  const problem = schemas.Problem ?? {};
  const problemFields = Object.keys((problem.properties ?? {}) as Json);
  const limit = parameters.Limit ?? {};
  const cursor = parameters.Cursor ?? {};
  const idempotency = parameters.IdempotencyKey ?? {};
  const idempotentOperations = contract.operations.filter((operation) => operation.parameters.some((parameter) => parameter.name === idempotency.name));
  const requiredIdempotency = idempotentOperations.filter((operation) =>
    operation.parameters.some((parameter) => parameter.name === idempotency.name && parameter.required === true),
  );
  const listEnvelope = Object.entries(schemas).find(([, schema]) => {
    const properties = Object.keys((schema.properties ?? {}) as Json);
    return properties.includes('data') && properties.includes('nextCursor') && properties.includes('hasMore');
  });
  const publicOperations = contract.operations.filter((operation) => operation.kind === 'operation' && operation.public);

  const items: Phrasing[][] = [
    [
      text('Base URLs: '),
      ...servers.flatMap((server, index) => [...(index ? [text('; ')] : []), code(String(server.url)), text(` for ${String(server.description ?? '')}`)]),
      text('. Operation paths are relative to the base URL; request and response bodies are JSON with camelCase fields.'),
    ],
    [
      text('Authentication: '),
      ...Object.entries(schemes).flatMap(([name, scheme], index) => [
        ...(index ? [text('; ')] : []),
        code(name),
        text(' sends '),
        code(scheme.type === 'http' ? `Authorization: Bearer <${String(scheme.bearerFormat ?? 'token')}>` : `${String(scheme.name)}: <key>`),
        text(' ('),
        ...inlineMarkdown(firstSentence(scheme.description).replace(/\.$/, ''), links),
        text(')'),
      ]),
      text(`. ${publicOperations.length} operations are public (`),
      code('x-public: true'),
      text('); every other operation names its minimum role in '),
      code('x-required-role'),
      text('.'),
    ],
    [
      text('IDs: a three-letter type prefix, an underscore and a 26-character Crockford base32 ULID, e.g. '),
      code(`${idPrefixes.find((prefix) => prefix === 'qst') ?? idPrefixes[0]}_01JD8X5Q2K7M9N3P4R6S8T0V2W`),
      text('. Prefixes: '),
      ...codes(idPrefixes),
      text('. Quest types are '),
      code('<provider>.<type>'),
      text('.'),
    ],
    [
      text('Errors: '),
      code('application/problem+json'),
      text(' (RFC 9457) with fields '),
      ...codes(problemFields),
      text('; '),
      code('type'),
      text(' is '),
      code(`${PROBLEM_TYPE_BASE}#<code>`),
      text(`. Branch on `),
      code('code'),
      text(`, never on `),
      code('title'),
      text(`; the ${errorCatalogue.length} codes, their statuses and whether a retry can succeed are in `),
      { type: 'link', url: links.resolve(ERROR_CATALOGUE_PATH), title: null, children: [text('the error catalogue')] },
      text('.'),
    ],
    [
      text('Idempotency: header '),
      code(String(idempotency.name)),
      text(' ('),
      ...boundsCell(describeBounds((idempotency.schema ?? {}) as Json)),
      text(`) on ${idempotentOperations.length} operations, required on ${requiredIdempotency.length} (`),
      ...codes(requiredIdempotency.map((operation) => operation.operationId)),
      text('). '),
      ...inlineMarkdown(firstSentence(idempotency.description), links),
      text(' A replay carries '),
      code(headers.find((name) => name.startsWith('Idempotent')) ?? 'Idempotent-Replayed'),
      text('.'),
    ],
    [
      text('Pagination: cursor based. Query '),
      code(String(limit.name)),
      text(` (${describeBounds((limit.schema ?? {}) as Json).join(', ')}, default ${String(((limit.schema ?? {}) as Json).default)}) and `),
      code(String(cursor.name)),
      text(' ('),
      ...inlineMarkdown(firstSentence(cursor.description).replace(/\.$/, ''), links),
      text('). Lists answer '),
      ...(listEnvelope ? codes(Object.keys((listEnvelope[1].properties ?? {}) as Json)) : [text('data, nextCursor, hasMore')]),
      text('; stop when '),
      code('hasMore'),
      text(' is false.'),
    ],
    [text('Rate limits: every response carries '), ...codes(headers.filter((name) => name.startsWith('RateLimit-'))), text('; a 429 adds '), code('Retry-After'), text(' (seconds).')],
    [
      text('Each page below has a Markdown twin at its URL plus '),
      code('.md'),
      text('; operation, rule and quest-type twins are rendered from the API description and the registries, and end with a curl request.'),
    ],
  ];
  return list(items);
}
