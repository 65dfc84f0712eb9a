/**
 * The Markdown each MDX component of the site stands for. Each renderer reads the same
 * registry or config module the React component renders, so the twin says what the page
 * says. A component added to the site without an entry here keeps only its children, and the
 * build warns (mdxTwin.ts).
 */
import { errorCatalogue, errorDomainLabels, findError } from '../../data/errors';
import type { ErrorDomain } from '../../data/errors/types';
import { errorCodePath } from '../../data/errors/paths';
import { questProviders, questTypeId, questTypePath, questTypeRegistry } from '../../data/quests';
import { findRule, ruleCategories, rulePath, ruleRegistry, type RuleCategory } from '../../data/rules';
import { operationPath, unitySdkMethods } from '../../data/unitySdk';
import { docSections } from '../../config/navigation';
import { OPENAPI_DOWNLOAD_URL, OPENAPI_SITE_PATH, SITE_URL } from '../../config/site';
import { formatSeconds, verificationLabel } from '../../components/QuestTypeReference/labels';
import { code, codeBlock, heading, inlineText, joinPhrasing, link, list, paragraph, strong, table, text, type Block, type Phrasing } from './mdast';
import type { LinkResolver } from './links';
import { readRawImport, type ComponentCall, type ComponentRenderer } from './mdxTwin';
import { asyncRetryAttempts, asyncRetryDelays } from '../../data/rules/asyncRetry';
import { findFileReadingTopic, type FileReadingTopicId } from '../../data/rules/fileReading';
import idempotentOperations from '../../data/generated/idempotency.json';
import rewardTypes from '../../data/generated/rewardTypes.json';
import listOrders from '../../data/generated/listOrders.json';
import ruleModes from '../../data/generated/ruleModes.json';
import webhookRetry from '../../data/generated/webhookRetry.json';
import compatibility from '../../data/generated/compatibility.json';
import { scheduleSentence, scheduleSummary } from '../../api/webhookRetrySchedule';
import { compatibilitySentences } from '../../api/compatibility';
import apiHistory from '../../data/generated/apiChanges.json';
import { groupChanges, IMPACT_HEADINGS, type ApiHistory } from '../../api/changes/changelog';
import { DIFF_RULES, SKIPPED_DIFF_RULES, STRICTER_DIFF_RULES, type DiffRuleId } from '../../api/changes/diffRules';
import type { ApiChange } from '../../api/changes/report';
import { asyncLatencyRange, rulesOfMode } from '../../data/rules/modeSummary';

/** One entry of a category's card list: a page or a nested category. */
export interface CardItem {
  readonly title: string;
  readonly route: string;
  readonly description?: string;
}

export interface ComponentContext {
  readonly siteDir: string;
  readonly links: LinkResolver;
  /** The cards `<DocCardList />` shows on a doc: the items of the category whose link is that doc. */
  readonly categoryCards: (docId: string) => readonly CardItem[];
}

const fence = (language: unknown) => (typeof language === 'string' ? language : '');

function categoryGroups(category: RuleCategory): string[] {
  return [...category.groups, ...(category.children ?? []).flatMap(categoryGroups)];
}

export function cardList(links: LinkResolver, cards: readonly CardItem[]): Block {
  return list(cards.map((card) => [link(links.resolve(card.route), card.title), ...(card.description ? [text(`: ${card.description}`)] : [])]));
}

