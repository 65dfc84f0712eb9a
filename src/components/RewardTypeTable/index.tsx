import React, { type ReactNode } from 'react';
import rewardTypes from '@site/src/data/generated/rewardTypes.json';
import { ColumnTable } from '@site/src/components/ScrollableTable';

interface RewardTypeEntry {
  readonly type: string;
  readonly description: string;
  readonly params: readonly { readonly name: string; readonly required: boolean }[];
}

/** Text with `code spans`, as the API description writes them. */
function withCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, index) => (part.startsWith('`') && part.endsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part));
}

/**
 * The six reward types, their `params` and what each is, read from the API description's
 * `RewardParams` union by `npm run generate` (scripts/generate.mts). Guides show this table
 * instead of a copy, so a new type or parameter reaches them with the contract.
 */
export default function RewardTypeTable(): ReactNode {
  return (
    <ColumnTable label="Reward types" columns={['Type', 'Parameters', 'What it is']}>
      {(rewardTypes as readonly RewardTypeEntry[]).map((entry) => (
        <tr key={entry.type}>
          <th scope="row">
            <code>{entry.type}</code>
          </th>
          <td>
            {entry.params.length === 0
              ? 'none'
              : entry.params.map((param, index) => (
                  <React.Fragment key={param.name}>
                    {index > 0 ? ', ' : null}
                    <code>{param.name}</code>
                    {param.required ? null : ' (optional)'}
                  </React.Fragment>
                ))}
          </td>
          <td>{withCode(entry.description)}</td>
        </tr>
      ))}
    </ColumnTable>
  );
}
