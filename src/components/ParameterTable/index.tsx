import React, { type ReactNode } from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { InlineText } from '@site/src/components/PlainText';
import styles from './styles.module.css';

type Schema = { readonly [key: string]: unknown };

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
  scene_units: 'scene units',
  hertz: 'Hz',
  kbps: 'kbit/s',
};

function describeType(schema: Schema): string {
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

interface Props {
  /** An object schema; its `properties` become rows. */
  readonly schema: Schema;
  /** Shown when the schema has no properties. */
  readonly emptyMessage: string;
}

/** Renders an object JSON Schema's properties as a parameter table. */
export default function ParameterTable({ schema, emptyMessage }: Props): ReactNode {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (names.length === 0) return <p>{emptyMessage}</p>;
  return (
    <ScrollableTable label="Parameters">
      <table>
        <thead>
          <tr>
            <th scope="col">Parameter</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Bounds</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name) => {
            const property = properties[name];
            const unit = typeof property['x-unit'] === 'string' ? UNIT_LABELS[property['x-unit']] : undefined;
            const bounds = describeBounds(property);
            return (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                  {required.has(name) ? <span className={styles.required}>required</span> : null}
                </th>
                <td>
                  {describeType(property)}
                  {unit && unit !== 'count' && unit !== 'ratio' ? <span className={styles.unit}> ({unit})</span> : null}
                </td>
                <td>{property.default === undefined ? '—' : <code>{JSON.stringify(property.default)}</code>}</td>
                <td>{bounds.length ? bounds.join('; ') : '—'}</td>
                <td>{typeof property.description === 'string' ? <InlineText text={property.description} /> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollableTable>
  );
}
