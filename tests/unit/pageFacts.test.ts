/**
 * The page check (scripts/pageFacts.ts) on small HTML fixtures and a small contract: it passes a
 * page that writes contract facts correctly and fails one with a planted wrong status, an
 * unknown code and a wrong enum value. scripts/checkPages.mts runs it over build/ in `npm test`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContractIndex, checkPage, PAGE_TOKEN_ALLOWANCES } from '../../scripts/pageFacts';
import { errorCatalogue } from '../../src/data/errors';

const fixtures = path.join(import.meta.dirname, 'fixtures/pageFacts');
const read = (name: string): string => readFileSync(path.join(fixtures, name), 'utf8');

const catalogue = [
  { code: 'quest_already_started', status: 409 },
  { code: 'quest_not_active', status: 409 },
  { code: 'insufficient_role', status: 403 },
  { code: 'quest_claim_window_closed', status: 410 },
];
const contract = buildContractIndex(JSON.parse(read('contract.json')) as Record<string, unknown>, catalogue);
const check = (name: string) => checkPage(`/${name}`, read(name), contract);

describe('page check', () => {
  it('passes a page whose statuses, names, paths and state lists match the contract', () => {
    const report = check('good.html');
    expect(report.findings).toEqual([]);
    // Four status/code pairs in prose (one span, text then span, "with the code") and one table row.
    expect(report.pairs).toBe(4);
    // The prose list, the table headed QuestStatus and the state diagram.
    expect(report.stateLists).toBe(3);
    // Code inside <pre> and outside <main> is not read.
    expect(report.tokens).toBe(23);
  });

  it('checks the states written beside a state-dependent refusal against x-state-refusals, per operation', () => {
    const report = check('state-refusals.html');
    expect(report.findings.map((finding) => `${finding.kind}: ${finding.message}`)).toEqual([
      "state-refusal: `ended` beside `409 quest_not_active`: the contract's x-state-refusals give quest_not_active only for checkUserQuest: QuestStatus paused",
      "state-refusal: `paused` beside `410 quest_claim_window_closed`: the contract's x-state-refusals give quest_claim_window_closed only for checkUserQuest: QuestStatus archived; checkUserQuest: UserQuestStatus expired",
    ]);
    // expired, paused, then draft, paused and ended of startQuest, ended, paused, then paused and
    // expired each in the parentheses after its own pair. `active` after "not" is the state allowed,
    // "only while the quest is `paused`" has no status in its clause, the colon ends the clause of
    // "stops an `active` quest", and "anything but a `paused` quest" is a negation.
    expect(report.stateRefusals).toBe(9);
  });

  it('fails a planted wrong status beside a code, in a span, after plain text and in a table row', () => {
    const messages = check('wrong-status.html').findings.map((finding) => `${finding.kind}: ${finding.message}`);
    expect(messages).toEqual([
      "status: `422 quest_already_started`: the catalogue's status for quest_already_started is 409",
      "status: `401 insufficient_role`: the catalogue's status for insufficient_role is 403",
      "status: `400 quest_not_active`: the catalogue's status for quest_not_active is 409",
    ]);
  });

  it('fails an unknown error code, operationId and field path', () => {
    const messages = check('unknown-code.html').findings.map((finding) => finding.message);
    expect(messages).toEqual([
      '`409 referral_flagged`: not an error code of the catalogue',
      '`startQuests`: not an operationId (or field name) of the contract',
      '`source.kind`: not an event type or a field path of a named schema',
      '`redemption.codes`: not an event type or a field path of a named schema',
    ]);
  });

  it('fails a wrong enum value in a filter, in prose, in a state list, in an enum table and in a state diagram', () => {
    const messages = check('wrong-enum.html').findings.map((finding) => `${finding.kind}: ${finding.message}`);
    expect(messages).toEqual([
      'unknown: `status=flagged`: status takes started, verifying, completed, failed, claimed, expired',
      'unknown: `live`: called a status or state, but no enum of the contract has it',
      'state-list: the list `started`, `verifying`, `completed`, `published` mixes values that no single state enum has (UserQuestStatus: started, verifying, completed, failed, claimed, expired)',
      'state-list: the table headed QuestStatus lists QuestStatus values that do not match the enum (not in QuestStatus: open; missing: scheduled, paused, ended, archived)',
      'state-list: a state diagram lists UserQuestStatus values that do not match the enum (not in UserQuestStatus: archived; missing: failed)',
    ]);
  });

  it('gives every allowance a reason and allows no contract name', () => {
    const openapi = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../generated/openapi.json'), 'utf8')) as Record<string, unknown>;
    const real = buildContractIndex(openapi, errorCatalogue);
    for (const [token, reason] of Object.entries(PAGE_TOKEN_ALLOWANCES)) {
      expect(reason.length, token).toBeGreaterThan(5);
      // JSON literals may also be the string values of some enum; they stay allowed as literals.
      if (['null', 'true', 'false'].includes(token)) continue;
      expect(real.errorStatus.has(token) || real.enumValues.has(token) || real.names.has(token) || real.operationIds.has(token), `${token} is a contract name; remove its allowance`).toBe(false);
    }
  });
});
