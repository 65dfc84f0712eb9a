/**
 * The Regex rule's 100 ms limit (text_regex_timeout) in both places the checker runs: Node, where
 * a vm context interrupts the engine, and Chromium, where a Blob worker is terminated. The browser
 * half bundles this module with esbuild and runs it in a blank page of the same Chromium the
 * end-to-end tests use.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkRule } from '../index.js';
import { execWithLimit, REGEX_LIMIT_MS } from './regexLimit.js';

const CATASTROPHIC = { source: '^(?:(a+)+)$', text: `${'a'.repeat(40)}!` };

describe('execWithLimit in Node', () => {
  it('answers a match, no match, and a timeout after the limit', async () => {
    expect(await execWithLimit(/b+/u, 'aabbb')).toEqual({ index: 2 });
    expect(await execWithLimit(/^b+$/u, 'aabbb')).toBeNull();
    const started = performance.now();
    expect(await execWithLimit(new RegExp(CATASTROPHIC.source, 'u'), CATASTROPHIC.text)).toBe('timeout');
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(REGEX_LIMIT_MS - 5);
    expect(took).toBeLessThan(REGEX_LIMIT_MS * 20);
    // The context is reused after an interrupted run.
    expect(await execWithLimit(/(?<=a)b/u, 'ab')).toEqual({ index: 1 });
  });

  it('gives the Regex rule the page\'s timeout verdict, and a params error for a pattern that does not compile', async () => {
    const field = { key: 'motto', kind: 'text' } as const;
    const timedOut = await checkRule(field, { rule: 'Regex', params: { pattern: '(a+)+' } }, CATASTROPHIC.text);
    expect(timedOut).toEqual({
      field: 'motto',
      rule: 'Regex',
      status: 'failed',
      code: 'text_regex_timeout',
      message: 'The pattern `(a+)+` took longer than 100 ms on this text.',
    });
    const broken = await checkRule(field, { rule: 'Regex', params: { pattern: '(a+' } }, 'aaa');
    expect(broken.code).toBe('schema_rule_params_invalid');
    expect(broken.message).toMatch(/pattern does not compile/);
  });

  it('compiles the bare pattern before wrapping it, so a pattern that only compiles wrapped is refused', async () => {
    const field = { key: 'motto', kind: 'text' } as const;
    // `^(?:a)(b)$` and `^(?:a)|(?:b)$` compile; `a)(b` and `a)|(?:b` do not.
    for (const pattern of ['a)(b', 'a)|(?:b']) {
      for (const match of ['full', 'partial'] as const) {
        const verdict = await checkRule(field, { rule: 'Regex', params: { pattern, match } }, 'abc');
        expect(verdict.code, `${pattern} (${match})`).toBe('schema_rule_params_invalid');
      }
    }
    // A valid alternation is still matched against the whole text.
    expect((await checkRule(field, { rule: 'Regex', params: { pattern: 'a|b' } }, 'abc')).code).toBe('text_regex_mismatch');
  });

  it('does not run a pattern without a limit: where neither node:vm nor Workers exist it answers pending', async () => {
    vi.resetModules();
    const real = process.getBuiltinModule;
    process.getBuiltinModule = ((id: string) => (id === 'node:vm' ? undefined : real(id))) as typeof real;
    try {
      expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
      const fresh = (await import('./regexLimit.js')) as typeof import('./regexLimit.js');
      expect(await fresh.execWithLimit(/b+/u, 'aabbb')).toBe('unlimited');
      const { checkRule: freshCheck } = (await import('../index.js')) as typeof import('../index.js');
      const verdict = await freshCheck({ key: 'motto', kind: 'text' }, { rule: 'Regex', params: { pattern: '(a+)+' } }, CATASTROPHIC.text);
      expect(verdict).toMatchObject({ rule: 'Regex', status: 'pending' });
      expect(verdict.reason).toBe(fresh.REGEX_UNLIMITED_REASON);
    } finally {
      process.getBuiltinModule = real;
      vi.resetModules();
    }
  });
});

const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

describe('execWithLimit in Chromium (a Blob worker)', () => {
  let browser: Browser;
  let bundle: string;

  beforeAll(async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, 'regexLimit.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'regexLimit',
      write: false,
      platform: 'browser',
    });
    bundle = result.outputFiles[0]!.text;
    browser = await chromium.launch({ executablePath: chromiumPath });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('answers a match and no match, times out, then answers again from a new worker', async () => {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>regex limit</title>');
    await page.addScriptTag({ content: bundle });
    const answers = await page.evaluate(async ({ source, text }) => {
      const { execWithLimit } = (globalThis as unknown as { regexLimit: typeof import('./regexLimit.js') }).regexLimit;
      const hasProcess = typeof (globalThis as { process?: unknown }).process !== 'undefined';
      const match = await execWithLimit(/b+/u, 'aabbb');
      const none = await execWithLimit(/^b+$/u, 'aabbb');
      const started = performance.now();
      const timedOut = await execWithLimit(new RegExp(source, 'u'), text);
      const took = performance.now() - started;
      const after = await execWithLimit(/(?<=a)b/u, 'ab');
      return { hasProcess, match, none, timedOut, took, after };
    }, CATASTROPHIC);
    expect(answers).toMatchObject({ hasProcess: false, match: { index: 2 }, none: null, timedOut: 'timeout', after: { index: 1 } });
    expect(answers.took).toBeGreaterThanOrEqual(REGEX_LIMIT_MS - 5);
    expect(answers.took).toBeLessThan(REGEX_LIMIT_MS * 20);
  });
});