export function componentRenderer(context: ComponentContext): ComponentRenderer {
  const { links } = context;
  const errorLink = (errorCode: string): Phrasing => link(links.resolve(errorCodePath(errorCode)), [code(errorCode)], findError(errorCode).title);

  const renderers: Record<string, (call: ComponentCall) => Block[]> = {
    CodeBlock: ({ props, children, imports, expressionChildren }) => {
      const source = expressionChildren
        .map((expression) => {
          const specifier = imports.get(expression);
          return specifier ? readRawImport(context.siteDir, specifier) : undefined;
        })
        .find((value) => value !== undefined);
      const literal = children.map((child) => ('value' in child ? String(child.value) : '')).join('');
      const title = typeof props.title === 'string' ? `title="${props.title}"` : undefined;
      return [codeBlock(fence(props.language), (source ?? literal).replace(/\n$/, ''), title)];
    },
    ErrorCode: ({ props, inline }) => {
      // `withStatus` prints the catalogue's status before the code, as the page does.
      const phrasing: Phrasing[] = props.withStatus ? [text(`${findError(String(props.code)).status} `), errorLink(String(props.code))] : [errorLink(String(props.code))];
      return inline ? (phrasing as unknown as Block[]) : [paragraph(...phrasing)];
    },
    // The same constant the page prints (src/components/AsyncRetrySchedule).
    AsyncRetrySchedule: () => [text(`${asyncRetryDelays} (${asyncRetryAttempts})`) as unknown as Block],
    // The operations that take Idempotency-Key, from the contract (src/components/IdempotentOperations).
    IdempotentOperations: ({ props }) => [
      list(
        idempotentOperations
          .filter((operation) => operation.required === Boolean(props.required))
          .sort((a, b) => a.operationId.localeCompare(b.operationId))
          .map((operation) => [link(links.resolve(operation.page), [code(operation.operationId)]), text(' ('), code(`${operation.method} ${operation.path}`), text(')')]),
      ),
    ],
    // The webhook retry schedule, from the contract (src/components/WebhookRetrySchedule).
    WebhookRetrySchedule: ({ props }) => [text(props.form === 'summary' ? scheduleSummary(webhookRetry) : scheduleSentence(webhookRetry)) as unknown as Block],
    // The compatibility promise, from the contract (src/components/CompatibilityPromise).
    CompatibilityPromise: () => [
      paragraph(...inlineText(compatibilitySentences(compatibility).join(' '))),
      paragraph(text('Every change to the API description is checked against the last release, and each of these is refused as breaking unless it ships in a new major version:')),
      list(
        (Object.keys(DIFF_RULES) as DiffRuleId[])
          .filter((id) => !SKIPPED_DIFF_RULES[id])
          .map((id) => inlineText(`${DIFF_RULES[id].breaks}${STRICTER_DIFF_RULES[id] ? ` (${STRICTER_DIFF_RULES[id]})` : ''}.`)),
      ),
      ...Object.values(SKIPPED_DIFF_RULES).map((reason) => paragraph(...inlineText(reason!))),
    ],
    // The API's releases and unreleased changes, from the diffs generate computed (src/components/ApiChangelog).
    ApiChangelog: () => {
      const history = apiHistory as unknown as ApiHistory;
      const changes = (of: readonly ApiChange[]): Block[] =>
        groupChanges(of).flatMap(({ impact, targets }) => [
          heading(3, `${IMPACT_HEADINGS[impact]} (${targets.reduce((count, target) => count + target.changes.length, 0)})`),
          list(
            targets.map(({ target, changes: items }) => [
              ...('page' in target ? [link(links.resolve(target.page), [code(target.operationId)]), text(' ')] : []),
              code(target.label),
              text(': '),
              ...inlineText(items.map((item) => item.text).join(' ')),
            ]),
          ),
        ]);
      const { unreleased } = history;
      return [
        heading(2, 'Unreleased'),
        paragraph(text(unreleased.changes.length ? `Changes in the working description since ${unreleased.since}, not released yet.` : `The description has not changed since ${unreleased.since}.`)),
        ...changes(unreleased.changes),
        ...history.releases.flatMap((release) => [
          heading(2, `${release.version} (${release.date})`),
          paragraph(...inlineText(release.summary)),
          ...(release.previous ? changes(release.changes) : [paragraph(text('The first release of the description: the state every later release is compared with.'))]),
        ]),
      ];
    },
    // Each list operation's order, from the contract (src/components/ListOrders).
    ListOrders: () => [
      table(
        ['Operation', 'Order', 'Changed by'],
        [...listOrders]
          .sort((a, b) => a.operationId.localeCompare(b.operationId))
          .map((row) => [
            [link(links.resolve(row.page), [code(row.operationId)])],
            joinPhrasing(
              (row.by as { field: string; direction?: string; order?: string[] }[]).map((key) => [
                code(key.field),
                text(key.order ? ` (${key.order.join(', ')})` : key.direction === 'desc' ? ' descending' : ' ascending'),
              ]),
              ', then ',
            ),
            row.sortParameter ? [code(row.sortParameter)] : [text('—')],
          ]),
      ),
    ],
    // The rules of one evaluation mode and their latency, from the rule registry (src/components/RuleModes).
    RuleModes: ({ props }) => {
      const listed = rulesOfMode(ruleModes, String(props.mode));
      return listed.flatMap((rule, index) => [
        ...(index === 0 ? [] : [text(index === listed.length - 1 ? ' and ' : ', ')]),
        link(links.resolve(rule.page), [text(rule.id)]),
      ]) as unknown as Block[];
    },
    RuleModeCount: ({ props }) => [text(String(rulesOfMode(ruleModes, String(props.mode)).length)) as unknown as Block],
    AsyncRuleLatency: () => [text(asyncLatencyRange(ruleModes)) as unknown as Block],
    // The reward types and their params, from the contract (src/components/RewardTypeTable).
    RewardTypeTable: () => [
      table(
        ['Type', 'Parameters', 'What it is'],
        rewardTypes.map((entry) => [
          [code(entry.type)],
          entry.params.length === 0 ? [text('none')] : joinPhrasing(entry.params.map((param) => [code(param.name), ...(param.required ? [] : [text(' (optional)')])]), ', '),
          inlineText(entry.description),
        ]),
      ),
    ],
    // The shared "how files are read" pages (src/components/RuleFileReading), from src/data/rules/fileReading.ts.
    'Topic.Intro': ({ docId }) => inlineParagraphs(topicOf(docId).intro),
    'Topic.Section': ({ docId, props }) => {
      const section = topicOf(docId).sections.find((candidate) => candidate.id === props.id);
      if (!section) throw new Error(`${docId} has no section "${String(props.id)}"`);
      return inlineParagraphs(section.text);
    },
    'Topic.Rules': ({ docId }) => {
      const topic = topicOf(docId);
      const headings = new Map(topic.sections.map((section) => [section.id, section.heading]));
      return [
        table(
          ['Rule', 'What it checks', 'Sections it relies on'],
          ruleRegistry
            .filter((rule) => rule.reads?.topic === topic.id)
            .map((rule) => [
              [link(links.resolve(rulePath(rule)), [text(rule.id)])],
              inlineText(rule.summary),
              [text((rule.reads?.sections ?? []).map((id) => headings.get(id) ?? id).join(', '))],
            ]),
        ),
      ];
    },
    // An interactive checker in the browser; the twin points to the same checks for agents and CI.
    SubmissionChecker: () => [
      paragraph(
        text('The page runs '),
        code('validateAgainstSchema'),
        text(' in the browser with the '),
        code('@guildforge/rules'),
        text(' package: paste a schema\'s '),
        code('fields'),
        text(', fill in values and attach files, and read the report. From a terminal or CI, run '),
        code('npx guildforge-rules check --fields fields.json --file KEY=PATH --json'),
        text(' (exit 0: no rule failed, 1: a rule failed, 2: bad usage or unreadable input).'),
      ),
    ],
    // Tabs of code blocks (src/components/CodeTabs): every tab, each under its label.
    CodeTabs: ({ children }) => children as Block[],
    CodeTab: ({ props, children }) => [paragraph(strong(text(String(props.label ?? props.value)))), ...(children as Block[])],
    ErrorCatalogue: ({ props }) => {
      const domain = props.domain as ErrorDomain;
      const entries = errorCatalogue.filter((entry) => entry.domain === domain).sort((a, b) => a.code.localeCompare(b.code));
      return [
        table(
          ['Code', 'HTTP', 'Retry', 'Meaning'],
          entries.map((entry) => [[code(entry.code)], String(entry.status), entry.retryable ? 'Yes' : 'No', [strong(text(`${entry.title}.`)), text(' '), ...inlineText(entry.description)]]),
        ),
        paragraph(text(`(${entries.length} codes in the ${errorDomainLabels[domain]} domain.)`)),
      ];
    },
    RuleLatencyTable: ({ props }) => {
      const rows = ((props.rules as string[] | undefined) ?? [])
        .map(findRule)
        .flatMap((rule) => (rule.evaluation.mode === 'async' ? [{ rule, evaluation: rule.evaluation }] : []))
        .sort((a, b) => a.evaluation.p95Seconds - b.evaluation.p95Seconds || a.evaluation.p50Seconds - b.evaluation.p50Seconds);
      return [
        table(
          ['Rule', 'Feature server', 'p50', 'p95'],
          rows.map(({ rule, evaluation }) => [[link(links.resolve(rulePath(rule)), rule.id)], [code(evaluation.service)], `${evaluation.p50Seconds} s`, `${evaluation.p95Seconds} s`]),
        ),
      ];
    },
    UnitySdkMethods: () => [
      paragraph(text('GuildforgeClient methods and the API operations they call:')),
      table(
        ['Method', 'Operation', 'What it does'],
        unitySdkMethods.map((entry) => [[code(entry.method)], [link(links.resolve(operationPath(entry.operationId)), [code(entry.operationId)])], entry.description]),
      ),
    ],
    RuleIndex: () => {
      const sections = [
        ...ruleCategories.map((category) => ({ label: category.label, groups: categoryGroups(category) })),
        { label: 'Misc (any field)', groups: ['Misc'] },
      ];
      return sections.flatMap((section): Block[] => {
        const rules = ruleRegistry.filter((rule) => section.groups.includes(rule.group));
        if (rules.length === 0) return [];
        return [
          heading(3, section.label),
          table(
            ['Rule', 'Checks', 'Fields', 'Evaluation'],
            rules.map((rule) => [
              [link(links.resolve(rulePath(rule)), rule.id)],
              inlineText(rule.summary),
              rule.appliesTo.join(', '),
              rule.evaluation.mode === 'instant' ? 'instant' : `async (${rule.evaluation.service})`,
            ]),
          ),
        ];
      });
    },
    QuestTypeCatalogue: () =>
      questProviders.flatMap((provider): Block[] => [
        heading(3, provider.label),
        list(
          questTypeRegistry
            .filter((quest) => quest.provider === provider.id)
            .map((quest) => [
              link(links.resolve(questTypePath(quest)), quest.title),
              text(' ('),
              code(questTypeId(quest)),
              text(`): ${quest.summary} ${verificationLabel(quest.verification)}.`),
            ]),
        ),
      ]),
    ProviderMatrix: () => [
      table(
        ['Provider', 'Quest types', 'Needs', 'Verification', 'Provider delay', 'Limits'],
        questProviders.map((provider) => {
          const types = questTypeRegistry.filter((quest) => quest.provider === provider.id);
          const needs = [...new Set(types.flatMap((quest) => quest.prerequisites.filter((p) => p.kind !== 'none').map((p) => p.description)))];
          const modes = [...new Set(types.map((quest) => quest.verification.mode.replace('_', ' ')))];
          const delays = types.map((quest) => quest.providerDelaySeconds);
          const limits = [...new Set(types.flatMap((quest) => quest.limits))];
          const low = Math.min(...delays);
          const high = Math.max(...delays);
          return [
            provider.label,
            joinPhrasing(types.map((quest) => [link(links.resolve(questTypePath(quest)), [code(questTypeId(quest))])]), ', '),
            needs.length === 0 ? 'Nothing beyond a Guildforge account' : needs.join('; '),
            modes.join(', '),
            low === high ? formatSeconds(low) : `${formatSeconds(low)} to ${formatSeconds(high)}`,
            limits.join('; '),
          ];
        }),
      ),
    ],
    DocSectionCards: () => [
      list(
        docSections.map((section) => [
          link(links.resolve(section.to), section.label),
          text(`: ${section.description}`),
          ...(section.more ?? []).flatMap((more) => [text(' See also '), link(links.resolve(more.to), more.label), text('.')]),
        ]),
      ),
    ],
    DocCardList: ({ docId }) => [cardList(links, context.categoryCards(docId))],
    ApiDownload: () => [
      paragraph(
        text('Download the OpenAPI description: '),
        link(OPENAPI_DOWNLOAD_URL, OPENAPI_DOWNLOAD_URL),
        text(' (mirror on this site: '),
        link(`${SITE_URL}${OPENAPI_SITE_PATH}`, `${SITE_URL}${OPENAPI_SITE_PATH}`),
        text(').'),
      ),
    ],
    // Plain HTML elements written in MDX.
    dl: ({ children }) => {
      const items: Phrasing[][] = [];
      let term: Phrasing[] = [];
      // A one-line <dt>…</dt> is parsed as text inside a paragraph: look through paragraphs.
      const parts = (children as { type: string; children?: unknown[] }[]).flatMap((child) => (child.type === 'paragraph' ? (child.children as { type: string }[]) : [child]));
      for (const child of parts as { type: string; children?: Phrasing[] }[]) {
        if (child.type === 'x-term') term = child.children ?? [];
        else if (child.type === 'x-definition') items.push([strong(...term), text(': '), ...(child.children ?? [])]);
      }
      return [list(items)];
    },
    dt: ({ children }) => [{ type: 'x-term', children: flattenPhrasing(children) } as unknown as Block],
    dd: ({ children }) => [{ type: 'x-definition', children: flattenPhrasing(children) } as unknown as Block],
    br: ({ inline }) => (inline ? [text(' ') as unknown as Block] : []),
    details: ({ children }) => children as Block[],
    summary: ({ children }) => [paragraph(strong(...flattenPhrasing(children)))],
    // The API info page written by docusaurus-plugin-openapi-docs.
    Heading: ({ props, children }) => {
      const depth = Math.min(4, Math.max(1, Number(/^h([1-6])$/.exec(String(props.as))?.[1] ?? 2))) as 1 | 2 | 3 | 4;
      const label = typeof props.children === 'string' ? [text(props.children)] : flattenPhrasing(children);
      return [heading(depth, label)];
    },
    Export: ({ props }) => (typeof props.url === 'string' ? [paragraph(text('Download the OpenAPI description: '), link(props.url, props.url))] : []),
    SchemaTabs: ({ children }) => children as Block[],
    // An HTML table written as JSX: one list item per row, header cells in bold.
    table: ({ children }) => {
      const rows: Phrasing[][] = [];
      const collect = (nodes: readonly { type: string; children?: unknown[] }[]) => {
        for (const node of nodes) {
          if (node.type === 'x-row') rows.push(joinPhrasing((node.children ?? []) as Phrasing[][], ' '));
          else if (node.children) collect(node.children as never[]);
        }
      };
      collect(children as never[]);
      return rows.length ? [list(rows)] : [];
    },
    tr: ({ children }) => {
      const cells = (children as { type: string; children?: unknown[] }[]).flatMap((child) => (child.type === 'paragraph' ? (child.children as { type: string }[]) : [child]));
      return [{ type: 'x-row', children: cells.filter((cell) => cell.type === 'x-cell').map((cell) => (cell as unknown as { children: Phrasing[] }).children) } as unknown as Block];
    },
    th: ({ children }) => [{ type: 'x-cell', children: [strong(...flattenPhrasing(children))] } as unknown as Block],
    td: ({ children }) => [{ type: 'x-cell', children: flattenPhrasing(children) } as unknown as Block],
    TabItem: ({ props, children }) => [paragraph(strong(text(String(props.label ?? props.value ?? '')))), ...(children as Block[])],
    Tabs: ({ children }) => children as Block[],
  };

  return (call) => renderers[call.name]?.(call);
}

/** Phrasing content of converted children (paragraphs unwrapped), for a list item or a term. */
function flattenPhrasing(children: readonly Block[]): Phrasing[] {
  return children.flatMap((child): Phrasing[] => {
    if (child.type === 'paragraph') return child.children;
    if ('children' in child && Array.isArray(child.children)) return flattenPhrasing(child.children as Block[]);
    return [child as Phrasing];
  });
}

/** The file-reading topic a generated page shows: its doc id ends with the topic id. */
function topicOf(docId: string): ReturnType<typeof findFileReadingTopic> {
  return findFileReadingTopic(docId.split('/').pop()!.replace(/\.mdx?$/, '') as FileReadingTopicId);
}

/** Registry prose: paragraphs separated by blank lines, `backticks` as code. */
function inlineParagraphs(value: string): Block[] {
  return value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => paragraph(...inlineText(part)));
}
