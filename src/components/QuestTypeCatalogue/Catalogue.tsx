import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { verificationLabel } from '@site/src/components/QuestTypeReference/labels';
import { questProviders, questTypeId, questTypePath, questTypeRegistry } from '@site/src/data/quests';
import styles from './styles.module.css';

/** All quest types by provider, each with its summary and verification mode. */
export default function QuestTypeCatalogue(): ReactNode {
  return (
    <>
      {questProviders.map((provider) => (
        <section key={provider.id} aria-label={`${provider.label} quest types`}>
          <h3>{provider.label}</h3>
          <ul className={styles.grid}>
            {questTypeRegistry
              .filter((quest) => quest.provider === provider.id)
              .map((quest) => (
                <li key={quest.type} className={styles.card}>
                  <Link to={questTypePath(quest)} className={styles.title}>
                    {quest.title}
                  </Link>
                  <code className={styles.id}>{questTypeId(quest)}</code>
                  <p>{quest.summary}</p>
                  <p className={styles.mode}>{verificationLabel(quest.verification)}</p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
