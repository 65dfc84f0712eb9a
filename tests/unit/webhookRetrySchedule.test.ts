/**
 * One webhook retry schedule: `x-retry-schedule` on the contract's WebhookDelivery. The guides
 * render it (src/components/WebhookRetrySchedule); this test checks every other statement of it,
 * in the contract's descriptions, CONTRIBUTING.md and the hand-written pages, against the same
 * values: the delays, the number of attempts and the time from the first attempt to the last.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  attempts,
  duration,
  retryWindowSeconds,
  scheduleSentence,
  scheduleSummary,
  type WebhookRetrySchedule,
} from '@site/src/api/webhookRetrySchedule';
import { openapi, type Json } from './openapiDocument';

const root = path.join(import.meta.dirname, '../..');
const schedule = ((openapi.components as Json).schemas as Record<string, Json>).WebhookDelivery['x-retry-schedule'] as WebhookRetrySchedule;

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const toNumber = (word: string): number => (/^\d+$/.test(word) ? Number(word) : WORDS.indexOf(word.toLowerCase()));
const UNIT_SECONDS: Record<string, number> = { s: 1, second: 1, min: 60, minute: 60, h: 3600, hour: 3600, day: 86400 };
const unitSeconds = (unit: string): number => UNIT_SECONDS[unit.toLowerCase().replace(/s$/, '')] ?? UNIT_SECONDS[unit.toLowerCase()] ?? NaN;

/** "44 hours 36 minutes", "44 h 36 min" → seconds. */
function parseDuration(text: string): number {
  let total = 0;
  for (const match of text.matchAll(/(\d+)\s*(seconds?|s|minutes?|min|hours?|h|days?)\b/gi)) total += Number(match[1]) * unitSeconds(match[2]);
  return total;
}

/** "1 minute, 5 minutes, 30 minutes, 2, 6, 12 and 24 hours" → seconds; a bare number takes the unit that follows it. */
function parseDelays(text: string): number[] {
  const items = text.split(/,\s*|\s+and\s+/).map((item) => /^(\d+)\s*([a-z]*)$/i.exec(item.trim()));
  const delays: number[] = new Array(items.length).fill(NaN);
  let unit = '';
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index];
    if (!item) continue;
    if (item[2]) unit = item[2];
    delays[index] = Number(item[1]) * unitSeconds(unit);
  }
  return delays;
}

const NUMBER = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const DURATION = '((?:\\d+\\s*(?:seconds?|s|minutes?|min|hours?|h|days?)\\b\\s*)+)';

/** What a text says about the webhook schedule that disagrees with `schedule`; empty when it agrees. */
export function webhookSchedueProblems(text: string, truth: WebhookRetrySchedule): string[] {
  const problems: string[] = [];
  const sentences = text.replace(/\s+/g, ' ').split(/(?<=\.)\s+(?=[A-Z`*(\[<-])|\|/);
  for (const sentence of sentences) {
    if (!/webhook|deliver/i.test(sentence) || /feature server|async|_unavailable|\brules?\b/i.test(sentence)) continue;
    for (const match of sentence.matchAll(new RegExp(`${NUMBER} (?:automatic )?attempts`, 'gi'))) {
      if (toNumber(match[1]) !== attempts(truth)) problems.push(`"${match[0]}" is not ${attempts(truth)} attempts: "${sentence.trim()}"`);
    }
    for (const match of sentence.matchAll(new RegExp(`(?:(?:the last(?: one)?(?: comes)?) ${DURATION}after the first|attempts (?:in all )?over ${DURATION})`, 'gi'))) {
      match[1] ??= match[2];
      if (parseDuration(match[1] ?? '') !== retryWindowSeconds(truth)) problems.push(`"${match[0].trim()}" is not ${duration(retryWindowSeconds(truth))}: "${sentence.trim()}"`);
    }
    for (const match of sentence.matchAll(new RegExp(`retried for ${DURATION}`, 'gi'))) {
      if (parseDuration(match[1]) !== retryWindowSeconds(truth)) problems.push(`"${match[0].trim()}": the last attempt is ${duration(retryWindowSeconds(truth))} after the first: "${sentence.trim()}"`);
    }
    for (const match of sentence.matchAll(/((?:\d+(?:\s*[a-z]+)?(?:,\s*|\s+and\s+))+\d+\s*[a-z]+) after the previous/gi)) {
      const delays = parseDelays(match[1]);
      if (JSON.stringify(delays) !== JSON.stringify(truth.delaysSeconds)) problems.push(`delays "${match[1]}" are not ${truth.delaysSeconds.join(', ')} s: "${sentence.trim()}"`);
    }
  }
  return problems;
}

/** Every description string of the bundled contract. */
function descriptions(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => descriptions(child, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string') out.push(value);
      else descriptions(value, out);
    }
  }
  return out;
}

describe('webhook retry schedule', () => {
  it('is written in words from the contract', () => {
    const sample: WebhookRetrySchedule = { timeoutSeconds: 10, delaysSeconds: [60, 300, 1800, 7200] };
    expect(scheduleSentence(sample)).toBe('retried 1 minute, 5 minutes, 30 minutes and 2 hours after the previous attempt: five attempts in all, the last one 2 hours 36 minutes after the first');
    expect(scheduleSummary(sample)).toBe('five attempts, the last 2 h 36 min after the first');
    expect(webhookSchedueProblems(`Webhook deliveries are ${scheduleSentence(schedule)}.`, schedule)).toEqual([]);
  });

  it('finds a wrong schedule in words', () => {
    expect(webhookSchedueProblems('Webhook deliveries are retried for 24 hours until they answer with a 2xx status.', schedule)).toHaveLength(1);
    expect(webhookSchedueProblems('A delivery is retried 1 minute, 5 minutes, 2, 6 and 24 hours after the previous attempt (6 attempts, the last 32 hours 6 minutes after the first).', schedule)).toHaveLength(3);
  });

  it('is stated the same way in every description of the contract', () => {
    expect(descriptions(openapi).flatMap((text) => webhookSchedueProblems(text, schedule))).toEqual([]);
  });

  it('is stated the same way in CONTRIBUTING.md, the READMEs and the hand-written pages', () => {
    // The changelog's release notes record what each release did, so they are not restated.
    const files = execFileSync('git', ['ls-files', 'CONTRIBUTING.md', 'README.md', 'docs', 'packages/*/README.md'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(md|mdx)$/.test(file) && file !== 'docs/changelog.mdx');
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => webhookSchedueProblems(readFileSync(path.join(root, file), 'utf8'), schedule).map((problem) => `${file}: ${problem}`))).toEqual([]);
  });
});
