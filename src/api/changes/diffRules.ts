/**
 * What each `redocly diff` rule means for an integrator, in one place: the gate's message
 * (scripts/apiDiff.mts), the changelog, the operation pages' notices, the feed and the docs MCP
 * server all say it with these sentences. Redocly's own message (which property, which value)
 * follows the sentence; `fix` is what to do instead of releasing a new major version.
 *
 * Every rule of redocly's `diff-recommended` set (@redocly/cli 2.77.0, OpenAPI 3.x) is listed;
 * tests/unit/apiDiff.test.ts fails when redocly reports a rule this module does not know.
 */
export type DiffImpact = 'major' | 'minor' | 'patch';

export interface DiffRule {
  /** What broke, as a reader would say it. */
  readonly breaks: string;
  /** How to keep the change within the current major version. */
  readonly fix: string;
}

export const DIFF_RULES = {
  'operation-removed': { breaks: 'An operation was removed', fix: 'restore it, or mark it `deprecated: true` with an `x-sunset` date and keep it until then' },
  'operation-id-changed': { breaks: 'An operationId changed, which renames generated client methods', fix: 'keep the old operationId' },
  'path-removed': { breaks: 'A path was removed with all its operations', fix: 'restore the path' },
  'parameter-removed': { breaks: 'A parameter was removed, so requests that send it are refused or misread', fix: 'keep accepting the parameter' },
  'parameter-became-required': { breaks: 'An optional parameter became required, so requests without it are refused', fix: 'keep it optional, with a default' },
  'parameter-serialization-changed': { breaks: 'A parameter is serialized differently (style or explode)', fix: 'keep the former serialization' },
  'request-body-removed': { breaks: 'A request body was removed', fix: 'keep accepting the body' },
  'request-body-became-required': { breaks: 'The request body became required', fix: 'keep it optional' },
  'response-removed': { breaks: 'A documented response was removed', fix: 'keep documenting the response' },
  'response-header-removed': { breaks: 'A response header was removed', fix: 'keep sending the header' },
  'media-type-removed': { breaks: 'A media type was removed', fix: 'keep the media type' },
  'security-requirement-changed': { breaks: 'An operation accepts fewer credentials', fix: 'keep accepting the former credentials' },
  'security-scheme-changed': { breaks: 'A security scheme changed', fix: 'keep the former scheme' },
  'server-removed': { breaks: 'A server was removed', fix: 'keep the server' },
  'schema-type-changed': { breaks: 'A type changed: requests accept fewer values, or responses can hold values of a new type', fix: 'keep the former type' },
  'enum-values-removed': { breaks: 'An enum value was removed from a request (requests using it are refused) or a response (clients matching it never see it)', fix: 'restore the value' },
  'enum-values-added': { breaks: 'An enum value was added to a request', fix: 'leave the value out' },
  'required-properties-added': { breaks: 'A request property became required, so requests without it are refused', fix: 'keep the property optional' },
  'required-properties-removed': { breaks: 'A response property is no longer always present', fix: 'keep returning the property' },
  'property-removed': { breaks: 'A property was removed from a response, or from a request that refuses unknown properties', fix: 'restore the property' },
  'schema-constraint-changed': { breaks: 'A limit changed so that requests accept fewer values or responses can hold more', fix: 'restore the former limit' },
  'schema-combinator-changed': { breaks: 'A oneOf, anyOf or allOf branch changed so that requests accept fewer shapes or responses can take new ones', fix: 'restore the former branches' },
} as const satisfies Record<string, DiffRule>;

export type DiffRuleId = keyof typeof DIFF_RULES;

/**
 * Rules the gate leaves out, each with the promise that makes the change compatible. An enum
 * value added to a response is a breaking change for a client that assumes the list is complete;
 * the compatibility promise (`info.x-compatibility`) lists new enum values among the additions
 * and tells clients to treat a value they do not know as unknown, so the gate passes it (redocly
 * then rates it patch).
 */
export const SKIPPED_DIFF_RULES: Readonly<Partial<Record<DiffRuleId, string>>> = {
  'enum-values-added': 'New enum values are additions within a major version: clients treat a value they do not know as unknown.',
};

/**
 * Where the gate is stricter than redocly, with the promise that makes it so (src/api/changes/report.ts
 * `promiseVerdicts` applies it to a change redocly reports without a verdict).
 */
export const STRICTER_DIFF_RULES: Readonly<Partial<Record<DiffRuleId, string>>> = {
  'enum-values-removed': 'nothing is removed within a major version, so an enum value removed from a response is breaking too; redocly judges only requests',
};

export function isDiffRuleId(id: string): id is DiffRuleId {
  return Object.hasOwn(DIFF_RULES, id);
}
