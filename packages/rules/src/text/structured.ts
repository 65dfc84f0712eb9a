/**
 * Parsing of structured text for JsonSchema, YamlSchema and KeyType: strict JSON (jsonc-parser with
 * comments and trailing commas refused, plus the duplicate-member check the pages specify) and
 * YAML 1.2 core schema (the `yaml` library), with the reasons, lines and columns the pages report.
 */
import { parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { isAlias, isMap, isScalar, isSeq, parseAllDocuments, type Node as YamlNode } from 'yaml';
import { sharedAjv } from '../params.js';

/** 1-based line and column of a UTF-16 offset; columns count code points, lines end at LF, CR or CR LF. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: [...text.slice(lineStart, offset)].length + 1 };
}

export type ParseFailure = { readonly reason: string; readonly line: number; readonly column: number };
export type Parsed<T> = { ok: true; value: unknown; tree: T } | ({ ok: false } & ParseFailure);

function firstDuplicateKey(node: JsonNode | undefined): JsonNode | undefined {
  if (!node) return undefined;
  if (node.type === 'object') {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const name = property.children?.[0];
      if (name && typeof name.value === 'string') {
        if (seen.has(name.value)) return name;
        seen.add(name.value);
      }
      const nested = firstDuplicateKey(property.children?.[1]);
      if (nested) return nested;
    }
  }
  if (node.type === 'array') {
    for (const child of node.children ?? []) {
      const nested = firstDuplicateKey(child);
      if (nested) return nested;
    }
  }
  return undefined;
}

export function parseStrictJson(text: string): Parsed<JsonNode> {
  if (text.startsWith('\uFEFF')) return { ok: false, reason: 'syntax', line: 1, column: 1 };
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first || !tree) {
    void printParseErrorCode;
    return { ok: false, reason: 'syntax', ...lineColumn(text, first?.offset ?? 0) };
  }
  const duplicate = firstDuplicateKey(tree);
  if (duplicate) return { ok: false, reason: 'duplicate_key', ...lineColumn(text, duplicate.offset) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'syntax', line: 1, column: 1 };
  }
  return { ok: true, value, tree };
}

const JSON_TAGS = new Set(['tag:yaml.org,2002:str', 'tag:yaml.org,2002:int', 'tag:yaml.org,2002:float', 'tag:yaml.org,2002:bool', 'tag:yaml.org,2002:null', 'tag:yaml.org,2002:map', 'tag:yaml.org,2002:seq']);

export type YamlParsed = Parsed<YamlNode | null> | ({ ok: false; incompatible: true } & ParseFailure);

/**
 * Parses one YAML 1.2 document. A syntax failure has reason syntax, duplicate_key or
 * multiple_documents; a construct without a JSON equivalent comes back with `incompatible: true`.
 */
export function parseYaml(text: string, options: { allowAliases: boolean; checkKeys: boolean }): YamlParsed {
  const documents = parseAllDocuments(text, { version: '1.2', schema: 'core', uniqueKeys: true, strict: true });
  if (!Array.isArray(documents)) return { ok: true, value: null, tree: null };
  const [document, second] = documents;
  if (!document) return { ok: true, value: null, tree: null };
  const error = document.errors[0];
  if (error) {
    const reason = error.code === 'DUPLICATE_KEY' ? 'duplicate_key' : 'syntax';
    return { ok: false, reason, ...lineColumn(text, error.pos[0]) };
  }
  if (second) return { ok: false, reason: 'multiple_documents', ...lineColumn(text, second.range[0]) };
  const failAt = (reason: string, node: { range?: readonly number[] | null }) =>
    ({ ok: false, incompatible: true, reason, ...lineColumn(text, node.range?.[0] ?? 0) }) as const;
  const walk = (node: unknown): ReturnType<typeof failAt> | undefined => {
    if (isAlias(node)) return options.allowAliases ? undefined : failAt('alias_forbidden', node);
    if (isScalar(node)) {
      if (node.tag && !JSON_TAGS.has(node.tag)) return failAt('unsupported_tag', node);
      if (typeof node.value === 'number' && !Number.isFinite(node.value)) return failAt('special_float', node);
      if (typeof node.value === 'number' && Number.isInteger(node.value) && !Number.isSafeInteger(node.value)) return failAt('unsafe_integer', node);
      return undefined;
    }
    if (isMap(node)) {
      if (node.tag && !JSON_TAGS.has(node.tag)) return failAt('unsupported_tag', node);
      for (const pair of node.items) {
        if (options.checkKeys && !(isScalar(pair.key) && typeof pair.key.value === 'string')) return failAt('non_string_key', pair.key as YamlNode);
        const inValue = walk(pair.value);
        if (inValue) return inValue;
      }
      return undefined;
    }
    if (isSeq(node)) {
      if (node.tag && !JSON_TAGS.has(node.tag)) return failAt('unsupported_tag', node);
      for (const item of node.items) {
        const inItem = walk(item);
        if (inItem) return inItem;
      }
    }
    return undefined;
  };
  const incompatible = walk(document.contents);
  if (incompatible) return incompatible;
  return { ok: true, value: document.toJS({ maxAliasCount: 100 }), tree: document.contents as YamlNode | null };
}

export interface SchemaCheck {
  readonly errorCount: number;
  readonly errors: readonly { instancePath: string; schemaPath: string; keyword: string }[];
}

const compiledSchemas = new WeakMap<object, ReturnType<ReturnType<typeof sharedAjv>['compile']>>();

/** Validates a value against a user's JSON Schema (2020-12, or draft-07 read with the same keywords). */
export function checkAgainstSchema(schema: Readonly<Record<string, unknown>>, value: unknown): SchemaCheck {
  let validate = compiledSchemas.get(schema);
  if (!validate) {
    const { $schema: _dialect, ...rest } = schema;
    validate = sharedAjv().compile(rest);
    compiledSchemas.set(schema, validate);
  }
  // The rule's own ajv instance fills defaults into the params only, never into the checked value.
  if (validate(structuredClone(value))) return { errorCount: 0, errors: [] };
  const errors = (validate.errors ?? [])
    .map((error) => ({ instancePath: error.instancePath, schemaPath: error.schemaPath.replace(/^#/, ''), keyword: error.keyword }))
    .sort((a, b) => (a.instancePath < b.instancePath ? -1 : a.instancePath > b.instancePath ? 1 : a.schemaPath < b.schemaPath ? -1 : a.schemaPath > b.schemaPath ? 1 : 0));
  return { errorCount: errors.length, errors: errors.slice(0, 20) };
}
