/**
 * The product error catalogue: every error code the Guildforge API returns.
 * Each domain owner keeps its codes in its own module; this is the one list that
 * pages, tests and the API description are checked against.
 */
import { apiErrors } from './api';
import { questErrors } from './quests';
import { questTypeErrors } from './quest-types';
import { imageRuleErrors } from './rules-image';
import { meshRuleErrors } from './rules-mesh';
import { textMiscRuleErrors } from './rules-text-misc';
import { ugcErrors } from './ugc';
import type { ErrorDefinition, ErrorDomain } from './types';

export type { ErrorDefinition, ErrorDomain } from './types';
export { PROBLEM_TYPE_BASE } from './types';
export { errorCodePath, problemType } from './paths';

export const errorCatalogue: readonly ErrorDefinition[] = [
  ...apiErrors,
  ...questErrors,
  ...questTypeErrors,
  ...ugcErrors,
  ...imageRuleErrors,
  ...meshRuleErrors,
  ...textMiscRuleErrors,
];

const byCode = new Map(errorCatalogue.map((entry) => [entry.code, entry]));

export function findError(code: string): ErrorDefinition {
  const entry = byCode.get(code);
  if (!entry) throw new Error(`Error code "${code}" is not in the catalogue (src/data/errors/). Add it there first.`);
  return entry;
}

export const errorDomainLabels: Record<ErrorDomain, string> = {
  request: 'Request',
  auth: 'Authentication and authorization',
  resource: 'Resources',
  rate_limit: 'Rate limiting',
  quest: 'Quests',
  reward: 'Rewards',
  referral: 'Referrals',
  ugc: 'UGC: schemas, submissions, assets, comments',
  rule: 'Validation rules',
  vote: 'Votes',
  integration: 'Integrations',
  webhook: 'Webhooks',
  server: 'Server',
};
