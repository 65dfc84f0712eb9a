/**
 * The Equation page states the expression limits and the functions' arguments in prose; the
 * checker (@guildforge/rules, text/equationCheck.ts) enforces them when it reads a schema. This
 * test holds the two to the same figures.
 */
import { describe, expect, it } from 'vitest';
import { ruleRegistry } from '@site/src/data/rules';
import { ARITY, EQUATION_LIMITS } from '../../packages/rules/src/text/equationCheck';

const explanation = ruleRegistry.find((rule) => rule.id === 'Equation')!.explanation.replace(/\s+/g, ' ');

describe('the Equation page and the checker', () => {
  it('state the same limits', () => {
    expect(explanation).toContain(`${EQUATION_LIMITS.tokens} tokens, ${EQUATION_LIMITS.fieldKeys} distinct field keys, ${EQUATION_LIMITS.nesting} levels of nested parentheses and calls`);
  });

  it('know the same functions and arguments', () => {
    for (const [name, [least, most]] of Object.entries(ARITY)) {
      if (least === most) expect(explanation).toContain(`\`${name}(${['x', 'x, y'][least - 1]})\``);
      else expect(explanation).toContain(`\`${name}(x1, …, xn)\``);
    }
    expect(explanation).toContain(`with ${ARITY.min![0]} to ${ARITY.min![1]} arguments`);
  });
});
