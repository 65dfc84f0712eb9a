/**
 * What the API explorer prefills, decided here rather than by the API theme.
 *
 * docusaurus-theme-openapi-docs prefills every parameter from `schema.default`, then
 * `example`, `schema.example` and the first named example (its ApiItem), so a reader who
 * sends the default request of listQuestTypes sends `limit=20`, an example `cursor` that
 * has long expired and a `provider` filter they never chose. Its body editor starts from a
 * sample it builds from the schema (placeholder strings that fail patterns), unless the
 * schema has an `example`.
 *
 * `explorerOperation` rewrites the operation the theme receives (as the page's `api` front
 * matter, see src/theme/DocItem) so that:
 *  - an optional parameter has nothing to prefill, so it is omitted until the reader fills it in;
 *  - a required parameter is prefilled with a valid value: its documented example, or a fresh
 *    UUID v4 for `Idempotency-Key`, as the idempotency guide recommends;
 *  - the JSON body starts from the operation's documented request example;
 *  - the servers are the contract's, after the in-browser mock when one is given.
 * tests/unit/sandboxDefaults.test.ts sends the result of every operation to the sandbox.
 */

type Json = Record<string, unknown>;

export interface ExplorerParameter extends Json {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: Json;
  readonly example?: unknown;
  readonly examples?: Record<string, { value?: unknown }>;
}

export interface ExplorerServer {
  readonly url: string;
  readonly description?: string;
}

/** The subset of the theme's operation object (`ApiItem`) that this module reads or changes. */
export interface ExplorerOperation extends Json {
  readonly parameters?: readonly ExplorerParameter[];
  readonly requestBody?: { readonly required?: boolean; readonly content?: Record<string, Json> } & Json;
  readonly servers?: readonly ExplorerServer[];
}

export interface ExplorerOptions {
  /** Listed first, so it is the explorer's default server. */
  readonly mockServer?: ExplorerServer;
  /** Value for a required `Idempotency-Key`; defaults to a fresh UUID v4 where the platform has one. */
  readonly idempotencyKey?: () => string | undefined;
}

const IDEMPOTENCY_HEADER = 'idempotency-key';

const firstNamedExample = (examples: unknown): unknown =>
  examples && typeof examples === 'object' && !Array.isArray(examples)
    ? (Object.values(examples as Record<string, { value?: unknown }>)[0]?.value ?? undefined)
    : undefined;

const firstArrayExample = (examples: unknown): unknown => (Array.isArray(examples) ? examples[0] : undefined);

/** The documented value of a parameter, the way the contract's authors wrote it. */
export function documentedValue(parameter: ExplorerParameter): unknown {
  const schema = parameter.schema ?? {};
  const enumValues = Array.isArray(schema.enum) ? schema.enum : undefined;
  return (
    parameter.example ??
    firstNamedExample(parameter.examples) ??
    schema.example ??
    firstArrayExample(schema.examples) ??
    schema.default ??
    (schema.const as unknown) ??
    enumValues?.[0]
  );
}

function randomUuid(): string | undefined {
  const crypto = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  return typeof crypto?.randomUUID === 'function' ? crypto.randomUUID() : undefined;
}

/** A copy of the parameter without anything the theme would prefill from. */
function withoutPrefill(parameter: ExplorerParameter): ExplorerParameter {
  const { example: _example, examples: _examples, ...rest } = parameter;
  if (!rest.schema) return rest;
  const { default: _default, example: _schemaExample, examples: _schemaExamples, ...schema } = rest.schema;
  return { ...rest, schema };
}

function prefilled(parameter: ExplorerParameter, options: ExplorerOptions): ExplorerParameter {
  const documented = documentedValue(parameter);
  const value =
    parameter.in === 'header' && parameter.name.toLowerCase() === IDEMPOTENCY_HEADER
      ? ((options.idempotencyKey ?? randomUuid)() ?? documented)
      : documented;
  const bare = withoutPrefill(parameter);
  if (value === undefined) return bare;
  // The theme puts the value into a text field; numbers and booleans go in as text.
  return { ...bare, example: typeof value === 'string' ? value : JSON.stringify(value) };
}

/** The request body example the contract documents for a media type, if any. */
export function documentedBody(mediaType: Json | undefined): unknown {
  if (!mediaType) return undefined;
  return mediaType.example ?? firstNamedExample(mediaType.examples);
}

/**
 * The schema with `example` where the theme's body editor looks for it. The editor first
 * resolves `oneOf`/`anyOf` to the selected (first) variant and merges `allOf`, which drops a
 * top-level `example`, so the example is also put on the part that survives.
 */
export function withBodyExample(schema: Json, example: unknown): Json {
  const variants = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  if (variants && !schema.properties) {
    const [first, ...rest] = schema[variants] as Json[];
    return { ...schema, example, [variants]: [withBodyExample(first, example), ...rest] };
  }
  if (!variants && Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const items = (schema.allOf as Json[]).map(({ example: _example, ...item }) => item);
    items[items.length - 1] = withBodyExample(items[items.length - 1], example);
    return { ...schema, example, allOf: items };
  }
  return { ...schema, example };
}

/** The operation as the explorer should see it (see the module comment). Does not change its input. */
export function explorerOperation<T extends ExplorerOperation>(operation: T, options: ExplorerOptions = {}): T {
  const parameters = operation.parameters?.map((parameter) =>
    parameter.required ? prefilled(parameter, options) : withoutPrefill(parameter),
  );
  let requestBody = operation.requestBody;
  if (requestBody?.content) {
    const content = Object.fromEntries(
      Object.entries(requestBody.content).map(([type, mediaType]) => {
        const example = documentedBody(mediaType);
        const schema = mediaType.schema as Json | undefined;
        if (example === undefined || !schema) return [type, mediaType];
        // The body editor starts from `schema.example` when there is one.
        return [type, { ...mediaType, schema: withBodyExample(schema, example) }];
      }),
    );
    requestBody = { ...requestBody, content };
  }
  const servers = options.mockServer ? [options.mockServer, ...(operation.servers ?? [])] : operation.servers;
  return { ...operation, parameters, requestBody, servers };
}

/**
 * The theme's own prefill order for a parameter (ApiItem in docusaurus-theme-openapi-docs 5):
 * `schema.default`, `example`, `schema.example`, then the first named example. Tests use it
 * to build the request the explorer sends before the reader types anything.
 */
export function themePrefill(parameter: ExplorerParameter): unknown {
  return parameter.schema?.default ?? parameter.example ?? parameter.schema?.example ?? firstNamedExample(parameter.examples);
}
