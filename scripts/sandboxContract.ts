/**
 * Writes the contract the in-browser sandbox validates against (src/api/sandbox/contract.ts)
 * from the merged API description: every operation's parameters, body schema, security and
 * documented response examples. The component schemas, without prose or examples
 * (sandboxSchemas), go only into the validators generated from them (scripts/sandboxValidators.ts).
 * Run by scripts/generate.mts; the output is generated, never committed.
 */
import type { JsonObject } from './openapiFragments';
import { findError } from '../src/data/errors';
import { SANDBOX_PROBLEM_CODES } from '../src/api/sandbox/problems';
import type { SandboxContract, SandboxOperation, SandboxParameter, SandboxResponse } from '../src/api/sandbox/contract';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;
/** Annotations that do not take part in validation. */
const PROSE = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'xml', 'deprecated']);
/** Keywords whose value maps names to schemas: the names are data, not keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

function stripSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSchema);
  if (!value || typeof value !== 'object') return value;
  const result: JsonObject = {};
  for (const [key, item] of Object.entries(value as JsonObject)) {
    if (PROSE.has(key) || key.startsWith('x-')) continue;
    if (key === 'discriminator') continue; // validated by the oneOf itself
    result[key] = SCHEMA_MAPS.has(key)
      ? Object.fromEntries(Object.entries(item as JsonObject).map(([name, schema]) => [name, stripSchema(schema)]))
      : stripSchema(item);
  }
  return result;
}

function resolve(doc: JsonObject, value: JsonObject): JsonObject {
  let current = value;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, part) => (node as JsonObject)[part], doc) as JsonObject;
  }
  return current;
}

function responseExamples(response: JsonObject): SandboxResponse {
  const content = (response.content ?? {}) as Record<string, JsonObject>;
  const [contentType, mediaType] = Object.entries(content)[0] ?? [];
  if (!contentType || !mediaType) return { examples: [{ name: 'empty' }] };
  const named = mediaType.examples as Record<string, JsonObject> | undefined;
  const examples = named
    ? Object.entries(named).map(([name, example]) => ({ name, value: example.value }))
    : [{ name: 'example', value: mediaType.example }];
  return { contentType, examples };
}

/** The body's top-level properties whose JSON size the contract bounds (`x-max-json-bytes`). */
function jsonByteLimitsOf(doc: JsonObject, bodySchema: JsonObject): { jsonByteLimits?: Record<string, number> } {
  const properties = (resolve(doc, bodySchema).properties ?? {}) as Record<string, JsonObject>;
  const limits = Object.fromEntries(
    Object.entries(properties)
      .map(([name, schema]) => [name, resolve(doc, schema)['x-max-json-bytes']] as const)
      .filter((entry): entry is readonly [string, number] => typeof entry[1] === 'number'),
  );
  return Object.keys(limits).length > 0 ? { jsonByteLimits: limits } : {};
}

/** The request body limit the description states in `info.x-max-request-body-bytes`. */
export function maxRequestBodyBytes(doc: JsonObject): number {
  const bytes = (doc.info as JsonObject | undefined)?.['x-max-request-body-bytes'];
  if (typeof bytes !== 'number' || !Number.isInteger(bytes) || bytes <= 0) throw new Error('The API description has no info.x-max-request-body-bytes: the request body limit the sandbox enforces.');
  return bytes;
}

export function sandboxContract(doc: JsonObject): SandboxContract {
  const components = doc.components as JsonObject;
  const rootSecurity = (doc.security ?? []) as JsonObject[];
  const operations: SandboxOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths as JsonObject)) {
    for (const method of METHODS) {
      const operation = (item as JsonObject)[method] as JsonObject | undefined;
      if (!operation) continue;
      const pathLevel = ((item as JsonObject).parameters ?? []) as JsonObject[];
      const parameters: SandboxParameter[] = [...pathLevel, ...((operation.parameters ?? []) as JsonObject[])].map((raw) => {
        const parameter = resolve(doc, raw);
        return {
          name: String(parameter.name),
          in: parameter.in as SandboxParameter['in'],
          required: parameter.required === true,
          schema: stripSchema(parameter.schema ?? {}) as JsonObject,
        };
      });
      const requestBody = operation.requestBody ? resolve(doc, operation.requestBody as JsonObject) : undefined;
      const bodySchema = ((requestBody?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema;
      const responses: Record<string, SandboxResponse | string> = {};
      for (const [status, response] of Object.entries(operation.responses as JsonObject)) {
        const ref = (response as JsonObject).$ref;
        responses[status] = typeof ref === 'string' ? ref.split('/').pop()! : responseExamples(response as JsonObject);
      }
      operations.push({
        operationId: String(operation.operationId),
        method,
        path,
        parameters,
        ...(bodySchema ? { body: { required: requestBody?.required === true, schema: stripSchema(bodySchema) as JsonObject, ...jsonByteLimitsOf(doc, bodySchema as JsonObject) } } : {}),
        security: ((operation.security ?? rootSecurity) as JsonObject[]).map((alternative) => Object.keys(alternative)),
        responses,
      });
    }
  }
  const sharedResponses = Object.fromEntries(
    Object.entries((components.responses ?? {}) as JsonObject).map(([name, response]) => [name, responseExamples(response as JsonObject)]),
  );
  const securitySchemes = Object.fromEntries(
    Object.entries((components.securitySchemes ?? {}) as JsonObject).map(([name, scheme]) => {
      const { type, scheme: httpScheme, in: location, name: headerName } = scheme as Record<string, string>;
      return [name, { type, scheme: httpScheme, in: location, name: headerName }];
    }),
  );
  return {
    operations,
    responses: sharedResponses,
    securitySchemes,
    problems: Object.fromEntries(SANDBOX_PROBLEM_CODES.map((code) => [code, { status: findError(code).status, title: findError(code).title }])),
    maxBodyBytes: maxRequestBodyBytes(doc),
  };
}

/** `components.schemas` without prose or examples; refs stay `#/components/schemas/X`. */
export function sandboxSchemas(doc: JsonObject): Record<string, JsonObject> {
  return stripSchema((doc.components as JsonObject).schemas) as Record<string, JsonObject>;
}
