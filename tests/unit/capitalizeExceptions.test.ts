/**
 * Capitalize's exceptions compare a word stripped of the code points that are neither letters nor
 * decimal digits (General_Category L or Nd), as the rule page and the contract's `exceptions` say:
 * other numbers (`²`, `½`, No and Nl) are stripped like punctuation.
 */
import { describe, expect, it } from 'vitest';
import { ruleRegistry } from '@site/src/data/rules';
import { checkRule } from '../../packages/rules/src/index';

const field = { key: 'title', kind: 'text' } as const;
const everyWord = (text: string) => checkRule(field, { rule: 'Capitalize', params: { mode: 'everyWord', exceptions: ['of'] } }, text);

describe('Capitalize exceptions', () => {
  it('strips what the page says it strips, and keeps decimal digits', async () => {
    const page = ruleRegistry.find((rule) => rule.id === 'Capitalize')!.explanation;
    expect(page).toContain('neither letters nor decimal digits (General_Category L or Nd)');
    for (const word of ['of', '(of)', 'of,', 'of²', '½of', '«of»']) expect((await everyWord(`Lord ${word} Ash`)).status, word).toBe('passed');
    for (const word of ['of2', '2of', 'of٣']) expect((await everyWord(`Lord ${word} Ash`)).code, word).toBe('text_capitalize_word_lowercase');
  });
});
