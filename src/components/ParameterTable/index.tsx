import React, { type ReactNode } from 'react';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import { InlineText } from '@site/src/components/PlainText';
import { atLeastOneRequired, describeBounds, describeType, unitLabel, type Schema } from './describeSchema';
import styles from './styles.module.css';

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
  const oneOfGroup = atLeastOneRequired(schema);
  const names = Object.keys(properties);
  if (names.length === 0) return <p>{emptyMessage}</p>;
  return (
    <ColumnTable label="Parameters" columns={['Parameter', 'Type', 'Default', 'Bounds', 'Description']}>
      {names.map((name) => {
        const property = properties[name];
        const unit = unitLabel(property);
        const bounds = describeBounds(property);
        return (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
              {required.has(name) ? <span className={styles.required}>required</span> : null}
              {oneOfGroup.includes(name) ? (
                <span className={styles.required}>at least one of {oneOfGroup.join(', ')} required</span>
              ) : null}
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
    </ColumnTable>
  );
}
