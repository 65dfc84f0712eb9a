/**
 * Misc rules: Misc/Enum (EnumEquality, ListRange, NoDuplicate, OnlyOne, Valid), Misc/Number
 * (Equation, NumberEquality, NumberRange, NumberType), KeyType and MaxFileSize.
 */
import { nfc } from '../text/normalize.js';
import { facts } from '../generated/miscFacts.js';
import { EvaluationStop, evaluate, fieldNames, parseExpression } from '../text/equation.js';
import { parseStrictJson, parseYaml, lineColumn } from '../text/structured.js';
import { fileValue, listValue, numberValue, serverOnly, textValue, type RuleChecks, type RuleOutcome } from '../rule.js';
import type { FieldValue } from '../types.js';
import { isMap, isSeq } from 'yaml';

export { facts };

const items = (value: FieldValue): readonly string[] => (typeof value === 'string' ? [value] : listValue(value));

/** Decimal places of the shortest round-tripping decimal string, with exponent notation expanded. */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

const KEY_CASES: Readonly<Record<string, RegExp>> = {
  camelCase: /^[a-z][a-zA-Z0-9]*$/,
  PascalCase: /^[A-Z][a-zA-Z0-9]*$/,
  snake_case: /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/,
  'kebab-case': /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/,
  SCREAMING_SNAKE_CASE: /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/,
  any: /^/,
};

