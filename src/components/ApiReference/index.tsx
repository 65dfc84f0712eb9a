/**
 * The small components that generated API operation pages are made of (the MDX comes
 * from src/api/operationPage.ts). Everything is resolved at build time; these only lay
 * out rows and badges, so an operation page costs little more script than a guide.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { ColumnTable } from '@site/src/components/ScrollableTable';
import ServerMarkup from '@site/src/components/ServerMarkup';
import { API_SERVERS } from '@site/src/config/site';
import { ApiSamples, type RequestSample, type ResponseSample } from '@site/src/components/ApiSamples';
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

/**
 * An operation page below its title: a summary (endpoint, description, explorer), the samples
 * and the reference (request and responses). A phone stacks them in that order; at the
 * desktop breakpoint the samples take a sticky column beside the other two.
 */
export function OperationLayout({ children }: { readonly children: ReactNode }): ReactNode {
  return <div className={styles.operation}>{children}</div>;
}

export function OperationPart({ area, children }: { readonly area: 'summary' | 'reference'; readonly children: ReactNode }): ReactNode {
  return <div className={styles[area]}>{children}</div>;
}

export function OperationSamples(props: { readonly samples: readonly RequestSample[]; readonly responses: readonly ResponseSample[] }): ReactNode {
  return (
    <div className={styles.samples}>
      <div className={styles.samplesSticky}>
        <ApiSamples {...props} />
        <ApiExplorerLauncher />
        <div {...{ [EXPLORER_SLOT_ATTRIBUTE]: '' }} />
      </div>
    </div>
  );
}

/** Offers the request explorer, which loads only when asked for. */
export function ApiExplorerLauncher(): ReactNode {
  const explorer = useApiExplorer();
  if (!explorer || explorer.loaded) return null;
  return (
    <section className={styles.launcher} aria-labelledby="api-explorer-heading">
      <h2 id="api-explorer-heading" className={styles.launcherHeading}>
        Try it
      </h2>
      <p>Fill in the parameters and send this request to a mock of the API that runs in your browser, with its test credentials.</p>
      <button
        type="button"
        className="button button--primary button--sm"
        onPointerEnter={explorer.prefetch}
        onFocus={explorer.prefetch}
        onClick={explorer.open}
      >
        Try it
      </button>
    </section>
  );
}

/** Where the API theme's explorer renders once opened (src/theme/ApiExplorer portals itself here). */
export const EXPLORER_SLOT_ATTRIBUTE = 'data-api-explorer-slot';

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

/** `userQuest.`, `items[].`: a parent path, breakable after each dot in a narrow column. */
function parentPath(prefix: string): ReactNode[] {
  return prefix.split(/(?<=\.)/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

export function SchemaRow({ name, type, required = false, bounds = [], children }: SchemaRowProps): ReactNode {
  const cut = name.lastIndexOf('.') + 1; // `parent.` and `parent[].` prefixes are dimmed
  // Children are indented under their parent, one step per level (the CSS stops at 4).
  const depth = Math.min(4, name.split('.').length - 1);
  return (
    <tr data-depth={depth || undefined}>
      <th scope="row" className={styles.field}>
        <code>
          {cut > 0 ? <span className={styles.parent}>{parentPath(name.slice(0, cut))}</span> : null}
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
      <ColumnTable label="Error responses" columns={['Status', 'When']} className={styles.errors}>
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
