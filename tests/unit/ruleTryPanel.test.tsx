// @vitest-environment happy-dom
/**
 * The "Try this rule" panel starts one check per input, however the rule's facts (which validate
 * the params) and the reader's value race: CI once saw three workers where a dropped model needs
 * two, because the facts arrived after the value and the same check started again.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { RuleFacts } from '@guildforge/rules';
import type { OffThreadJob } from '../../src/components/RuleTryPanel/offThread';

const jobs: OffThreadJob[] = [];
const cancelled: OffThreadJob[] = [];
let releaseFacts: (facts: RuleFacts | undefined) => void = () => undefined;

vi.mock('@guildforge/rules', async (original) => ({
  ...(await original<typeof import('@guildforge/rules')>()),
  ruleFacts: () =>
    new Promise<RuleFacts | undefined>((resolve) => {
      releaseFacts = resolve;
    }),
}));

vi.mock('../../src/components/RuleTryPanel/offThread', () => ({
  CHECK_TIME_LIMIT_MS: 10_000,
  runOffThread: (job: OffThreadJob) => {
    jobs.push(job);
    // Never answers: the test counts the checks started and ended, not their verdicts.
    return { done: new Promise(() => undefined), cancel: () => cancelled.push(job) };
  },
}));

const { default: Panel } = await import('../../src/components/RuleTryPanel/Panel');
const rules = await vi.importActual<typeof import('@guildforge/rules')>('@guildforge/rules');
const regexFacts = (await rules.ruleFacts('Regex'))!;

const field = { key: 'title', label: 'Title', kind: 'text', rules: [{ rule: 'Regex', params: { pattern: '^[A-Z]' } }] };

beforeEach(() => {
  jobs.length = 0;
  cancelled.length = 0;
});
afterEach(cleanup);

it('starts one check when the rule’s facts arrive after the value, and valid params keep it running', async () => {
  render(createElement(Panel, { ruleId: 'Regex', exampleField: field }));
  fireEvent.change(screen.getByLabelText(/Value of title/), { target: { value: 'ashes of vel' } });
  expect(jobs).toHaveLength(1);
  await act(async () => releaseFacts(regexFacts));
  expect(screen.getByText('Valid RuleParamsRegex.')).toBeTruthy();
  expect(jobs).toHaveLength(1);
  expect(cancelled).toHaveLength(0);
});

it('ends the running check when the arriving facts refuse the params', async () => {
  render(createElement(Panel, { ruleId: 'Regex', exampleField: { ...field, rules: [{ rule: 'Regex', params: { pattern: '^[A-Z]', unknown: 1 } }] } }));
  fireEvent.change(screen.getByLabelText(/Value of title/), { target: { value: 'ashes of vel' } });
  expect(jobs).toHaveLength(1);
  await act(async () => releaseFacts(regexFacts));
  expect(screen.getByText(/has unknown parameter "unknown"/)).toBeTruthy();
  expect(jobs).toHaveLength(1);
  expect(cancelled).toEqual(jobs);
});
