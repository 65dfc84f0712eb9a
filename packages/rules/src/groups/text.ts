/**
 * Text rules: Capitalize, ColorCode, DateTime, Encoding, JsonSchema, LengthRange, LowerCase,
 * MaxLength, NoProfanity, Regex, UpperCase, XsdSchema and YamlSchema.
 */
import colorNames from 'color-name';
import { nfc } from '../text/normalize.js';
import { facts } from '../generated/textFacts.js';
import { compareKeys, isUtcOffset, parseDateTime, type Profile } from '../text/dateTime.js';
import { encodable, firstFileProblem, hex, isForbiddenControl, type EncodingName } from '../text/encoding.js';
import { checkAgainstSchema, parseStrictJson, parseYaml } from '../text/structured.js';
import { execWithLimit, REGEX_UNLIMITED_REASON } from '../text/regexLimit.js';
import { checkXml } from '../text/xsd.js';
import { ParamsError, serverOnly, textValue, type RuleChecks, type RuleOutcome } from '../rule.js';

export { facts };

const LETTER = /\p{L}/u;
const LOWERCASE_LETTER = /\p{Ll}/u;

/** The first letter of a string and its code point index, skipping everything that is not a letter. */
function firstLetter(text: string): { character: string; index: number } | undefined {
  let index = 0;
  for (const character of text) {
    if (LETTER.test(character)) return { character, index };
    index += 1;
  }
  return undefined;
}

let graphemes: Intl.Segmenter | undefined;

/** Code units segmented at a time; a window grows when one cluster does not fit. */
const GRAPHEME_WINDOW = 256;

/**
 * Grapheme clusters, counted while the segmenter walks the string, in windows of a few hundred
 * code units. Spreading the segments into an array kept every segment object alive at once, and in
 * Node 20 each step of the segmenter's iterator costs time in proportion to the whole string, so a
 * 100,000-character value took 30 s and 1.8 to 2.9 GB. Each window is counted up to the start of its
 * second-to-last cluster, which is a boundary whatever follows the window (a cut can only change
 * the clusters at its end), and the next window starts there; a window never ends between the two
 * halves of a surrogate pair.
 */
export function graphemeCount(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  let at = 0;
  let width = GRAPHEME_WINDOW;
  while (at < text.length) {
    let end = Math.min(text.length, at + width);
    if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end -= 1;
    let inWindow = 0;
    let secondLast = 0;
    let last = 0;
    for (const { index } of graphemes.segment(text.slice(at, end))) {
      inWindow += 1;
      secondLast = last;
      last = index;
    }
    if (end === text.length) return count + inWindow;
    if (inWindow < 3) {
      width *= 2;
      continue;
    }
    count += inWindow - 2;
    at += secondLast;
    width = GRAPHEME_WINDOW;
  }
  return count;
}

export function codePointCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point; a lone surrogate counts as one.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

function caseViolations(text: string, mapped: (c: string) => string): { character?: string; index?: number; violationCount: number } {
  let index = 0;
  let first: { character: string; index: number } | undefined;
  let violationCount = 0;
  for (const character of text) {
    if (mapped(character) !== character) {
      violationCount += 1;
      first ??= { character, index };
    }
    index += 1;
  }
  return first ? { ...first, violationCount } : { violationCount };
}

function schemaMismatch(code: string, value: unknown, schema: Readonly<Record<string, unknown>>): RuleOutcome {
  const result = checkAgainstSchema(schema, value);
  if (result.timedOutPattern !== undefined) return { status: 'failed', code: 'text_regex_timeout', measured: { pattern: result.timedOutPattern } };
  if (result.unsupportedKeyword !== undefined) {
    return { status: 'pending', reason: `The schema uses ${result.unsupportedKeyword}, which @guildforge/rules does not evaluate; the API checks the value when the submission is created.` };
  }
  if (result.errorCount === 0) return { status: 'passed', measured: { errorCount: 0 } };
  const first = result.errors[0]!;
  return { status: 'failed', code, measured: { errorCount: result.errorCount, errors: result.errors, firstInstancePath: first.instancePath, firstKeyword: first.keyword } };
}

