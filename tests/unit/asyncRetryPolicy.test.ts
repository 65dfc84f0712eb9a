/**
 * One policy for "a feature server cannot process a file" (src/data/rules/asyncRetry.ts).
 * Rule pages, the catalogue and the UGC guides render it from the constants; this test
 * checks every other place that states it in words (CONTRIBUTING.md, the API description,
 * hand-written pages, example comments, registry text) against the same constants, and
 * rejects the wordings of the policies that were dropped.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue } from '@site/src/data/errors';
import { ruleRegistry } from '@site/src/data/rules';
import {
  ASYNC_RULE_ATTEMPTS,
  ASYNC_RULE_RETRIES,
  ASYNC_RULE_RETRY_DELAYS_MINUTES,
  ASYNC_RULE_RETRY_WINDOW_MINUTES,
  asyncRetryAttempts,
  asyncRetryDelays,
  asyncRetryRetries,
  countWord,
} from '@site/src/data/rules/asyncRetry';

const root = path.join(import.meta.dirname, '../..');

/** A sentence is about the async-rule policy when it names a feature server or a give-up code. */
const ABOUT_POLICY = /feature server|_analysis_unavailable|_check_unavailable|async(hronous)? rules?/i;

/** Wordings of the policies that were dropped: results resuming by themselves, nothing becoming invalid. */
const DROPPED_POLICIES = [
  /resumes? on (its|their) own/i,
  /resumes? when it is back/i,
  /resumes? afterwards/i,
  /continues? when it recovers/i,
  /nothing is marked `?invalid/i,
  /(dependent work|rules?|results?|submissions?) (waits? in (the )?queue or )?fails? with `?(503 )?feature_server_unavailable/i,
];

const NUMBER = '(\\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten)';
const toNumber = (word: string): number => (/^\d+$/.test(word) ? Number(word) : [...Array(11).keys()].find((n) => countWord(n) === word.toLowerCase()) ?? NaN);

