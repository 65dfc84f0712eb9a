/**
 * The explorer's sandbox panel: says what the "Mock (in your browser)" server is, which
 * credentials it accepts, lets the reader pick the documented response to receive, and shows
 * the user quests and rewards this tab's sandbox holds (src/api/sandbox). Rendered above the
 * API theme's explorer by src/theme/ApiExplorer, so it loads only with the explorer.
 */
import React, { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { MOCK_SERVER_DESCRIPTION, MOCK_SERVER_PATH } from '@site/src/config/site';
import { responseOf, type SandboxOperation } from '@site/src/api/sandbox/contract';
import { MOCK_API_KEY, MOCK_USER_TOKEN } from '@site/src/api/sandbox/credentials';
import type { Sandbox } from '@site/src/api/sandbox/sandbox';
import { emptyState, SANDBOX_STATE_EVENT, type SandboxState } from '@site/src/api/sandbox/state';
import { startSandbox } from '@site/src/api/sandbox/browser';
import styles from './styles.module.css';

interface Choice {
  readonly value: string;
  readonly label: string;
}

/** Every documented response of the operation, labelled by status and catalogue code or example name. */
export function responseChoices(sandbox: Sandbox, operation: SandboxOperation): Choice[] {
  return Object.keys(operation.responses)
    .sort()
    .flatMap((status) =>
      (responseOf(sandbox.contract, operation, status)?.examples ?? []).map((example) => {
        const code = (example.value as { code?: unknown } | undefined)?.code;
        return { value: `${status}:${example.name}`, label: `${status} ${typeof code === 'string' ? code : example.name}` };
      }),
    );
}

type Status = { kind: 'starting' } | { kind: 'ready'; sandbox: Sandbox } | { kind: 'failed'; message: string };

export default function SandboxPanel({ operationId }: { readonly operationId?: string }): ReactNode {
  const [status, setStatus] = useState<Status>({ kind: 'starting' });
  const [state, setState] = useState<SandboxState>(emptyState);
  const selectId = useId();
  useEffect(() => {
    let live = true;
    startSandbox().then(
      (sandbox) => {
        if (!live) return;
        setStatus({ kind: 'ready', sandbox });
        setState(sandbox.store.read());
      },
      (error: unknown) => live && setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  const sandbox = status.kind === 'ready' ? status.sandbox : undefined;
  const operation = sandbox?.contract.operations.find((candidate) => candidate.operationId === operationId);
  const update = useCallback(
    (change: (current: SandboxState) => SandboxState) => {
      if (!sandbox) return;
      const next = change(sandbox.store.read());
      sandbox.store.write(next);
      setState(next);
    },
    [sandbox],
  );
  useEffect(() => {
    if (!sandbox) return undefined;
    const refresh = () => setState(sandbox.store.read());
    window.addEventListener(SANDBOX_STATE_EVENT, refresh);
    return () => window.removeEventListener(SANDBOX_STATE_EVENT, refresh);
  }, [sandbox]);
  const userQuests = Object.values(state.userQuests);
  const userRewards = Object.values(state.userRewards);
  return (
    <section className={styles.panel} aria-labelledby={`${selectId}-title`}>
      <h2 className={styles.title} id={`${selectId}-title`}>
        {MOCK_SERVER_DESCRIPTION}
      </h2>
      <p>
        The first server, <code>{MOCK_SERVER_PATH}</code> on this site, is answered in this browser tab from the API description: requests are
        validated as the API validates them and answered with its documented examples or problem documents. Nothing leaves your browser, and it
        works offline.
      </p>
      <p>
        Without a credential it answers <code>401 missing_credentials</code>. Under Authorization, enter the bearer token{' '}
        <code className={styles.credential}>{MOCK_USER_TOKEN}</code> or the API key <code className={styles.credential}>{MOCK_API_KEY}</code>.
      </p>
      <p role="status" className={styles.status}>
        {status.kind === 'starting' && 'Starting the mock…'}
        {status.kind === 'ready' && 'The mock is running in this tab.'}
        {status.kind === 'failed' && `The mock could not start (${status.message}). Pick another server to send real requests.`}
      </p>
      {sandbox && operation && (
        <div className={styles.row}>
          <label htmlFor={selectId}>Response to receive</label>
          <select
            id={selectId}
            value={state.picks[operation.operationId] ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              update((current) => {
                const picks = { ...current.picks };
                if (value) picks[operation.operationId] = value;
                else delete picks[operation.operationId];
                return { ...current, picks };
              });
            }}
          >
            <option value="">What the request earns (validated)</option>
            {responseChoices(sandbox, operation).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {sandbox && (userQuests.length > 0 || userRewards.length > 0) && (
        <div>
          <h3 className={styles.subtitle}>In this tab</h3>
          <ul className={styles.list}>
            {userQuests.map((userQuest) => (
              <li key={String(userQuest.id)}>
                User quest <code>{String(userQuest.id)}</code>: <code>{String(userQuest.status)}</code>
              </li>
            ))}
            {userRewards.map((reward) => (
              <li key={String(reward.id)}>
                User reward <code>{String(reward.id)}</code> ({String(reward.name)}): <code>{String(reward.status)}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="button button--sm button--secondary" onClick={() => update(() => emptyState())}>
            Reset the mock
          </button>
        </div>
      )}
    </section>
  );
}
