/**
 * The compatibility promise is stated once, in the contract's `info.x-compatibility`: the
 * contract's Versioning section and the changelog are written from it, and no hand-written page
 * states its own version of it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compatibilitySentences, type CompatibilityPromise } from '@site/src/api/compatibility';
import { openapi, type Json } from './openapiDocument';

const root = path.join(import.meta.dirname, '../..');
const info = openapi.info as Json;
const promise = info['x-compatibility'] as CompatibilityPromise;

describe('compatibility promise', () => {
  it('tells clients how to treat an unknown enum value and an unknown field', () => {
    expect(promise.additions.some((addition) => /enum values/.test(addition))).toBe(true);
    expect(promise.clientRules.some((rule) => /enum value you do not know/.test(rule))).toBe(true);
    expect(promise.clientRules.some((rule) => /fields you do not know/.test(rule))).toBe(true);
  });

  it('is the Versioning section of the bundled description', () => {
    const section = String(info.description).split('## Versioning')[1]?.trim();
    expect(section).toBe(compatibilitySentences(promise).join(' '));
  });

  it('is restated by no hand-written page', () => {
    const pages = execFileSync('git', ['ls-files', 'docs', 'README.md', 'CONTRIBUTING.md', 'packages/*/README.md'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(md|mdx)$/.test(file));
    const restated = pages.filter((file) => /Within `?v1`?,? (?:changes are additive|Guildforge only adds|we (?:only )?add)/i.test(readFileSync(path.join(root, file), 'utf8')));
    expect(restated, 'render <CompatibilityPromise /> instead').toEqual([]);
  });
});