const pointer = (segments: readonly string[]) => segments.map((s) => `/${s.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** YAML key types as the KeyType page names them. */
function yamlKeyType(key: unknown): string {
  if (typeof key === 'boolean') return 'bool';
  if (typeof key === 'number') return Number.isInteger(key) ? 'int' : 'float';
  return 'null';
}

export const checks: RuleChecks = {
  EnumEquality: ({ value, params, values }) => {
    const actual = nfc(textValue(value));
    let expected: string;
    if (typeof params.field === 'string') {
      const other = values[params.field];
      if (other === undefined) return { status: 'passed', measured: { referenceMissing: [params.field] } };
      expected = nfc(textValue(other));
    } else expected = nfc(String(params.value));
    const measured = { actual, expected };
    if (params.operator === 'notEqual') return actual === expected ? { status: 'failed', code: 'enum_equality_forbidden_match', measured } : { status: 'passed', measured };
    return actual === expected ? { status: 'passed', measured } : { status: 'failed', code: 'enum_equality_mismatch', measured };
  },

  ListRange: ({ value, params }) => {
    const count = listValue(value).length;
    if (typeof params.min === 'number' && count < params.min) return { status: 'failed', code: 'enum_list_too_few_items', measured: { count } };
    if (typeof params.max === 'number' && count > params.max) return { status: 'failed', code: 'enum_list_too_many_items', measured: { count } };
    return { status: 'passed', measured: { count } };
  },

  NoDuplicate: () =>
    serverOnly('NoDuplicate compares the value with the other submissions to the schema, which only Guildforge holds; the API checks it when the submission is stored.'),

  OnlyOne: ({ value, params }) => {
    const exclusive = (params.exclusive as string[]).map(nfc);
    const selected = listValue(value).map(nfc).filter((item) => exclusive.includes(item));
    const measured = { selected, selectedCount: selected.length };
    if (selected.length > 1) return { status: 'failed', code: 'enum_only_one_multiple_selected', measured };
    if (selected.length === 0 && params.requireOne === true) return { status: 'failed', code: 'enum_only_one_none_selected', measured };
    return { status: 'passed', measured };
  },

  Valid: ({ value, params, values }) => {
    const chosen = items(value).map(nfc);
    if (Array.isArray(params.allowed)) {
      const allowedNow = (params.allowed as string[]).map(nfc);
      const index = chosen.findIndex((item) => !allowedNow.includes(item));
      if (index < 0) return { status: 'passed', measured: { allowedNow } };
      return { status: 'failed', code: 'enum_option_not_allowed', measured: { invalid: chosen[index], index, allowedNow } };
    }
    const key = String(params.field);
    const other = values[key];
    if (other === undefined) return { status: 'passed', measured: { referenceMissing: [key] } };
    const fieldValue = nfc(textValue(other));
    const map = params.allowedByValue as Record<string, string[]>;
    const allowedNow = Object.prototype.hasOwnProperty.call(map, fieldValue) ? map[fieldValue]!.map(nfc) : undefined;
    if (!allowedNow) return { status: 'passed', measured: { fieldValue } };
    const index = chosen.findIndex((item) => !allowedNow.includes(item));
    if (index < 0) return { status: 'passed', measured: { fieldValue, allowedNow } };
    return { status: 'failed', code: 'enum_option_not_allowed_with_selection', measured: { invalid: chosen[index], index, fieldValue, allowedNow } };
  },

  Equation: ({ field, value, params, values }) => {
    const expression = String(params.expression);
    const tree = parseExpression(expression);
    const names = fieldNames(tree);
    const known: Record<string, number> = {};
    const missing: string[] = [];
    for (const name of names) {
      const entry = name === field.key ? value : values[name];
      if (entry === undefined) missing.push(name);
      else known[name] = numberValue(entry);
    }
    if (missing.length) return { status: 'passed', measured: { referenceMissing: missing } };
    try {
      const holds = evaluate(tree, known, Number(params.tolerance ?? 1e-9));
      return holds ? { status: 'passed', measured: { values: known } } : { status: 'failed', code: 'number_equation_not_satisfied', measured: { values: known } };
    } catch (error) {
      if (error instanceof EvaluationStop) return { status: 'failed', code: 'number_equation_not_evaluable', measured: { values: known, reason: error.reason } };
      throw error;
    }
  },

  NumberEquality: ({ value, params, values }) => {
    const actual = numberValue(value);
    let expected: number;
    if (typeof params.field === 'string') {
      const other = values[params.field];
      if (other === undefined) return { status: 'passed', measured: { referenceMissing: [params.field] } };
      expected = numberValue(other);
    } else expected = Number(params.value);
    const tolerance = Number(params.tolerance ?? 0);
    const within = Math.abs(actual - expected) <= tolerance;
    const measured = { actual, expected };
    if (params.operator === 'notEqual') return within ? { status: 'failed', code: 'number_equality_forbidden_match', measured, fill: { tolerance } } : { status: 'passed', measured };
    return within ? { status: 'passed', measured } : { status: 'failed', code: 'number_equality_mismatch', measured, fill: { tolerance } };
  },

  NumberRange: ({ value, params }) => {
    const actual = numberValue(value);
    if (typeof params.min === 'number' && actual < params.min) return { status: 'failed', code: 'number_range_below_min', measured: { actual } };
    if (typeof params.max === 'number' && actual > params.max) return { status: 'failed', code: 'number_range_above_max', measured: { actual } };
    return { status: 'passed', measured: { actual } };
  },

  NumberType: ({ value, params }) => {
    const actual = numberValue(value);
    if (params.type === 'integer') {
      if (!Number.isInteger(actual)) return { status: 'failed', code: 'number_type_not_integer', measured: { actual } };
      if (!Number.isSafeInteger(actual)) return { status: 'failed', code: 'number_type_integer_unsafe', measured: { actual } };
      return { status: 'passed', measured: { actual } };
    }
    const places = decimalPlaces(actual);
    if (typeof params.maxDecimalPlaces === 'number' && places > params.maxDecimalPlaces) {
      return { status: 'failed', code: 'number_type_too_many_decimal_places', measured: { actual, decimalPlaces: places } };
    }
    return { status: 'passed', measured: { actual, decimalPlaces: places } };
  },

  KeyType: ({ value, params }): RuleOutcome => {
    const text = nfc(textValue(value));
    const format = String(params.format);
    const keyCase = KEY_CASES[String(params.keyCase ?? 'any')] ?? KEY_CASES.any!;
    const maxKeyLength = typeof params.maxKeyLength === 'number' ? params.maxKeyLength : Infinity;
    const topLevel = params.scope === 'topLevel';
    type Failure = { code: string; measured: Record<string, unknown> };
    const failures: Failure[] = [];
    const checkStringKey = (key: string, path: string[]) => {
      const keyLength = [...key].length;
      const at = pointer(path);
      if (keyLength > maxKeyLength) failures.push({ code: 'text_key_too_long', measured: { key, path: at, keyLength } });
      else if (!keyCase.test(key)) failures.push({ code: 'text_key_case_mismatch', measured: { key, path: at } });
    };
    if (format === 'json') {
      const parsed = parseStrictJson(text);
      if (!parsed.ok) return { status: 'failed', code: 'text_key_type_unparsable', measured: { reason: parsed.reason, line: parsed.line, column: parsed.column } };
      const walk = (node: unknown, path: string[], depth: number) => {
        if (Array.isArray(node)) node.forEach((item, index) => !topLevel && walk(item, [...path, String(index)], depth + 1));
        else if (node && typeof node === 'object') {
          for (const [key, child] of Object.entries(node)) {
            if (topLevel && depth > 0) return;
            checkStringKey(key, [...path, key]);
            if (!topLevel) walk(child, [...path, key], depth + 1);
          }
        }
      };
      walk(parsed.value, [], 0);
    } else {
      const parsed = parseYaml(text, { allowAliases: true, checkKeys: false });
      if (!parsed.ok) return { status: 'failed', code: 'text_key_type_unparsable', measured: { reason: parsed.reason, line: parsed.line, column: parsed.column } };
      // Walk the YAML nodes, so that non-string keys keep their source text and position.
      const walk = (node: unknown, path: string[], depth: number) => {
        const n = node as { items?: unknown[] } | null;
        if (!n || !Array.isArray(n.items)) return;
        n.items.forEach((item, index) => {
          const pair = item as { key?: { value?: unknown; source?: string; range?: number[] } | null; value?: unknown };
          if (pair && typeof pair === 'object' && 'key' in pair) {
            const keyNode = pair.key;
            const keyValue = keyNode && 'value' in keyNode ? keyNode.value : keyNode;
            if (typeof keyValue === 'string') checkStringKey(keyValue, [...path, keyValue]);
            else {
              const offset = keyNode?.range?.[0] ?? 0;
              const source = keyNode?.source ?? text.slice(offset, keyNode?.range?.[1] ?? offset);
              const keyType = isSeq(keyNode) ? 'seq' : isMap(keyNode) ? 'map' : yamlKeyType(keyValue);
              failures.push({ code: 'text_key_not_string', measured: { key: source, keyType, ...lineColumn(text, offset) } });
            }
            if (!topLevel) walk(pair.value, [...path, typeof keyValue === 'string' ? keyValue : String(keyValue)], depth + 1);
          } else if (!topLevel) walk(item, [...path, String(index)], depth + 1);
        });
      };
      walk(parsed.tree, [], 0);
    }
    const first = failures[0];
    if (!first) return { status: 'passed', measured: { violationCount: 0 } };
    return { status: 'failed', code: first.code, measured: { ...first.measured, violationCount: failures.length } };
  },

  MaxFileSize: ({ value, params }) => {
    const byteSize = fileValue(value).bytes.byteLength;
    return byteSize > Number(params.maxBytes) ? { status: 'failed', code: 'file_max_size_exceeded', measured: { byteSize } } : { status: 'passed', measured: { byteSize } };
  },
};
