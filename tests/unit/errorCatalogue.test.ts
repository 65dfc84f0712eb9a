import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorDomainLabels } from '@site/src/data/errors';
import { ruleRegistry } from '@site/src/data/rules';
import { questTypeRegistry } from '@site/src/data/quests';
import { openapi, type Json } from './openapiDocument';

const codes = new Set(errorCatalogue.map((entry) => entry.code));

/** Every `code` value that appears in a problem-shaped example of the API description. */
function problemCodesIn(value: unknown, found: { code: string; where: string }[] = [], where = ''): { code: string; where: string }[] {
  if (Array.isArray(value)) value.forEach((item, index) => problemCodesIn(item, found, `${where}[${index}]`));
  else if (value && typeof value === 'object') {
    const object = value as Json;
    if (typeof object.code === 'string' && (typeof object.type === 'string' || typeof object.message === 'string')) {
      found.push({ code: object.code, where });
    }
    for (const [key, item] of Object.entries(object)) problemCodesIn(item, found, `${where}/${key}`);
  }
  return found;
}

describe('the error catalogue', () => {
  it('has unique lower_snake_case codes with a title and a description', () => {
    const seen = new Set<string>();
    for (const entry of errorCatalogue) {
      expect(entry.code, `"${entry.code}" must be lower_snake_case`).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
      expect(seen.has(entry.code), `"${entry.code}" is defined twice; keep one entry in src/data/errors/`).toBe(false);
      seen.add(entry.code);
      expect(entry.title.length, `${entry.code}: title`).toBeGreaterThan(3);
      expect(entry.description.length, `${entry.code}: description must say when it happens and what to do`).toBeGreaterThan(30);
      expect(Object.keys(errorDomainLabels)).toContain(entry.domain);
    }
  });

  it('uses 429 only for rate limiting codes and marks them retryable', () => {
    for (const entry of errorCatalogue.filter((e) => e.status === 429)) {
      expect(entry.retryable, `${entry.code} answers 429, so it is retryable`).toBe(true);
    }
  });

  it('covers every code used in the API description examples', () => {
    const unknown = problemCodesIn(openapi).filter(({ code }) => !codes.has(code));
    expect(unknown, 'codes used in openapi/ examples but missing from src/data/errors/').toEqual([]);
  });

  it('covers every code the rule and quest-type registries use', () => {
    const used = [
      ...ruleRegistry.flatMap((rule) => [...rule.errors.map((e) => e.code), ...rule.examples.flatMap((e) => (e.error ? [e.error.code] : []))]),
      ...questTypeRegistry.flatMap((quest) => quest.failures.map((f) => f.code)),
    ];
    expect(used.filter((code) => !codes.has(code))).toEqual([]);
  });
});
