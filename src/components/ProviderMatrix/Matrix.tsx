import React, { type ReactNode } from 'react';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import Link from '@docusaurus/Link';
import { formatSeconds } from '@site/src/components/QuestTypeReference/labels';
import { questProviders, questTypeId, questTypePath, questTypeRegistry } from '@site/src/data/quests';
import styles from './styles.module.css';

/**
 * What each provider can verify: its quest types, the prerequisites (scopes, bots,
 * public profiles), the verification modes and delays, and the limits, per provider.
 */
export default function ProviderMatrix(): ReactNode {
  return (
    <ColumnTable label="Provider matrix" columns={['Provider', 'Quest types', 'Needs', 'Verification', 'Provider delay', 'Limits']}>
      {questProviders.map((provider) => {
        const types = questTypeRegistry.filter((quest) => quest.provider === provider.id);
        const needs = [...new Set(types.flatMap((quest) => quest.prerequisites.filter((p) => p.kind !== 'none').map((p) => p.description)))];
        const modes = [...new Set(types.map((quest) => quest.verification.mode.replace('_', ' ')))];
        const delays = types.map((quest) => quest.providerDelaySeconds);
        const limits = [...new Set(types.flatMap((quest) => quest.limits))];
        return (
          <tr key={provider.id}>
            <th scope="row">{provider.label}</th>
            <td>
              <ul className={styles.list}>
                {types.map((quest) => (
                  <li key={quest.type}>
                    <Link to={questTypePath(quest)}>
                      <code>{questTypeId(quest)}</code>
                    </Link>
                  </li>
                ))}
              </ul>
            </td>
            <td>
              {needs.length === 0 ? (
                'Nothing beyond a Guildforge account'
              ) : (
                <ul className={styles.list}>
                  {needs.map((need) => (
                    <li key={need}>{need}</li>
                  ))}
                </ul>
              )}
            </td>
            <td>{modes.join(', ')}</td>
            <td>
              {Math.min(...delays) === Math.max(...delays)
                ? formatSeconds(delays[0])
                : `${formatSeconds(Math.min(...delays))} to ${formatSeconds(Math.max(...delays))}`}
            </td>
            <td>
              <ul className={styles.list}>
                {limits.map((limit) => (
                  <li key={limit}>{limit}</li>
                ))}
              </ul>
            </td>
          </tr>
        );
      })}
    </ColumnTable>
  );
}
