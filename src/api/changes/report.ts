/**
 * Reads the JSON report of `redocly diff --format json` (reportVersion 1, @redocly/cli 2.77.0)
 * into the changes every reader of the API's history sees: each rated, placed on the operation,
 * webhook or component it touches, and said in a sentence. The changelog, the operation pages'
 * notices, the feed, the Markdown twin, the docs MCP server and the api:diff gate all read
 * `ApiChange`, never redocly's report.
 */
import { operationPath } from '../../data/unitySdk';
import { DIFF_RULES, isDiffRuleId, type DiffImpact } from './diffRules';

/** The parts of redocly's JSON report that are read here. */
export interface RedoclyDiffReport {
  readonly reportVersion: string;
  readonly infoVersions: { readonly base: string; readonly revision: string };
  readonly summary: Readonly<Record<DiffImpact, number>>;
  readonly bump?: DiffImpact;
  readonly changes: readonly RedoclyChange[];
}

export interface RedoclyChange {
  readonly path: string;
  readonly typeName: string;
  readonly kind: 'added' | 'removed' | 'modified';
  readonly impact: DiffImpact;
  readonly property?: string;
  readonly verdicts: readonly { readonly ruleId: string; readonly impact: DiffImpact; readonly message: string }[];
  readonly base?: { readonly pointer: string; readonly value?: unknown };
  readonly revision?: { readonly pointer: string; readonly value?: unknown };
}

/** What a change touches: an operation or webhook (both have a page), a component, or the document. */
export type ChangeTarget =
  | { readonly kind: 'operation' | 'webhook'; readonly operationId: string; readonly label: string; readonly page: string }
  | { readonly kind: 'path'; readonly label: string }
  | { readonly kind: 'component'; readonly label: string }
  | { readonly kind: 'document'; readonly label: string };

export interface ApiChange {
  readonly impact: DiffImpact;
  readonly target: ChangeTarget;
  /** One sentence, Markdown with inline code only. */
  readonly text: string;
  /** What to do instead of a new major version (breaking changes only). */
  readonly fix?: string;
  readonly ruleIds: readonly string[];
  /** JSON pointer in the description the change was found at. */
  readonly pointer: string;
}

type Json = { readonly [key: string]: unknown };
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function unescapePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

function operationAt(doc: Json | undefined, section: string, key: string, method: string): Json | undefined {
  const item = (doc?.[section] as Json | undefined)?.[key] as Json | undefined;
  return item?.[method] as Json | undefined;
}

/** Finds what a change's pointer is in: the revision for an added or modified part, the base for a removed one. */
export function targetOf(pointer: string, base: Json | undefined, revision: Json | undefined): ChangeTarget {
  const parts = pointer.replace(/^#\/?/, '').split('/').map(unescapePointer);
  const [section, key, method] = parts;
  if ((section === 'paths' || section === 'webhooks') && key !== undefined) {
    if (method !== undefined && METHODS.has(method)) {
      const operation = operationAt(revision, section, key, method) ?? operationAt(base, section, key, method);
      const operationId = typeof operation?.operationId === 'string' ? operation.operationId : undefined;
      const label = section === 'paths' ? `${method.toUpperCase()} ${key}` : `webhook ${key}`;
      if (operationId) return { kind: section === 'paths' ? 'operation' : 'webhook', operationId, label, page: operationPath(operationId) };
      return { kind: 'path', label };
    }
    return { kind: 'path', label: section === 'paths' ? key : `webhook ${key}` };
  }
  if (section === 'components' && key !== undefined && method !== undefined) return { kind: 'component', label: `${key}.${method}` };
  return { kind: 'document', label: section ?? 'document' };
}

function lastName(pointer: string): string {
  return unescapePointer(pointer.split('/').pop() ?? '');
}

/** A sentence for a change no rule judged (an addition or a documentation edit). */
function describeUnjudged(change: RedoclyChange): string {
  const where = change.path.split('/').map(unescapePointer);
  const name = lastName(change.path);
  const value = (change.revision?.value ?? change.base?.value) as Json | undefined;
  switch (change.typeName) {
    case 'Response':
      return `${change.kind === 'added' ? 'Documents' : change.kind === 'removed' ? 'No longer documents' : 'Changes'} the \`${name}\` response.`;
    case 'Parameter': {
      const param = value && typeof value === 'object' ? value : undefined;
      const label = param && typeof param.name === 'string' ? `\`${param.name}\`${typeof param.in === 'string' ? ` (${param.in})` : ''}` : `\`${name}\``;
      return `${change.kind === 'added' ? 'Adds' : 'Changes'} the ${param?.required === true ? 'required' : 'optional'} parameter ${label}.`;
    }
    case 'HeadersMap':
    case 'Header':
      return `${change.kind === 'added' ? 'Documents' : 'Changes'} response headers${change.typeName === 'Header' ? ` (\`${name}\`)` : ''}.`;
    case 'Operation':
      if (change.kind === 'added') return 'New operation.';
      break;
    case 'SpecExtension':
      return `${change.kind === 'added' ? 'Adds' : 'Changes'} \`${name}\`.`;
    default:
      break;
  }
  if (change.kind === 'modified' && change.property) {
    const field = where.includes('properties') ? ` of \`${where[where.lastIndexOf('properties') + 1]}\`` : '';
    if (change.property === 'description' || change.property === 'summary') return `Rewords the ${change.property}${field}.`;
    if (change.property === 'example') return `Updates the example${field}.`;
    return `Changes \`${change.property}\`${field}.`;
  }
  if (change.kind === 'added' && where.includes('properties')) return `Adds the property \`${name}\`.`;
  return `${change.kind === 'added' ? 'Adds' : change.kind === 'removed' ? 'Removes' : 'Changes'} ${change.typeName === 'Schema' ? 'a schema' : `\`${name}\``}.`;
}

/**
 * Where the compatibility promise is stricter than redocly: "nothing is removed" within a major
 * version, so an enum value removed from a response is breaking too (redocly judges enum removals
 * only in requests, and rates this one patch). The change is redocly's; only its rating is ours.
 */
export function promiseVerdicts(change: RedoclyChange): RedoclyChange['verdicts'] {
  if (change.verdicts.length || change.typeName !== 'Schema' || change.kind !== 'modified' || change.property !== 'enum') return change.verdicts;
  const before = Array.isArray(change.base?.value) ? (change.base.value as unknown[]) : [];
  const after = Array.isArray(change.revision?.value) ? (change.revision.value as unknown[]) : undefined;
  const lost = after ? before.filter((value) => !after.includes(value)) : [];
  if (!lost.length) return change.verdicts;
  const parts = change.path.split('/');
  const field = parts.includes('properties') ? ` of \`${unescapePointer(parts[parts.lastIndexOf('properties') + 1] ?? '')}\`` : '';
  return [{ ruleId: 'enum-values-removed', impact: 'major', message: `Enum${field} lost values: ${lost.map((value) => `'${String(value)}'`).join(', ')}.` }];
}

