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
    elements.push({ name: tag.name, path, ...lineColumn(text, start) });
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

const INTEGER_BOUNDS: Readonly<Record<string, readonly [number, number]>> = {
  positiveInteger: [1, Infinity],
  nonNegativeInteger: [0, Infinity],
  negativeInteger: [-Infinity, -1],
  nonPositiveInteger: [-Infinity, 0],
  byte: [-128, 127],
  short: [-32768, 32767],
  int: [-2147483648, 2147483647],
  unsignedByte: [0, 255],
  unsignedShort: [0, 65535],
  unsignedInt: [0, 4294967295],
};

/** The XSD 1.0 validation rule a libxml2 schema error reports. */
export function constraintOf(message: string): string {
  const facet = /\[facet '([A-Za-z]+)'\]/.exec(message);
  if (facet) return `cvc-${facet[1]}-valid`;
  const atomic = /'([^']*)' is not a valid value of the atomic type 'xs:([A-Za-z]+)'/.exec(message);
  if (atomic) {
    const bounds = INTEGER_BOUNDS[atomic[2]!];
    if (bounds && /^[+-]?\d+$/.test(atomic[1]!.trim())) {
      const value = Number(atomic[1]);
      if (value < bounds[0]) return 'cvc-minInclusive-valid';
      if (value > bounds[1]) return 'cvc-maxInclusive-valid';
    }
    return 'cvc-datatype-valid.1.2.1';
  }
  if (/is not a valid value of/.test(message)) return 'cvc-datatype-valid.1.2.1';
  if (/This element is not expected|Missing child element/.test(message)) return 'cvc-complex-type.2.4';
  if (/Character content other than whitespace is not allowed/.test(message)) return 'cvc-complex-type.2.3';
  if (/The attribute '[^']*' is required but missing/.test(message)) return 'cvc-complex-type.4';
  if (/The attribute '[^']*' is not allowed/.test(message)) return 'cvc-complex-type.3.2.2';
  if (/No matching global (element )?declaration available/.test(message)) return 'cvc-elt.1';
  if (/Duplicate key-sequence/.test(message)) return 'cvc-identity-constraint.4.2.2';
  if (/No match found for key-sequence/.test(message)) return 'cvc-identity-constraint.4.3';
  if (/Element content is not allowed|not nillable/.test(message)) return 'cvc-elt.3.1';
  return 'cvc-type.3.1.3';
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
  const result = await validateXML({ xml: [{ fileName: 'value.xml', contents: text }], schema: [{ fileName: 'schema.xsd', contents: xsd }] });
  if (result.valid) return { status: 'passed', measured: { errorCount: 0 } };
  if (result.errors.some((error) => error.loc?.fileName === 'schema.xsd' || /Schemas parser error|failed to compile/.test(error.message))) {
    throw new ParamsError('xsd is not a valid XSD 1.0 schema document');
  }
  const used = new Set<ElementInfo>();
  const errors = result.errors
    .filter((error) => error.loc?.fileName === 'value.xml' && /validity error/.test(error.message))
    .map((error) => {
      const name = /Element '([^']+)'/.exec(error.message)?.[1]?.replace(/^\{[^}]*\}/, '');
      const attribute = /attribute '([^']+)'/.exec(error.message)?.[1];
      const line = error.loc?.lineNumber ?? 1;
      const element = scan.elements.find((candidate) => !used.has(candidate) && candidate.line === line && candidate.name.replace(/^.*:/, '') === name) ?? scan.elements.find((candidate) => candidate.line === line);
      if (element) used.add(element);
      return {
        path: `${element?.path ?? ''}${attribute && /The attribute|attribute '/.test(error.message) ? `/@${attribute}` : ''}`,
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
