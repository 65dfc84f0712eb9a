/**
 * Parsing of structured text for JsonSchema, YamlSchema and KeyType: strict JSON (jsonc-parser with
 * comments and trailing commas refused, plus the duplicate-member check the pages specify) and
 * YAML 1.2 core schema (the `yaml` library), with the reasons, lines and columns the pages report.
 */
import { createScanner, parseTree, type Node as JsonNode, type ParseError } from 'jsonc-parser';
import { Composer, Parser, isAlias, isMap, isScalar, isSeq, type CST, type Node as YamlNode } from 'yaml';
import { dereference, validate, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { ParamsError } from '../rule.js';
import { SCHEMA_BYTE_LIMIT, STRUCTURED_NESTING_LIMIT } from '../generated/ruleIndex.js';
import { nestingExceeds } from '../params.js';
import { RegexTimeoutError, withLimitedPatterns } from './regexLimit.js';

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
export const MAX_NESTING = STRUCTURED_NESTING_LIMIT;

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

/** With aliases allowed: at most this many alias nodes, and this many nodes once every alias is expanded (YamlSchema's alias_limit). */
const MAX_ALIASES = 100;
const MAX_EXPANDED_NODES = 100_000;

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
  let aliases = 0;
  const walk = (node: unknown): ReturnType<typeof failAt> | undefined => {
    if (isAlias(node)) {
      if (!options.allowAliases) return failAt('alias_forbidden', node);
      aliases += 1;
      return aliases > MAX_ALIASES ? failAt('alias_limit', node) : undefined;
    }
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
  if (aliases > 0) {
    // Nodes after expansion, each anchored node sized once: ten aliases nested ten deep are 10^10 nodes, counted in microseconds.
    const sizes = new Map<unknown, number>();
    const expanded = (node: unknown): number => {
      const known = sizes.get(node);
      if (known !== undefined) return known;
      sizes.set(node, Infinity); // an alias inside its own anchor expands without end
      let size = 1;
      if (isAlias(node)) size = expanded(node.resolve(document));
      else if (isMap(node)) for (const pair of node.items) size += expanded(pair.key) + expanded(pair.value);
      else if (isSeq(node)) for (const item of node.items) size += expanded(item);
      sizes.set(node, size);
      return size;
    };
    if (expanded(document.contents) > MAX_EXPANDED_NODES) return failAt('alias_limit', document.contents ?? {});
  }
  try {
    return { ok: true, value: document.toJS({ maxAliasCount: -1 }), tree: document.contents as YamlNode | null };
  } catch {
    // The counts above bound the expansion; anything yaml still refuses is over the same limit.
    return failAt('alias_limit', document.contents ?? {});
  }
}

export interface SchemaCheck {
  /** Set when one of the schema's patterns ran past the limit; the counts are then meaningless. */
  readonly timedOutPattern?: string;
  /** Set when the schema uses a keyword the checker does not evaluate; the counts are then meaningless. */
  readonly unsupportedKeyword?: string;
  readonly errorCount: number;
  readonly errors: readonly { instancePath: string; schemaPath: string; keyword: string }[];
}

/** The largest JsonSchema or YamlSchema `schema`, in bytes of its JSON serialization (UTF-8; the registry's SCHEMA_BYTE_LIMIT). */
export const MAX_SCHEMA_BYTES = SCHEMA_BYTE_LIMIT;

/** The `$schema` values the rule pages allow, and the draft each one means (absent: 2020-12). */
const DIALECTS: Readonly<Record<string, SchemaDraft>> = {
  'https://json-schema.org/draft/2020-12/schema': '2020-12',
  'http://json-schema.org/draft-07/schema#': '7',
};

/**
 * Every `$ref` resolves against this base, in Node and in browsers alike (the validator's default
 * base is the page's own URL in a browser), so a reference resolves or fails the same everywhere.
 */
const BASE_URI = new URL('https://schema.guildforge.invalid/');

/**
 * Units the validator reports for an applicator whose subschema failed on a member, an item, a
 * property name or through a reference: the subschema's own failures are the errors, as the rule
 * pages count them. `anyOf`, `oneOf`, `not`, `if` and `contains` are assertions about the value as
 * a whole and count as errors of their own, besides the failures inside them.
 */
const WRAPPERS = new Set(['$ref', '$recursiveRef', 'allOf', 'properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'propertyNames', 'dependentSchemas', 'prefixItems', 'items', 'additionalItems', 'unevaluatedItems']);

const COMBINATORS = new Set(['allOf', 'anyOf', 'oneOf', 'if']);

function isWrapper(unit: OutputUnit): boolean {
  // `dependencies` (draft-07) wraps a subschema's failures in its schema form only; its array form is an assertion.
  if (unit.keyword === 'dependencies') return unit.error.includes('does not match');
  return WRAPPERS.has(unit.keyword);
}

/** A validator location (`#`, `#/a/0`) as a JSON Pointer (``, `/a/0`). */
const pointer = (location: string): string => location.replace(/^#/, '');

/**
 * The errors of one validation, as the rule pages define them: every failed assertion once, with
 * no unit for the applicators that only carry a subschema's failures. A `false` subschema is the
 * failure of the keyword that holds it (`additionalProperties: false` refusing `/x` is
 * `{ instancePath: '/x', schemaPath: '/additionalProperties', keyword: 'additionalProperties' }`);
 * the validator reports it right after that keyword's unit.
 */
function assertionErrors(units: readonly OutputUnit[]): { instancePath: string; schemaPath: string; keyword: string }[] {
  const errors: { instancePath: string; schemaPath: string; keyword: string }[] = [];
  units.forEach((unit, index) => {
    if (unit.keyword === 'false') {
      const holder = units[index - 1];
      if (holder && isWrapper(holder)) errors.push({ instancePath: pointer(unit.instanceLocation), schemaPath: pointer(holder.keywordLocation), keyword: holder.keyword });
      else {
        // A `false` root schema, or a `false` branch of allOf, anyOf, oneOf or then/else: the unit carries no
        // schema location of its own, so it takes the location of the combinator it sits in (the root's is empty).
        const combinator = units.slice(0, index).reverse().find((earlier) => COMBINATORS.has(earlier.keyword) && earlier.instanceLocation === unit.instanceLocation);
        errors.push({ instancePath: pointer(unit.instanceLocation), schemaPath: combinator ? pointer(combinator.keywordLocation) : '', keyword: 'false' });
      }
      return;
    }
    if (isWrapper(unit)) return;
    // The validator writes dependentRequired's location as `dependantRequired`.
    const schemaPath = unit.keyword === 'dependentRequired' ? pointer(unit.keywordLocation).replace(/dependantRequired$/, 'dependentRequired') : pointer(unit.keywordLocation);
    errors.push({ instancePath: pointer(unit.instanceLocation), schemaPath, keyword: unit.keyword });
  });
  return errors;
}

/** The first `$dynamicRef` or `$dynamicAnchor` among the schema's subschemas, which the validator does not evaluate. */
function dynamicKeyword(lookup: Readonly<Record<string, unknown>>): string | undefined {
  for (const subschema of Object.values(lookup)) {
    if (typeof subschema !== 'object' || subschema === null) continue;
    if ('$dynamicRef' in subschema) return '$dynamicRef';
    if ('$dynamicAnchor' in subschema) return '$dynamicAnchor';
  }
  return undefined;
}

interface Prepared {
  readonly schema: Schema;
  readonly draft: SchemaDraft;
  readonly lookup: Record<string, Schema | boolean>;
  readonly unsupported?: string;
}

const prepared = new WeakMap<object, Prepared>();

/**
 * The schema's dialect and its subschemas by URI, checked once per schema object: a `$schema`
 * other than the two the pages allow, or a `$ref` that does not resolve inside the document, is a
 * params error (the API refuses both when the UGC schema is created).
 */
function prepare(userSchema: Readonly<Record<string, unknown>>): Prepared {
  const known = prepared.get(userSchema);
  if (known) return known;
  // Limits the API applies when the UGC schema is created, checked before anything walks the
  // schema: the validator recurses per level, and 6,000 nested `items` (60 KB) overflowed the stack.
  if (nestingExceeds(userSchema, MAX_NESTING)) throw new ParamsError(`/schema nests deeper than ${MAX_NESTING} levels of objects and arrays`);
  const bytes = new TextEncoder().encode(JSON.stringify(userSchema)).length;
  if (bytes > MAX_SCHEMA_BYTES) throw new ParamsError(`/schema is ${bytes} bytes as JSON, more than ${MAX_SCHEMA_BYTES}`);
  const dialect = userSchema.$schema;
  const draft = dialect === undefined ? '2020-12' : typeof dialect === 'string' && Object.hasOwn(DIALECTS, dialect) ? DIALECTS[dialect] : undefined;
  if (!draft) throw new ParamsError(`/schema/$schema must be absent, ${Object.keys(DIALECTS).map((uri) => `"${uri}"`).join(' or ')}`);
  // The validator marks the subschemas it indexes with their URIs: it gets a copy, never the caller's schema.
  const schema = structuredClone(userSchema) as Schema;
  let lookup: Record<string, Schema | boolean>;
  try {
    lookup = dereference(schema, Object.create(null) as Record<string, Schema | boolean>, BASE_URI);
  } catch (error) {
    throw new ParamsError(`/schema ${(error as Error).message.replace(/\.$/, '')}`);
  }
  for (const subschema of Object.values(lookup)) {
    if (typeof subschema !== 'object' || typeof subschema.$ref !== 'string') continue;
    const target = (subschema as { __absolute_ref__?: string }).__absolute_ref__ ?? subschema.$ref;
    if (lookup[target] === undefined) throw new ParamsError(`/schema has a $ref that does not resolve inside the document: "${subschema.$ref}"`);
  }
  const result: Prepared = { schema, draft, lookup, unsupported: dynamicKeyword(lookup) };
  prepared.set(userSchema, result);
  return result;
}

/**
 * Validates a value against a user's JSON Schema (2020-12, or draft-07 by its `$schema`) with an
 * interpreting validator, @cfworker/json-schema: the same code in Node and in browsers, and none
 * generated at run time. Errors are defined by assertionErrors above.
 */
export function checkAgainstSchema(userSchema: Readonly<Record<string, unknown>>, value: unknown): SchemaCheck {
  const { schema, draft, lookup, unsupported } = prepare(userSchema);
  if (unsupported) return { unsupportedKeyword: unsupported, errorCount: 0, errors: [] };
  let units: readonly OutputUnit[];
  try {
    units = withLimitedPatterns(() => validate(value, schema, draft, lookup, false).errors);
  } catch (error) {
    if (error instanceof RegexTimeoutError) return { timedOutPattern: error.pattern, errorCount: 0, errors: [] };
    throw error;
  }
  const errors = assertionErrors(units).sort((a, b) =>
    a.instancePath < b.instancePath ? -1 : a.instancePath > b.instancePath ? 1 : a.schemaPath < b.schemaPath ? -1 : a.schemaPath > b.schemaPath ? 1 : 0,
  );
  return { errorCount: errors.length, errors: errors.slice(0, 20) };
}
