/**
 * The code beside an API operation page's reference: the request in the nine languages of the
 * spec's code-sample tabs, and the documented responses (src/api/requestSamples.ts writes both at
 * build time; src/api/operationPage.ts imports them as text).
 *
 * The server renders every language and every response into the HTML, so the pane shows with
 * scripts off and its code costs no script: in the browser each source is deferred
 * (src/theme/CodeBlock/deferredSource.ts) and read back from the markup. The language tabs share
 * Docusaurus's `code-samples` group with the guides' code tabs and the API explorer, so the
 * reader's language is remembered across pages (local storage `docusaurus.tab.code-samples`).
 */
import React, { useEffect, useId, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { CodeTab, CodeTabs } from '@site/src/components/CodeTabs';
import { codeSampleLanguages } from '@site/src/config/codeSampleLanguages';
import { API_SERVERS } from '@site/src/config/site';
import { isDeferredSource, type DeferredSource } from '@site/src/theme/CodeBlock/deferredSource';
import styles from './styles.module.css';

/** What a `?raw` import is: the text on the server, a deferred source in the browser. */
type Source = string | DeferredSource;

export interface RequestSample {
  /** A postman-code-generators language key of src/config/codeSampleLanguages.ts. */
  readonly language: string;
  readonly source: Source;
}

export interface ResponseSample {
  readonly label: string;
  readonly source: Source;
}

/** The groupId of every code-sample tab set on the site, the API theme's explorer included. */
export const CODE_SAMPLES_GROUP = 'code-samples';

const [PRODUCTION, SANDBOX] = API_SERVERS;

/** The CodeBlock wrapper takes a deferred source as its children (src/theme/CodeBlock), though its type says string. */
const codeOf = (source: Source) => source as unknown as string;

const textOf = (source: Source): Promise<string> => (isDeferredSource(source) ? source.load() : Promise.resolve(source));

/**
 * The samples' text with the sandbox host, once the reader switched to it; null until then.
 * The browser has the text only after loading it (the markup holds the production host).
 */
function useSandboxTexts(samples: readonly RequestSample[], sandbox: boolean): readonly string[] | null {
  const [texts, setTexts] = useState<readonly string[] | null>(null);
  useEffect(() => {
    if (!sandbox || texts) return;
    let live = true;
    Promise.all(samples.map((sample) => textOf(sample.source)))
      .then((loaded) => {
        if (live) setTexts(loaded.map((text) => text.split(PRODUCTION.url).join(SANDBOX.url)));
      })
      .catch(() => undefined); // offline: the production samples stay, the switch says why below
    return () => {
      live = false;
    };
  }, [sandbox, samples, texts]);
  return sandbox ? texts : null;
}

function HostSwitch({ sandbox, onChange }: { readonly sandbox: boolean; readonly onChange: (sandbox: boolean) => void }): ReactNode {
  return (
    <div className={styles.hosts} role="group" aria-label="API host of the samples">
      {[false, true].map((value) => (
        <button
          key={String(value)}
          type="button"
          className={styles.host}
          aria-pressed={sandbox === value}
          onClick={() => onChange(value)}
        >
          {value ? 'Sandbox' : 'Production'}
        </button>
      ))}
    </div>
  );
}

export function ApiSamples({ samples, responses }: { readonly samples: readonly RequestSample[]; readonly responses: readonly ResponseSample[] }): ReactNode {
  const [sandbox, setSandbox] = useState(false);
  const sandboxTexts = useSandboxTexts(samples, sandbox);
  const [response, setResponse] = useState(0);
  const responseId = useId();
  const host = sandboxTexts ? SANDBOX : PRODUCTION;
  // Not indexed for search: nine renderings of the same request and every documented response
  // put each header and error code on every operation page (Idempotency-Key, idempotency_key_reused,
  // the quest failure codes), which pushed the page that explains one out of the first three results.
  return (
    <aside className={styles.pane} aria-label="Request and response samples" data-testid="api-samples" data-pagefind-ignore="all">
      <section className={styles.part} aria-labelledby={`${responseId}-request`}>
        <div className={styles.head}>
          <h2 className={styles.title} id={`${responseId}-request`}>
            Request sample
          </h2>
          <HostSwitch sandbox={sandbox} onChange={setSandbox} />
        </div>
        <div className={styles.tabs}>
          <CodeTabs groupId={CODE_SAMPLES_GROUP}>
            {samples.map((sample, index) => {
              const language = codeSampleLanguages.find((candidate) => candidate.language === sample.language);
              if (!language) throw new Error(`No code-sample language ${sample.language} (src/config/codeSampleLanguages.ts)`);
              return (
                <CodeTab key={sample.language} value={language.language} label={language.label}>
                  <CodeBlock language={language.highlight} className={styles.code}>
                    {sandboxTexts?.[index] ?? codeOf(sample.source)}
                  </CodeBlock>
                </CodeTab>
              );
            })}
          </CodeTabs>
        </div>
        <p className={styles.note} data-testid="api-samples-host">
          {host === SANDBOX ? 'Sandbox: test keys, no real rewards.' : 'Production: live keys.'} Replace each <code>&lt;…&gt;</code>; a
          new UUID for each <code>&lt;IDEMPOTENCY_KEY&gt;</code>.
        </p>
      </section>
      {responses.length > 0 ? (
        <section className={styles.part} aria-labelledby={`${responseId}-response`}>
          <div className={styles.head}>
            <h2 className={styles.title} id={`${responseId}-response`}>
              Response example
            </h2>
            {responses.length > 1 ? (
              <select
                className={styles.chooser}
                aria-label="Documented response"
                value={response}
                onChange={(event) => setResponse(Number(event.target.value))}
              >
                {responses.map((sample, index) => (
                  <option key={sample.label} value={index}>
                    {sample.label}
                  </option>
                ))}
              </select>
            ) : (
              <span className={styles.status}>{responses[0].label}</span>
            )}
          </div>
          {responses.map((sample, index) => (
            <div key={sample.label} hidden={index !== response} data-response={sample.label}>
              <CodeBlock language="json" className={`${styles.code} ${styles.response}`}>
                {codeOf(sample.source)}
              </CodeBlock>
            </div>
          ))}
        </section>
      ) : null}
    </aside>
  );
}
