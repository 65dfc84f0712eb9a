/**
 * The small components that generated API operation pages are made of (the MDX comes
 * from src/api/operationPage.ts). Everything is resolved at build time; these only lay
 * out rows and badges, so an operation page costs little more script than a guide.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import ServerMarkup from '@site/src/components/ServerMarkup';
import { codeSampleLanguages } from '@site/src/config/codeSampleLanguages';
import { API_SERVERS } from '@site/src/config/site';
import { useApiExplorer } from './explorerContext';
import styles from './styles.module.css';

/** The authentication guide, which documents both credentials and every role. */
const AUTHENTICATION_GUIDE = '/docs/api/authentication';

const CREDENTIAL_LABELS: Record<string, string> = {
  projectKey: 'project API key',
  userToken: 'user token',
};

interface EndpointProps {
  readonly method: string;
  readonly path: string;
  /** `x-required-role`, or null for public operations. */
  readonly role: string | null;
  /** Security scheme names that satisfy the operation; empty for public operations. */
  readonly credentials: readonly string[];
}

/** Method, path, base URL and who may call the operation. */
export function ApiEndpoint({ method, path, role, credentials }: EndpointProps): ReactNode {
  const [production] = API_SERVERS;
  return (
    <div className={styles.endpoint} data-testid="api-endpoint">
      <p className={styles.request}>
        <span className={`${styles.method} ${styles[method] ?? ''}`}>{method.toUpperCase()}</span>{' '}
        <code className={styles.path}>{path}</code>
      </p>
      <p className={styles.meta}>
        Base URL <code>{production.url}</code>
        {' · '}
        {credentials.length === 0 ? (
          <Link to={`${AUTHENTICATION_GUIDE}#public-operations`}>public, no credentials</Link>
        ) : (
          <>
            <Link to={AUTHENTICATION_GUIDE}>{credentials.map((name) => CREDENTIAL_LABELS[name] ?? name).join(' or ')}</Link>
            {role ? (
              <>
                {', role '}
                <Link to={`${AUTHENTICATION_GUIDE}#roles`}>
                  <code>{role}</code>
                </Link>
              </>
            ) : null}
          </>
        )}
      </p>
    </div>
  );
}

const languageList = codeSampleLanguages.map((language) => language.label).join(', ');

/** Offers the code samples and request explorer, which load only when asked for. */
export function ApiExplorerLauncher(): ReactNode {
  const explorer = useApiExplorer();
  if (!explorer || explorer.loaded) return null;
  return (
    <section className={styles.launcher} aria-labelledby="api-explorer-heading">
      <h2 id="api-explorer-heading" className={styles.launcherHeading}>
        Code samples and explorer
      </h2>
      <p>Copy this request in {languageList}, or fill in the parameters and send it to the sandbox with your test key.</p>
      <button
        type="button"
        className="button button--primary"
        onPointerEnter={explorer.prefetch}
        onFocus={explorer.prefetch}
        onClick={explorer.open}
      >
        Show code samples
      </button>
    </section>
  );
}

/**
 * A table of schema fields; its rows are SchemaRow elements. Like the error table, it is static:
 * a hydrated page keeps the server's rows (src/components/ServerMarkup), which are most of an
 * operation page's elements.
 */
export function SchemaTable({ label, children }: { readonly label: string; readonly children: ReactNode }): ReactNode {
  return (
    <ServerMarkup>
      <ColumnTable label={label} columns={['Field', 'Type', 'Description']} className={styles.schema}>
        {children}
      </ColumnTable>
    </ServerMarkup>
  );
}

interface SchemaRowProps {
  /** Dotted path of the field: `userQuest.status`, `items[].id`. */
  readonly name: string;
  readonly type: string;
  readonly required?: boolean;
  readonly bounds?: readonly string[];
  /** The field's description, as Markdown compiled by MDX. */
  readonly children?: ReactNode;
}

export function SchemaRow({ name, type, required = false, bounds = [], children }: SchemaRowProps): ReactNode {
  const cut = name.lastIndexOf('.') + 1; // `parent.` and `parent[].` prefixes are dimmed
  return (
    <tr>
      <th scope="row" className={styles.field}>
        <code>
          {cut > 0 ? <span className={styles.parent}>{name.slice(0, cut)}</span> : null}
          {name.slice(cut)}
        </code>
        {required ? <span className={styles.required}>required</span> : null}
      </th>
      <td className={styles.type}>{type}</td>
      <td>
        {children}
        {bounds.length ? <p className={styles.bounds}>{bounds.join('; ')}</p> : null}
      </td>
    </tr>
  );
}

/** Error statuses of an operation; the rows are ErrorStatusRow elements. */
export function ErrorStatusTable({ children }: { readonly children: ReactNode }): ReactNode {
  return (
    <ServerMarkup>
      <ColumnTable label="Error responses" columns={['Status', 'When']}>
        {children}
      </ColumnTable>
    </ServerMarkup>
  );
}

export function ErrorStatusRow({ status, children }: { readonly status: string; readonly children?: ReactNode }): ReactNode {
  return (
    <tr>
      <th scope="row" className={styles.status}>
        {status}
      </th>
      <td>{children}</td>
    </tr>
  );
}
