/**
 * The "Added in" and "Changed in" notices of an operation page, from the API's history
 * (src/data/generated/apiChanges.json): each release that added or changed the operation, with its
 * changes listed and linked to the release's changelog entry. src/api/operationPage.ts writes them.
 */
import { CHANGELOG_PATH, IMPACT_HEADINGS, releaseAnchor, type ApiHistory } from './changelog';
import type { ApiChange } from './report';

export interface OperationHistory {
  readonly added?: string;
  readonly changed: readonly { readonly version: string; readonly changes: readonly ApiChange[] }[];
  readonly unreleased: readonly ApiChange[];
}

function touches(change: ApiChange, operationId: string): boolean {
  return (change.target.kind === 'operation' || change.target.kind === 'webhook') && change.target.operationId === operationId;
}

export function operationHistory(history: ApiHistory, operationId: string): OperationHistory {
  let added: string | undefined;
  const changed: { version: string; changes: ApiChange[] }[] = [];
  for (const release of history.releases) {
    const of = release.changes.filter((change) => touches(change, operationId));
    if (of.some((change) => change.text === 'New operation.')) added = release.version;
    else if (of.length) changed.push({ version: release.version, changes: of });
  }
  return { added, changed, unreleased: history.unreleased.changes.filter((change) => touches(change, operationId)) };
}

const IMPACT_WORD = { major: 'breaking', minor: 'addition', patch: 'correction' } as const;

/**
 * Markdown admonitions (the site's MDX), newest release first; empty when the operation is as it
 * was in the first release. `safe` makes a change's sentence safe for MDX (redocly's messages can
 * hold `<=` and braces).
 */
export function operationNotices(history: OperationHistory, safe: (text: string) => string = (text) => text): string {
  const changeItem = (change: ApiChange) => `- ${IMPACT_WORD[change.impact]}: ${safe(change.text)}`;
  const notices: string[] = [];
  if (history.added) notices.push(`:::info[Added in ${history.added}]\n\nThis operation is new in [${history.added}](${CHANGELOG_PATH}#${releaseAnchor(history.added)}).\n\n:::`);
  for (const { version, changes } of history.changed) {
    const breaking = changes.some((change) => change.impact === 'major');
    notices.push(
      [
        `:::${breaking ? 'warning' : 'info'}[Changed in ${version}]`,
        '',
        `[${version}](${CHANGELOG_PATH}#${releaseAnchor(version)}) changed this operation${breaking ? `, with ${IMPACT_HEADINGS.major.toLowerCase()}` : ''}:`,
        '',
        ...changes.map(changeItem),
        '',
        ':::',
      ].join('\n'),
    );
  }
  return notices.join('\n\n');
}