/** What a text claims about the policy that disagrees with the constants; empty when it agrees. */
export function retryPolicyProblems(text: string): string[] {
  const problems: string[] = [];
  // Table cells and HTML elements end a sentence too.
  const sentences = text
    .replace(/<\/?[a-z]+[^>]*>|\|/g, '. ')
    .replace(/\s+/g, ' ')
    .split(/(?<=[.;:])\s+(?=[A-Z`*(\[<-])/);
  for (const sentence of sentences) {
    for (const dropped of DROPPED_POLICIES) {
      if (ABOUT_POLICY.test(sentence) || /pending|validating|outage|maintenance/.test(sentence)) {
        if (dropped.test(sentence)) problems.push(`states a dropped policy: "${sentence.trim()}"`);
      }
    }
    if (!ABOUT_POLICY.test(sentence)) continue;
    for (const match of sentence.matchAll(/after ((?:\d+, )*\d+ and \d+) minutes/g)) {
      const minutes = match[1].split(/, | and /).map(Number);
      if (JSON.stringify(minutes) !== JSON.stringify(ASYNC_RULE_RETRY_DELAYS_MINUTES)) problems.push(`retry delays ${match[0]} are not ${asyncRetryDelays}: "${sentence.trim()}"`);
    }
    for (const match of sentence.matchAll(new RegExp(`${NUMBER} (?:automatic )?attempts`, 'gi'))) {
      if (toNumber(match[1]) !== ASYNC_RULE_ATTEMPTS) problems.push(`"${match[0]}" is not ${ASYNC_RULE_ATTEMPTS} attempts: "${sentence.trim()}"`);
    }
    for (const match of sentence.matchAll(new RegExp(`${NUMBER} (?:automatic )?retries`, 'gi'))) {
      if (toNumber(match[1]) !== ASYNC_RULE_RETRIES) problems.push(`"${match[0]}" is not ${ASYNC_RULE_RETRIES} retries: "${sentence.trim()}"`);
    }
    for (const match of sentence.matchAll(/over about (\d+) minutes/g)) {
      if (Number(match[1]) !== ASYNC_RULE_RETRY_WINDOW_MINUTES) problems.push(`"${match[0]}" is not ${ASYNC_RULE_RETRY_WINDOW_MINUTES} minutes: "${sentence.trim()}"`);
    }
  }
  return problems;
}

/** Committed prose that states the policy without importing the constants. */
function proseFiles(): string[] {
  const tracked = execFileSync('git', ['ls-files', 'CONTRIBUTING.md', 'README.md', 'openapi', 'docs', 'examples', 'src/data', 'packages/*/README.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(md|mdx|ya?ml|ts|tsx)$/.test(file))
    .filter((file) => file !== 'src/data/rules/asyncRetry.ts')
    // Release snapshots are records of what a released contract said, not text kept current.
    .filter((file) => !file.startsWith('openapi/releases/'));
  return tracked;
}

describe('the asynchronous-rule retry policy', () => {
  it('derives its counts from the delays', () => {
    expect(ASYNC_RULE_RETRIES).toBe(ASYNC_RULE_RETRY_DELAYS_MINUTES.length);
    expect(ASYNC_RULE_ATTEMPTS).toBe(ASYNC_RULE_RETRIES + 1);
    expect(ASYNC_RULE_RETRY_WINDOW_MINUTES).toBe(ASYNC_RULE_RETRY_DELAYS_MINUTES.reduce((a, b) => a + b, 0));
    expect(asyncRetryDelays).toBe('after 1, 5 and 15 minutes');
    expect(asyncRetryAttempts).toBe('four attempts over about 21 minutes');
    expect(asyncRetryRetries).toBe('three retries');
  });

  it('catches a wrong schedule, a wrong count and a dropped policy', () => {
    expect(retryPolicyProblems('If the vision feature server is down, Guildforge retries after 1, 5 and 10 minutes.')).toHaveLength(1);
    expect(retryPolicyProblems('The feature server failed to process the file after 3 attempts.')).toHaveLength(1);
    expect(retryPolicyProblems('The geometry feature server could not process it on three automatic retries.')).toHaveLength(0);
    expect(retryPolicyProblems('During an outage of a feature server, results stay `pending` and resume on their own.')).toHaveLength(1);
    expect(retryPolicyProblems('- `outage`: not processing; dependent work waits in queue or fails with `feature_server_unavailable`.')).toHaveLength(1);
    expect(retryPolicyProblems('Deliveries are retried 8 attempts in all, at +1 min and +5 min.')).toEqual([]);
  });

  it('is stated the same way in every committed file', () => {
    const problems = proseFiles().flatMap((file) => retryPolicyProblems(readFileSync(path.join(root, file), 'utf8')).map((problem) => `${file}: ${problem}`));
    expect(problems, 'state the policy of src/data/rules/asyncRetry.ts, or render it with <AsyncRetrySchedule />').toEqual([]);
  });

  it('is stated the same way in every rule entry and catalogue entry', () => {
    const texts = [
      ...ruleRegistry.flatMap((rule) => [rule.explanation, ...rule.caveats, ...rule.errors.flatMap((error) => [error.when, error.messageTemplate])]),
      ...errorCatalogue.map((entry) => entry.description),
    ];
    expect(texts.flatMap(retryPolicyProblems)).toEqual([]);
  });

  it('gives every asynchronous rule one retryable 503 give-up code that names the schedule', () => {
    for (const rule of ruleRegistry.filter((candidate) => candidate.evaluation.mode === 'async')) {
      const giveUp = rule.errors.filter((error) => /_unavailable$/.test(error.code));
      expect(giveUp, `${rule.id} is async, so it lists its *_unavailable code`).toHaveLength(1);
      expect(giveUp[0].when, `${rule.id}: ${giveUp[0].code}`).toContain(asyncRetryDelays);
      const entry = errorCatalogue.find((candidate) => candidate.code === giveUp[0].code);
      expect(entry?.status).toBe(503);
      expect(entry?.retryable).toBe(true);
      expect(entry?.description, `${giveUp[0].code} in the catalogue`).toContain(asyncRetryAttempts);
    }
    for (const rule of ruleRegistry.filter((candidate) => candidate.evaluation.mode === 'instant')) {
      expect(rule.errors.filter((error) => /_unavailable$/.test(error.code)), `${rule.id} is instant and never waits for a feature server`).toEqual([]);
    }
  });
});
