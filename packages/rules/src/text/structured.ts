/**
 * Parsing of structured text for JsonSchema, YamlSchema and KeyType: strict JSON (jsonc-parser with
 * comments and trailing commas refused, plus the duplicate-member check the pages specify) and
 * YAML 1.2 core schema (the `yaml` library), with the reasons, lines and columns the pages report.
 */
import { createScanner, parseTree, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { Composer, Parser, isAlias, isMap, isScalar, isSeq, type CST, type Node as YamlNode } from 'yaml';
import { sharedAjv } from '../params.js';
import { RegexTimeoutError } from './regexLimit.js';

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

/**
 * Arrays and objects (JSON) or collections (YAML) may nest at most this deep (the JsonSchema and
 * YamlSchema pages). The limit is checked before anything else is parsed: both parsers recurse per
 * level, and a 100,000-character value of `[` would overflow the stack (jsonc-parser throws; the
 * `yaml` composer can bring the whole process down).
 */
export const MAX_NESTING = 64;

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

// jsonc-parser's SyntaxKind is a const enum, which isolatedModules cannot read.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const NUMERIC_LITERAL = 11;
const EOF = 17;

/**
 * One pass of jsonc-parser's scanner (iterative, so any depth is safe): where nesting first goes
 * past MAX_NESTING, and where the first number that overflows binary64 (to ±Infinity) starts.
 */
function scanJson(text: string): { tooDeepAt?: number; overflowAt?: number } {
  const scanner = createScanner(text, true);
  let depth = 0;
  let overflowAt: number | undefined;
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
      depth += 1;
      if (depth > MAX_NESTING) return { tooDeepAt: scanner.getTokenOffset(), overflowAt };
    } else if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) {
      depth = Math.max(0, depth - 1);
    } else if (kind === NUMERIC_LITERAL && overflowAt === undefined && !Number.isFinite(Number(scanner.getTokenValue()))) {
      overflowAt = scanner.getTokenOffset();
    }
  }
  return { overflowAt };
}

/**
 * Strict JSON (RFC 8259) with the page's reasons. Nesting deeper than MAX_NESTING is `too_deep`
 * whatever else the text holds; otherwise the first problem in the text is reported: `syntax`,
 * `duplicate_key` (the second name) or `number_out_of_range` (a number that overflows binary64).
 */
export function parseStrictJson(text: string): Parsed<JsonNode> {
  if (text.startsWith('\uFEFF')) return { ok: false, reason: 'syntax', line: 1, column: 1 };
  const { tooDeepAt, overflowAt } = scanJson(text);
  if (tooDeepAt !== undefined) return { ok: false, reason: 'too_deep', ...lineColumn(text, tooDeepAt) };
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const problems: { reason: string; offset: number }[] = [];
  if (errors[0] || !tree) problems.push({ reason: 'syntax', offset: errors[0]?.offset ?? 0 });
  const duplicate = tree ? firstDuplicateKey(tree) : undefined;
  if (duplicate) problems.push({ reason: 'duplicate_key', offset: duplicate.offset });
  if (overflowAt !== undefined) problems.push({ reason: 'number_out_of_range', offset: overflowAt });
  const first = problems.sort((a, b) => a.offset - b.offset)[0];
  if (first) return { ok: false, reason: first.reason, ...lineColumn(text, first.offset) };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'syntax', line: 1, column: 1 };
  }
  return { ok: true, value, tree: tree! };
}

const JSON_TAGS = new Set(['tag:yaml.org,2002:str', 'tag:yaml.org,2002:int', 'tag:yaml.org,2002:float', 'tag:yaml.org,2002:bool', 'tag:yaml.org,2002:null', 'tag:yaml.org,2002:map', 'tag:yaml.org,2002:seq']);

export type YamlParsed = Parsed<YamlNode | null> | ({ ok: false; incompatible: true } & ParseFailure);

type CstToken = CST.Token;

/**
 * The offset of the first collection (block mapping, block sequence or flow collection) nested
 * deeper than MAX_NESTING in the parser's concrete syntax tree, in document order. Walked with an
 * explicit stack: the tree can be as deep as the text is long.
 */
function tooDeepCollection(tokens: readonly CstToken[]): number | undefined {
  const stack: { token: CstToken; depth: number }[] = tokens.map((token) => ({ token, depth: 0 })).reverse();
  while (stack.length) {
    const { token, depth } = stack.pop()!;
    let children: (CstToken | undefined)[] = [];
    let level = depth;
    switch (token.type) {
      case 'document':
        children = [token.value];
        break;
      case 'block-map':
      case 'block-seq':
      case 'flow-collection':
        level = depth + 1;
        if (level > MAX_NESTING) return token.offset;
        children = token.items.flatMap((item) => [('key' in item ? item.key : undefined) ?? undefined, item.value ?? undefined]);
        break;
      default:
        break;
    }
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const child = children[i];
      if (child) stack.push({ token: child, depth: level });
    }
  }
  return undefined;
}

/**
 * Parses one YAML 1.2 document. A syntax failure has reason too_deep (checked first, on the
 * concrete syntax tree, before the composer recurses into it), syntax, duplicate_key or
 * multiple_documents; a construct without a JSON equivalent comes back with `incompatible: true`.
 */
export function parseYaml(text: string, options: { allowAliases: boolean; checkKeys: boolean }): YamlParsed {
  const tokens = [...new Parser().parse(text)];
  const tooDeepAt = tooDeepCollection(tokens);
  if (tooDeepAt !== undefined) return { ok: false, reason: 'too_deep', ...lineColumn(text, tooDeepAt) };
  const documents = [...new Composer({ version: '1.2', schema: 'core', uniqueKeys: true, strict: true }).compose(tokens, false, text.length)];
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
  /** Set when one of the schema's patterns ran past the limit; the counts are then meaningless. */
  readonly timedOutPattern?: string;
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
  let valid: boolean;
  try {
    valid = validate(structuredClone(value)) as boolean;
  } catch (error) {
    if (error instanceof RegexTimeoutError) return { timedOutPattern: error.pattern, errorCount: 0, errors: [] };
    throw error;
  }
  if (valid) return { errorCount: 0, errors: [] };
  const errors = (validate.errors ?? [])
    .map((error) => ({ instancePath: error.instancePath, schemaPath: error.schemaPath.replace(/^#/, ''), keyword: error.keyword }))
    .sort((a, b) => (a.instancePath < b.instancePath ? -1 : a.instancePath > b.instancePath ? 1 : a.schemaPath < b.schemaPath ? -1 : a.schemaPath > b.schemaPath ? 1 : 0));
  return { errorCount: errors.length, errors: errors.slice(0, 20) };
}
