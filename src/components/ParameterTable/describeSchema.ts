/** Words for JSON Schema properties, used by the parameter tables. */
export type Schema = { readonly [key: string]: unknown };

/** How each `x-unit` value of the API description is written in a table. */
const UNIT_LABELS: Record<string, string> = {
  px: 'px',
  bytes: 'bytes',
  seconds: 's',
  milliseconds: 'ms',
  minutes: 'min',
  degrees: '°',
  percent: '%',
  ratio: 'ratio',
  count: 'count',
  characters: 'characters',
  meters: 'm',
  hertz: 'Hz',
  kbps: 'kbit/s',
};

/**
 * Properties of which at least one must be given, from `anyOf: [{ required: [a] }, { required: [b] }]`
 * (e.g. AudioDuration's `min` and `max`); empty when the schema has no such `anyOf`.
 */
export function atLeastOneRequired(schema: Schema): string[] {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length < 2) return [];
  const names: string[] = [];
  for (const branch of branches as Schema[]) {
    const keys = Object.keys(branch);
    const required = branch.required;
    if (keys.length !== 1 || !Array.isArray(required) || required.length !== 1) return [];
    names.push(String(required[0]));
  }
  return names;
}

/** A property's type in words, e.g. `array of string`. */
export function describeType(schema: Schema): string {
  if (Array.isArray(schema.enum)) return 'enum';
  const type = schema.type;
  if (type === 'array') {
    const items = (schema.items ?? {}) as Schema;
    return `array of ${describeType(items)}`;
  }
  if (Array.isArray(type)) return type.join(' | ');
  if (typeof type === 'string') return type;
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return 'one of several shapes';
  return 'any';
}

/** Human-readable bounds of a property: numeric ranges, lengths, item counts and enums. */
export function describeBounds(schema: Schema): string[] {
  const bounds: string[] = [];
  const pair = (low: unknown, high: unknown, noun: string) => {
    if (low !== undefined && high !== undefined) bounds.push(`${noun}${String(low)} to ${String(high)}`);
    else if (low !== undefined) bounds.push(`${noun}≥ ${String(low)}`);
    else if (high !== undefined) bounds.push(`${noun}≤ ${String(high)}`);
  };
  pair(schema.minimum, schema.maximum, '');
  if (schema.exclusiveMinimum !== undefined) bounds.push(`> ${String(schema.exclusiveMinimum)}`);
  if (schema.exclusiveMaximum !== undefined) bounds.push(`< ${String(schema.exclusiveMaximum)}`);
  pair(schema.minLength, schema.maxLength, 'length ');
  pair(schema.minItems, schema.maxItems, 'items ');
  if (schema.uniqueItems === true) bounds.push('unique items');
  if (typeof schema.pattern === 'string') bounds.push(`pattern ${schema.pattern}`);
  const enumValues = Array.isArray(schema.enum)
    ? schema.enum
    : Array.isArray((schema.items as Schema | undefined)?.enum)
      ? ((schema.items as Schema).enum as unknown[])
      : undefined;
  if (enumValues) bounds.push(`one of ${enumValues.map((value) => JSON.stringify(value)).join(', ')}`);
  return bounds;
}

/** The unit label of a numeric property, from its `x-unit`. */
export function unitLabel(schema: Schema): string | undefined {
  const unit = schema['x-unit'];
  return typeof unit === 'string' ? UNIT_LABELS[unit] : undefined;
}
