/**
 * XsdSchema: well-formedness, positions and the document element with saxes, XSD 1.0 validation
 * with libxml2's xmllint compiled to WebAssembly (xmllint-wasm, which runs it in a worker in
 * browsers and in Node). libxml2 words its errors in prose; they are mapped here to the XSD 1.0
 * validation rule identifiers the page reports.
 */
import { SaxesParser } from 'saxes';
import { validateXML } from 'xmllint-wasm';
import type { RuleOutcome } from '../rule.js';
import { ParamsError } from '../rule.js';
import { lineColumn } from './structured.js';

interface ElementInfo {
  readonly name: string;
  readonly path: string;
  readonly line: number;
  readonly column: number;
}

const MAX_DEPTH = 256;
const MAX_NODES = 100_000;

/**
 * Line and column of increasing offsets, counted once: the cursor moves forward from the last
 * offset, so a document's elements cost one pass over the text. Calling lineColumn for each
 * element walked the text from its start every time (25,000 elements in a 100,000-character value
 * took over a minute). Same counting as lineColumn: lines end at LF, CR or CR LF; columns are code
 * points.
 */
class Cursor {
  private at = 0;
  private line = 1;
  private column = 1;

  constructor(private readonly text: string) {}

  position(offset: number): { line: number; column: number } {
    if (offset < this.at) return lineColumn(this.text, offset);
    const { text } = this;
    for (let i = this.at; i < offset && i < text.length; i += 1) {
      const unit = text.charCodeAt(i);
      if (unit === 10 || (unit === 13 && text.charCodeAt(i + 1) !== 10)) {
        this.line += 1;
        this.column = 1;
      } else if (!(unit >= 0xdc00 && unit <= 0xdfff && i > 0 && (text.charCodeAt(i - 1) & 0xfc00) === 0xd800)) {
        this.column += 1;
      }
    }
    this.at = Math.max(this.at, Math.min(offset, text.length));
    return { line: this.line, column: this.column };
  }
}

type Scan = { ok: true; elements: ElementInfo[]; root?: { local: string; uri: string } } | { ok: false; reason: string; line: number; column: number };