// ColorCode: the CSS Color 4 subset the page defines, without clamping.
const NUM = '[+-]?(?:[0-9]+|[0-9]*\\.[0-9]+)(?:[eE][+-]?[0-9]+)?';
const WS = '[ \\t\\n]*';
const component = `(${NUM})(%?)`;
const LEGACY = new RegExp(`^${WS}${component}${WS},${WS}${component}${WS},${WS}${component}${WS}(?:,${WS}${component}${WS})?$`);
const MODERN = new RegExp(`^${WS}${component}[ \\t\\n]+${component}[ \\t\\n]+${component}${WS}(?:/${WS}${component}${WS})?$`);
const HUE = new RegExp(`^(${NUM})(deg)?$`);

type Notation = 'hex' | 'hexAlpha' | 'rgb' | 'hsl' | 'named';

function alphaOk(value: string | undefined, percent: string | undefined): boolean {
  if (value === undefined) return true;
  const n = Number(value);
  return percent ? n >= 0 && n <= 100 : n >= 0 && n <= 1;
}

function functionalNotation(text: string): Notation | undefined {
  const call = /^(rgba?|hsla?)\(([\s\S]*)\)$/i.exec(text);
  if (!call) return undefined;
  const name = call[1]!.toLowerCase().startsWith('rgb') ? 'rgb' : 'hsl';
  const body = call[2]!;
  const legacy = LEGACY.exec(body);
  const modern = legacy ? null : MODERN.exec(body);
  const m = legacy ?? modern;
  if (!m) {
    if (name !== 'hsl') return undefined;
  }
  if (name === 'rgb') {
    if (!m) return undefined;
    const comps = [[m[1], m[2]], [m[3], m[4]], [m[5], m[6]]] as [string, string][];
    if (legacy && new Set(comps.map(([, p]) => p)).size !== 1) return undefined;
    const ok = comps.every(([v, p]) => (p ? Number(v) >= 0 && Number(v) <= 100 : Number(v) >= 0 && Number(v) <= 255));
    return ok && alphaOk(m[7], m[8]) ? 'rgb' : undefined;
  }
  // hsl: the hue may carry `deg`, so match its first component separately.
  const hueFirst = new RegExp(`^${WS}(${NUM}(?:deg)?)(${WS},${WS}|[ \\t\\n]+)([\\s\\S]*)$`).exec(body);
  if (!hueFirst) return undefined;
  const isLegacy = hueFirst[2]!.includes(',');
  const rest = new RegExp(
    isLegacy ? `^${component}${WS},${WS}${component}${WS}(?:,${WS}${component}${WS})?$` : `^${component}[ \\t\\n]+${component}${WS}(?:/${WS}${component}${WS})?$`,
  ).exec(hueFirst[3]!);
  if (!rest || !HUE.test(hueFirst[1]!) || !Number.isFinite(Number(HUE.exec(hueFirst[1]!)![1]))) return undefined;
  const sOk = rest[2] === '%' && Number(rest[1]) >= 0 && Number(rest[1]) <= 100;
  const lOk = rest[4] === '%' && Number(rest[3]) >= 0 && Number(rest[3]) <= 100;
  return sOk && lOk && alphaOk(rest[5], rest[6]) ? 'hsl' : undefined;
}