/** A change as readers see it. */
export function toApiChange(redoclyChange: RedoclyChange, base: Json | undefined, revision: Json | undefined): ApiChange {
  const verdicts = promiseVerdicts(redoclyChange);
  const change: RedoclyChange = verdicts === redoclyChange.verdicts ? redoclyChange : { ...redoclyChange, impact: 'major', verdicts };
  const pointer = change.revision?.pointer ?? change.base?.pointer ?? change.path;
  const target = targetOf(change.path, base, revision);
  const ruleIds = change.verdicts.map((verdict) => verdict.ruleId);
  if (change.verdicts.length === 0) return { impact: change.impact, target, text: describeUnjudged(change), ruleIds, pointer };
  const texts = change.verdicts.map((verdict) => {
    const rule = isDiffRuleId(verdict.ruleId) ? DIFF_RULES[verdict.ruleId] : undefined;
    return rule ? `${rule.breaks}: ${verdict.message}` : verdict.message;
  });
  const fixes = change.verdicts.flatMap((verdict) => (isDiffRuleId(verdict.ruleId) ? [DIFF_RULES[verdict.ruleId].fix] : []));
  return { impact: change.impact, target, text: texts.join(' '), ...(change.impact === 'major' && fixes.length ? { fix: [...new Set(fixes)].join('; ') } : {}), ruleIds, pointer };
}

export const IMPACT_ORDER: readonly DiffImpact[] = ['major', 'minor', 'patch'];

/** The report's changes, breaking first, then by target and pointer. */
export function apiChanges(report: RedoclyDiffReport, base: Json | undefined, revision: Json | undefined): ApiChange[] {
  if (report.reportVersion !== '1') throw new Error(`redocly diff wrote report version ${report.reportVersion}; src/api/changes/report.ts reads version 1. Check the upgrade against tests/unit/apiDiff.test.ts.`);
  return report.changes
    .map((change) => toApiChange(change, base, revision))
    .sort((a, b) => IMPACT_ORDER.indexOf(a.impact) - IMPACT_ORDER.indexOf(b.impact) || a.target.label.localeCompare(b.target.label) || a.pointer.localeCompare(b.pointer));
}

/** The label of a target with its operationId: "deleteTag (DELETE /tags/{tagId})". */
export function targetName(target: ChangeTarget): string {
  return target.kind === 'operation' || target.kind === 'webhook' ? `${target.operationId} (${target.label})` : target.label;
}

/** The release a set of changes needs: the highest impact among them, after the promise's ratings. */
export function requiredBump(changes: readonly ApiChange[]): DiffImpact | undefined {
  return IMPACT_ORDER.find((impact) => changes.some((change) => change.impact === impact));
}

/** A change's sentence made safe for MDX: outside code spans, `<`, `{` and `}` become character references. */
export function mdxText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => (part.startsWith('`') ? part : part.replace(/</g, '&lt;').replace(/\{/g, '&#123;').replace(/\}/g, '&#125;')))
    .join('');
}