function scanXml(text: string): Scan {
  const declaration = /^<\?xml\b[^?]*\?>/.exec(text);
  if (declaration) {
    const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(declaration[0]);
    if (encoding && encoding[1]!.toUpperCase() !== 'UTF-8') return { ok: false, reason: 'unsupported_encoding', line: 1, column: 1 };
  }
  const parser = new SaxesParser({ xmlns: true, position: true });
  const elements: ElementInfo[] = [];
  const stack: { path: string; counts: Map<string, number> }[] = [{ path: '', counts: new Map() }];
  let failure: { reason: string; offset?: number } | undefined;
  let nodes = 0;
  let root: { local: string; uri: string } | undefined;
  const cursor = new Cursor(text);
  parser.on('doctype', () => {
    failure ??= { reason: 'doctype_forbidden', offset: text.indexOf('<!DOCTYPE') };
  });
  parser.on('opentagstart', (tag) => {
    nodes += 1;
    const start = text.lastIndexOf('<', parser.position - 1);
    const parent = stack[stack.length - 1]!;
    const count = (parent.counts.get(tag.name) ?? 0) + 1;
    parent.counts.set(tag.name, count);
    const path = `${parent.path}/${tag.name}${count > 1 ? `[${count}]` : ''}`;
    elements.push({ name: tag.name, path, ...cursor.position(start) });
    stack.push({ path, counts: new Map() });
    if (stack.length - 1 > MAX_DEPTH) failure ??= { reason: 'too_deep', offset: start };
    if (nodes > MAX_NODES) failure ??= { reason: 'too_many_nodes', offset: start };
  });
  parser.on('opentag', (tag) => {
    if (!root) root = { local: tag.local ?? tag.name, uri: tag.uri ?? '' };
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch {
    failure ??= { reason: 'not_well_formed' };
    if (failure.offset === undefined) return { ok: false, reason: failure.reason, line: parser.line, column: parser.column + 1 };
  }
  if (failure) return { ok: false, reason: failure.reason, ...lineColumn(text, failure.offset ?? 0) };
  return { ok: true, elements, root };
}

/** Value spaces of the built-in integer types, for telling a facet of the type from a lexical error. */
const INTEGER_BOUNDS: Readonly<Record<string, readonly [bigint | undefined, bigint | undefined]>> = {
  positiveInteger: [1n, undefined],
  nonNegativeInteger: [0n, undefined],
  negativeInteger: [undefined, -1n],
  nonPositiveInteger: [undefined, 0n],
  byte: [-128n, 127n],
  short: [-32768n, 32767n],
  int: [-2147483648n, 2147483647n],
  long: [-9223372036854775808n, 9223372036854775807n],
  unsignedByte: [0n, 255n],
  unsignedShort: [0n, 65535n],
  unsignedInt: [0n, 4294967295n],
  unsignedLong: [0n, 18446744073709551615n],
};

/**
 * libxml2 reports schema validity errors in English prose; the page names each by the XSD 1.0
 * (Second Edition, Part 1 appendix C) validation rule. Each entry is one libxml2 message (the
 * `example` is its text as xmllint-wasm 5 prints it, after "Schemas validity error : Element …: "),
 * matched by `pattern` (which never relies on that prefix), and the rule it maps to. Order matters: the first match wins.
 * `src/text/xsd.test.ts` produces every entry's message from a generated document and schema, so
 * a libxml2 upgrade that rewords one fails there, not silently here.
 */
export const LIBXML2_MESSAGES = [
  {
    id: 'facet',
    pattern: /\[facet '([A-Za-z]+)'\]/,
    constraint: (match: RegExpExecArray) => `cvc-${match[1]}-valid`,
    example: "[facet 'maxLength'] The value has a length of '7'; this exceeds the allowed maximum length of '5'.",
  },
  {
    // The built-in integer types' own bounds are facets of their definitions (positiveInteger is
    // integer with minInclusive 1): a lexically valid integer outside them violates that facet.
    id: 'atomic-integer-bound',
    pattern: /'\s*([+-]?\d+)\s*' is not a valid value of the atomic type 'xs:(positiveInteger|nonNegativeInteger|negativeInteger|nonPositiveInteger|byte|short|int|long|unsignedByte|unsignedShort|unsignedInt|unsignedLong)'/,
    constraint: (match: RegExpExecArray) => {
      const [low, high] = INTEGER_BOUNDS[match[2]!]!;
      const value = BigInt(match[1]!);
      if (low !== undefined && value < low) return 'cvc-minInclusive-valid';
      if (high !== undefined && value > high) return 'cvc-maxInclusive-valid';
      return 'cvc-datatype-valid.1.2.1';
    },
    example: "'0' is not a valid value of the atomic type 'xs:positiveInteger'.",
  },
  { id: 'atomic', pattern: /is not a valid value of the (local )?(atomic|list|union) type/, constraint: () => 'cvc-datatype-valid.1.2.1', example: "'x' is not a valid value of the atomic type 'xs:positiveInteger'." },
  { id: 'strict-wildcard', pattern: /No matching global element declaration available, but demanded by the strict wildcard/, constraint: () => 'cvc-complex-type.2.4', example: 'No matching global element declaration available, but demanded by the strict wildcard.' },
  { id: 'not-expected', pattern: /This element is not expected/, constraint: () => 'cvc-complex-type.2.4', example: 'This element is not expected. Expected is ( title ).' },
  { id: 'missing-child', pattern: /Missing child element/, constraint: () => 'cvc-complex-type.2.4', example: 'Missing child element(s). Expected is ( reward ).' },
  { id: 'empty-content', pattern: /(Character|Element) content is not allowed, because the content type is empty/, constraint: () => 'cvc-complex-type.2.1', example: 'Character content is not allowed, because the content type is empty.' },
  { id: 'element-only', pattern: /Character content other than whitespace is not allowed/, constraint: () => 'cvc-complex-type.2.3', example: "Character content other than whitespace is not allowed because the content type is 'element-only'." },
  { id: 'simple-type-children', pattern: /Element content is not allowed, because the type definition is simple/, constraint: () => 'cvc-type.3.1.2', example: 'Element content is not allowed, because the type definition is simple.' },
  { id: 'attribute-missing', pattern: /The attribute '[^']*' is required but missing/, constraint: () => 'cvc-complex-type.4', example: "The attribute 'id' is required but missing." },
  { id: 'attribute-not-allowed', pattern: /The attribute '[^']*' is not allowed/, constraint: () => 'cvc-complex-type.3.2.2', example: "The attribute 'zz' is not allowed." },
  // libxml2 words a fixed attribute value the same whether the attribute use or the declaration
  // fixes it; local attributes (the usual case) carry it on the use, cvc-complex-type.3.1.
  { id: 'attribute-fixed', pattern: /(^|: )The value '[^']*' does not match the fixed value constraint/, constraint: () => 'cvc-complex-type.3.1', example: "The value '2' does not match the fixed value constraint '1'." },
  { id: 'element-fixed', pattern: /The actual value '[^']*' does not match the fixed value constraint/, constraint: () => 'cvc-elt.5.2.2.2.2', example: "The actual value 'G' does not match the fixed value constraint 'F'." },
  { id: 'no-global-declaration', pattern: /No matching global declaration available/, constraint: () => 'cvc-elt.1', example: 'No matching global declaration available for the validation root.' },
  { id: 'not-nillable', pattern: /The element is not 'nillable'/, constraint: () => 'cvc-elt.3.1', example: "The element is not 'nillable'." },
  { id: 'xsi-type-qname', pattern: /has no corresponding namespace declaration in scope/, constraint: () => 'cvc-elt.4.1', example: "The QName value 'xs:nope' has no corresponding namespace declaration in scope." },
  { id: 'xsi-type-unresolved', pattern: /of the xsi:type attribute does not resolve to a type definition/, constraint: () => 'cvc-elt.4.2', example: "The QName value '{http://www.w3.org/2001/XMLSchema}nope' of the xsi:type attribute does not resolve to a type definition." },
  { id: 'xsi-type-not-derived', pattern: /specified by xsi:type, is blocked or not validly derived/, constraint: () => 'cvc-elt.4.3', example: "The type definition '{http://www.w3.org/2001/XMLSchema}string', specified by xsi:type, is blocked or not validly derived from the type definition of the element declaration." },
  { id: 'unique-duplicate', pattern: /Duplicate key-sequence .* in unique identity-constraint/, constraint: () => 'cvc-identity-constraint.4.1', example: "Duplicate key-sequence ['a'] in unique identity-constraint 'u'." },
  { id: 'key-duplicate', pattern: /Duplicate key-sequence .* in key identity-constraint/, constraint: () => 'cvc-identity-constraint.4.2.2', example: "Duplicate key-sequence ['a'] in key identity-constraint 'k'." },
  { id: 'key-field-missing', pattern: /Not all fields of key identity-constraint '[^']*' evaluate to a node/, constraint: () => 'cvc-identity-constraint.4.2.1', example: "Not all fields of key identity-constraint 'k' evaluate to a node." },
  { id: 'keyref-unmatched', pattern: /No match found for key-sequence .* of keyref/, constraint: () => 'cvc-identity-constraint.4.3', example: "No match found for key-sequence ['b'] of keyref 'r'." },
] as const satisfies readonly { id: string; pattern: RegExp; constraint: (match: RegExpExecArray) => string; example: string }[];

/**
 * A message no entry matches (a libxml2 check not listed above) is reported as cvc-type.3.1.3, the
 * general rule that a value must be valid for its type, rather than dropped.
 */
export const UNMAPPED_CONSTRAINT = 'cvc-type.3.1.3';

/** The entry of LIBXML2_MESSAGES a libxml2 schema error matches, if any. */
export function libxml2Entry(message: string): { id: string; constraint: string } | undefined {
  for (const entry of LIBXML2_MESSAGES) {
    const match = entry.pattern.exec(message);
    if (match) return { id: entry.id, constraint: entry.constraint(match) };
  }
  return undefined;
}

/** The XSD 1.0 validation rule a libxml2 schema error reports. */
export function constraintOf(message: string): string {
  return libxml2Entry(message)?.constraint ?? UNMAPPED_CONSTRAINT;
}

const XSI = '{http://www.w3.org/2001/XMLSchema-instance}';

/** `@name` for an attribute libxml2 names, with the xsi namespace written as its usual prefix. */
function attributeStep(name: string): string {
  return `/@${name.startsWith(XSI) ? `xsi:${name.slice(XSI.length)}` : name}`;
}

async function runXmllint(text: string, xsd: string): Promise<Awaited<ReturnType<typeof validateXML>>> {
  try {
    return await validateXML({ xml: [{ fileName: 'value.xml', contents: text }], schema: [{ fileName: 'schema.xsd', contents: xsd }] });
  } catch (error) {
    // xmllint-wasm rejects when the schema does not compile ("WXS schema schema.xsd failed to compile").
    const detail = String((error as Error).message ?? error).split('\n').find((line) => /error/i.test(line)) ?? '';
    throw new ParamsError(`xsd is not a valid XSD 1.0 schema document${detail ? ` (${detail.replace(/^.*?error : /, '').trim()})` : ''}`);
  }
}

export async function checkXml(text: string, xsd: string, rootElement: string | undefined): Promise<RuleOutcome> {
  const scan = scanXml(text);
  if (!scan.ok) return { status: 'failed', code: 'text_xml_syntax_invalid', measured: { reason: scan.reason, line: scan.line, column: scan.column } };
  if (rootElement && scan.root) {
    const expected = /^\{([^}]*)\}(.+)$/.exec(rootElement);
    const [uri, local] = expected ? [expected[1]!, expected[2]!] : ['', rootElement];
    if (scan.root.local !== local || scan.root.uri !== uri) {
      return { status: 'failed', code: 'text_xml_root_element_mismatch', measured: { foundRoot: scan.root.uri ? `{${scan.root.uri}}${scan.root.local}` : scan.root.local } };
    }
  }
  const result = await runXmllint(text, xsd);
  if (result.valid) return { status: 'passed', measured: { errorCount: 0 } };
  if (result.errors.some((error) => error.loc?.fileName === 'schema.xsd' || /Schemas parser error|failed to compile/.test(error.message))) {
    throw new ParamsError('xsd is not a valid XSD 1.0 schema document');
  }
  // Elements by line and by line and name, each taken in document order once: a linear search per
  // error was quadratic when every element of a long line was invalid.
  const byLine = new Map<number, ElementInfo[]>();
  const byLineAndName = new Map<string, { list: ElementInfo[]; next: number }>();
  for (const element of scan.elements) {
    const onLine = byLine.get(element.line);
    if (onLine) onLine.push(element);
    else byLine.set(element.line, [element]);
    const key = `${element.line}\u0000${element.name.replace(/^.*:/, '')}`;
    const named = byLineAndName.get(key);
    if (named) named.list.push(element);
    else byLineAndName.set(key, { list: [element], next: 0 });
  }
  const errors = result.errors
    .filter((error) => error.loc?.fileName === 'value.xml' && /validity error/.test(error.message))
    .map((error) => {
      const name = /Element '([^']+)'/.exec(error.message)?.[1]?.replace(/^\{[^}]*\}/, '');
      const attribute = /attribute '([^']+)'/.exec(error.message)?.[1];
      const line = error.loc?.lineNumber ?? 1;
      const named = name === undefined ? undefined : byLineAndName.get(`${line}\u0000${name}`);
      const element = named && named.next < named.list.length ? named.list[named.next++] : byLine.get(line)?.[0];
      return {
        path: `${element?.path ?? ''}${attribute ? attributeStep(attribute) : ''}`,
        constraint: constraintOf(error.message),
        line: element?.line ?? line,
        column: element?.column ?? 1,
      };
    });
  if (errors.length === 0) return { status: 'failed', code: 'text_xml_syntax_invalid', measured: { reason: 'not_well_formed', line: 1, column: 1 } };
  const first = errors[0]!;
  return {
    status: 'failed',
    code: 'text_xsd_validation_failed',
    measured: { errorCount: errors.length, errors: errors.slice(0, 20), firstPath: first.path, firstConstraint: first.constraint },
  };
}