function colorNotation(text: string, notations: readonly string[], allowMissingHash: boolean): { notation: Notation; letters: string } | undefined {
  const hexMatch = (allowMissingHash ? /^#?([0-9a-fA-F]+)$/ : /^#([0-9a-fA-F]+)$/).exec(text);
  if (hexMatch) {
    const digits = hexMatch[1]!;
    if ((digits.length === 3 || digits.length === 6) && notations.includes('hex')) return { notation: 'hex', letters: digits };
    if ((digits.length === 4 || digits.length === 8) && notations.includes('hexAlpha')) return { notation: 'hexAlpha', letters: digits };
  }
  const functional = functionalNotation(text);
  if (functional && notations.includes(functional)) return { notation: functional, letters: '' };
  if (notations.includes('named') && /^[a-z]+$/i.test(text) && Object.prototype.hasOwnProperty.call(colorNames, text.toLowerCase())) {
    return { notation: 'named', letters: '' };
  }
  return undefined;
}

export const checks: RuleChecks = {
  Capitalize: ({ value, params }) => {
    const text = nfc(textValue(value));
    if (params.mode !== 'everyWord') {
      const letter = firstLetter(text);
      if (letter && LOWERCASE_LETTER.test(letter.character)) return { status: 'failed', code: 'text_capitalize_first_letter_lowercase', measured: { violationCount: 1, ...letter } };
      return { status: 'passed', measured: { violationCount: 0 } };
    }
    const exceptions = (params.exceptions as string[] | undefined) ?? [];
    const codePoints = [...text];
    let first: Record<string, unknown> | undefined;
    let violationCount = 0;
    let wordIndex = 0;
    let position = 0;
    while (position < codePoints.length) {
      if (/\p{White_Space}/u.test(codePoints[position]!)) {
        position += 1;
        continue;
      }
      let end = position;
      while (end < codePoints.length && !/\p{White_Space}/u.test(codePoints[end]!)) end += 1;
      wordIndex += 1;
      const word = codePoints.slice(position, end).join('');
      // Letters (L) and decimal digits (Nd) are kept; other numbers such as `²` and `½` are stripped, as the page says.
      const bare = word.replace(/^[^\p{L}\p{Nd}]+|[^\p{L}\p{Nd}]+$/gu, '');
      if (wordIndex === 1 || !exceptions.includes(bare)) {
        const letter = firstLetter(word);
        if (letter && LOWERCASE_LETTER.test(letter.character)) {
          violationCount += 1;
          first ??= { wordIndex, word, character: letter.character, index: position + letter.index };
        }
      }
      position = end;
    }
    if (!first) return { status: 'passed', measured: { violationCount: 0 } };
    return { status: 'failed', code: 'text_capitalize_word_lowercase', measured: { violationCount, ...first } };
  },

  ColorCode: ({ value, params }) => {
    const text = textValue(value);
    const found = colorNotation(text, params.notations as string[], params.allowMissingHash === true);
    if (!found) return { status: 'failed', code: 'text_color_code_invalid' };
    const hexCase = params.hexCase ?? 'any';
    if ((found.notation === 'hex' || found.notation === 'hexAlpha') && ((hexCase === 'lower' && /[A-F]/.test(found.letters)) || (hexCase === 'upper' && /[a-f]/.test(found.letters)))) {
      return { status: 'failed', code: 'text_color_code_hex_case_mismatch', measured: { notation: found.notation } };
    }
    return { status: 'passed', measured: { notation: found.notation } };
  },

  DateTime: ({ value, params }) => {
    const profile = (params.profile ?? 'dateTime') as Profile;
    const parsed = parseDateTime(textValue(value), profile);
    if (!parsed) return { status: 'failed', code: 'text_datetime_invalid', fill: { profile } };
    const { normalized } = parsed;
    if (params.offset === 'utc' && !isUtcOffset(parsed.offset)) return { status: 'failed', code: 'text_datetime_offset_not_utc', measured: { offset: parsed.offset, normalized } };
    const bound = (text: unknown) => (typeof text === 'string' ? parseDateTime(text, profile) : undefined);
    const notBefore = bound(params.notBefore);
    if (notBefore && compareKeys(parsed.key, notBefore.key) < 0) return { status: 'failed', code: 'text_datetime_before_min', measured: { normalized } };
    const notAfter = bound(params.notAfter);
    if (notAfter && compareKeys(parsed.key, notAfter.key) > 0) return { status: 'failed', code: 'text_datetime_after_max', measured: { normalized } };
    return { status: 'passed', measured: { normalized } };
  },

  Encoding: ({ value, params }) => {
    const encoding = params.encoding as EncodingName;
    const allowControls = params.allowControlCharacters !== false;
    if (typeof value === 'string') {
      let index = 0;
      for (const character of nfc(value)) {
        const codePoint = character.codePointAt(0)!;
        if (!encodable(codePoint, encoding)) return { status: 'failed', code: 'text_encoding_unrepresentable', measured: { codePoint: hex(codePoint, 4), index } };
        if (!allowControls && isForbiddenControl(codePoint)) return { status: 'failed', code: 'text_encoding_control_character', measured: { codePoint: hex(codePoint, 4), index } };
        index += 1;
      }
      return { status: 'passed' };
    }
    const { bytes } = value as { bytes: Uint8Array };
    const hasBom = encoding === 'utf-8' && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    if (encoding === 'utf-8' && params.bom === 'forbid' && hasBom) return { status: 'failed', code: 'file_encoding_bom_forbidden' };
    if (encoding === 'utf-8' && params.bom === 'require' && !hasBom) return { status: 'failed', code: 'file_encoding_bom_missing' };
    const problem = firstFileProblem(bytes, encoding, allowControls, hasBom ? 3 : 0);
    return problem ? { status: 'failed', code: problem.code, measured: problem.measured } : { status: 'passed' };
  },

  JsonSchema: ({ value, params }) => {
    const parsed = parseStrictJson(nfc(textValue(value)));
    if (!parsed.ok) return { status: 'failed', code: 'text_json_syntax_invalid', measured: { reason: parsed.reason, line: parsed.line, column: parsed.column } };
    return schemaMismatch('text_json_schema_mismatch', parsed.value, params.schema as Record<string, unknown>);
  },

  LengthRange: ({ value, params }) => {
    const length = codePointCount(nfc(textValue(value)));
    if (typeof params.min === 'number' && length < params.min) return { status: 'failed', code: 'text_length_below_min', measured: { length } };
    if (typeof params.max === 'number' && length > params.max) return { status: 'failed', code: 'text_length_above_max', measured: { length } };
    return { status: 'passed', measured: { length } };
  },

  LowerCase: ({ value }) => {
    const found = caseViolations(nfc(textValue(value)), (c) => c.toLowerCase());
    return found.character === undefined ? { status: 'passed', measured: found } : { status: 'failed', code: 'text_lowercase_violation', measured: found };
  },

  MaxLength: ({ value, params }) => {
    const text = nfc(textValue(value));
    const unit = String(params.unit ?? 'characters');
    let length: number;
    if (unit === 'graphemes') length = graphemeCount(text);
    else if (unit === 'bytes') length = utf8Length(text);
    else if (unit === 'utf16_units') length = text.length;
    else length = codePointCount(text);
    return length > Number(params.max) ? { status: 'failed', code: 'text_max_length_exceeded', measured: { length } } : { status: 'passed', measured: { length } };
  },

  NoProfanity: () =>
    serverOnly('NoProfanity matches the text against term lists Guildforge curates and revises monthly; they are not published, so the moderation feature server checks it after the submission is created.'),

  Regex: async ({ value, params }) => {
    const text = nfc(textValue(value));
    const pattern = String(params.pattern);
    const flags = `${String(params.flags ?? '')}u`;
    const full = params.match !== 'partial';
    let expression: RegExp;
    try {
      // The bare pattern is compiled first: wrapped, `a)(b` would compile as `^(?:a)(b)$` and
      // `a)|(?:b` as `^(?:a)|(?:b)$`, which is not a whole-text match. Only a pattern that
      // compiles on its own is wrapped.
      expression = new RegExp(pattern, flags);
      if (full) expression = new RegExp(`^(?:${pattern})$`, flags);
    } catch (error) {
      throw new ParamsError(`pattern does not compile (${(error as Error).message})`);
    }
    const match = await execWithLimit(expression, text);
    if (match === 'timeout') return { status: 'failed', code: 'text_regex_timeout' };
    if (match === 'unlimited') return serverOnly(REGEX_UNLIMITED_REASON);
    if (params.negate === true) {
      if (!match) return { status: 'passed' };
      return { status: 'failed', code: 'text_regex_forbidden_match', measured: { index: [...text.slice(0, match.index)].length } };
    }
    return match ? { status: 'passed' } : { status: 'failed', code: 'text_regex_mismatch' };
  },

  UpperCase: ({ value }) => {
    const found = caseViolations(nfc(textValue(value)), (c) => c.toUpperCase());
    return found.character === undefined ? { status: 'passed', measured: found } : { status: 'failed', code: 'text_uppercase_violation', measured: found };
  },

  XsdSchema: ({ value, params }) => checkXml(nfc(textValue(value)), String(params.xsd), typeof params.rootElement === 'string' ? params.rootElement : undefined),

  YamlSchema: ({ value, params }) => {
    const text = nfc(textValue(value));
    const parsed = parseYaml(text, { allowAliases: params.allowAliases === true, checkKeys: true });
    if (!parsed.ok) {
      const code = 'incompatible' in parsed ? 'text_yaml_not_json_compatible' : 'text_yaml_syntax_invalid';
      return { status: 'failed', code, measured: { reason: parsed.reason, line: parsed.line, column: parsed.column } };
    }
    return schemaMismatch('text_yaml_schema_mismatch', parsed.value, params.schema as Record<string, unknown>);
  },
};
