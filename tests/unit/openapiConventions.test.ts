/**
 * The contract keeps its own conventions (CONTRIBUTING.md, "The API description"): rate-limit
 * headers on every response, the error responses every operation can meet, the 5xx set that
 * @guildforge/client retries, and the schema fixes that third-party tools asked for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, findError } from '@site/src/data/errors';
import { questTypeErrors } from '@site/src/data/errors/quest-types';
import { compileInDocument, createAjv, openapi, operations, resolveRef, type Json } from './openapiDocument';

const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];
const schemas = (openapi.components as Json).schemas as Json;
const id = (operation: Json) => operation.operationId as string;

/** Codes named by the examples of a response. */
function exampleCodes(response: Json): string[] {
  const codes: string[] = [];
  for (const media of Object.values((response.content ?? {}) as Json)) {
    for (const example of Object.values(((media as Json).examples ?? {}) as Json)) {
      const value = resolveRef<Json>(example).value as Json | undefined;
      if (typeof value?.code === 'string') codes.push(value.code);
    }
  }
  return codes;
}

function parameterCount(route: string, operation: Json): number {
  const pathItem = (openapi.paths as Json)[route] as Json;
  return ((operation.parameters ?? []) as unknown[]).length + ((pathItem.parameters ?? []) as unknown[]).length;
}

describe('API conventions', () => {
  it('sends the RateLimit headers on every response, and Retry-After on 429 and 503', () => {
    const missing: string[] = [];
    for (const { operation } of operations) {
      for (const [status, ref] of Object.entries(operation.responses as Json)) {
        const headers = (resolveRef<Json>(ref).headers ?? {}) as Json;
        const wanted = ['429', '503'].includes(status) ? [...RATE_LIMIT_HEADERS, 'Retry-After'] : RATE_LIMIT_HEADERS;
        for (const header of wanted) if (!(header in headers)) missing.push(`${id(operation)} ${status} ${header}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares 429, 500, 503 and 504 on every operation, and 400/422 wherever a parameter or body can be malformed', () => {
    const problems: string[] = [];
    const nothingToValidate: string[] = [];
    for (const { path: route, operation } of operations) {
      const statuses = Object.keys(operation.responses as Json);
      for (const status of ['429', '500', '503', '504']) if (!statuses.includes(status)) problems.push(`${id(operation)} lacks ${status}`);
      if (operation.requestBody) {
        for (const status of ['400', '422']) if (!statuses.includes(status)) problems.push(`${id(operation)} has a body but lacks ${status}`);
      } else if (parameterCount(route, operation) > 0) {
        if (!statuses.includes('400')) problems.push(`${id(operation)} has parameters but lacks 400`);
      } else {
        nothingToValidate.push(id(operation));
      }
    }
    expect(problems).toEqual([]);
    // The only operations with neither parameters nor a body. All but getSteamProfile declare no
    // 400 or 422, and .spectral.yaml names them where it exempts them from the OWASP rule.
    expect(nothingToValidate.sort()).toEqual(
      [
        'getSteamProfile',
        'getUserInfo',
        ...['Discord', 'Instagram', 'Steam', 'TikTok', 'Twitch', 'Twitter', 'YouTube'].map((p) => `unlink${p}Account`),
      ].sort(),
    );
  });

  it('uses the shared responses for the generic statuses', () => {
    const shared: Record<string, string> = { '500': 'InternalError', '504': 'GatewayTimeout' };
    for (const { operation } of operations) {
      for (const [status, name] of Object.entries(shared)) {
        expect(((operation.responses as Json)[status] as Json).$ref, `${id(operation)} ${status}`).toBe(`#/components/responses/${name}`);
      }
    }
  });

  it('names only retryable catalogue codes of the right status in 5xx responses, since the client retries every 5xx', () => {
    const problems: string[] = [];
    for (const { operation } of operations) {
      for (const [status, ref] of Object.entries(operation.responses as Json)) {
        if (!status.startsWith('5')) continue;
        const codes = exampleCodes(resolveRef<Json>(ref));
        if (codes.length === 0) problems.push(`${id(operation)} ${status}: no example code`);
        for (const code of codes) {
          const entry = errorCatalogue.find((candidate) => candidate.code === code);
          if (!entry) problems.push(`${id(operation)} ${status}: unknown code ${code}`);
          else if (String(entry.status) !== status || !entry.retryable) problems.push(`${id(operation)} ${status}: ${code} is ${entry.status}, retryable ${entry.retryable}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // And every 5xx code an HTTP response can carry is retryable, so retrying any 5xx is right.
    // (Quest verification failures are `failure.code` values inside a 200, never a response status.)
    const verificationCodes = new Set(questTypeErrors.map((entry) => entry.code));
    expect(
      errorCatalogue.filter((entry) => entry.status >= 500 && !entry.retryable && !verificationCodes.has(entry.code)).map((entry) => entry.code),
    ).toEqual([]);
  });

  it('declares what checkUserQuest answers a guildforge.secret quest: 400, 422 and 423', () => {
    const check = operations.find(({ operation }) => id(operation) === 'checkUserQuest')!.operation;
    const responses = check.responses as Json;
    expect(exampleCodes(resolveRef<Json>(responses['400']))).toContain('guildforge_secret_answer_missing');
    expect(findError('guildforge_secret_answer_missing').status).toBe(400);
    expect(resolveRef<Json>(responses['422'])).toBeTruthy();
    expect(exampleCodes(resolveRef<Json>(responses['423']))).toEqual(['guildforge_secret_attempts_exhausted']);
    expect(findError('guildforge_secret_attempts_exhausted').status).toBe(423);
    const cancel = operations.find(({ operation }) => id(operation) === 'cancelSchema')!.operation;
    expect(Object.keys(cancel.responses as Json)).toEqual(expect.arrayContaining(['400', '422']));
  });
});

describe('schema fixes found by third-party tools', () => {
  const ajv = createAjv();

  it('AudioDuration needs at least one of min and max', () => {
    const validate = compileInDocument(ajv, { $ref: '#/components/schemas/RuleParamsAudioDuration' });
    expect(validate({})).toBe(false);
    expect(validate({ trimSilence: true })).toBe(false);
    expect(validate({ min: 5 })).toBe(true);
    expect(validate({ max: 30, trimSilence: true })).toBe(true);
    expect(validate({ min: 5, max: 30 })).toBe(true);
  });

  it('Regex flags have no empty value: "no flags" is an omitted property', () => {
    const flags = ((schemas.RuleParamsRegex as Json).properties as Json).flags as Json;
    expect(flags.enum).toEqual(['i', 's', 'is']);
    expect(flags.default).toBeUndefined();
    const validate = compileInDocument(ajv, { $ref: '#/components/schemas/RuleParamsRegex' });
    expect(validate({ pattern: 'a+' })).toBe(true);
    expect(validate({ pattern: 'a+', flags: '' })).toBe(false);
  });

  it('never uses writeOnly: quests are read back through QuestReadConfig, without their secrets', () => {
    expect(JSON.stringify(openapi)).not.toContain('"writeOnly"');
    const quest = schemas.Quest as Json;
    expect(quest.allOf).toEqual([{ $ref: '#/components/schemas/QuestReadConfig' }]);
    const mapping = ((schemas.QuestReadConfig as Json).discriminator as Json).mapping as Record<string, string>;
    const writeMapping = ((schemas.QuestConfig as Json).discriminator as Json).mapping as Record<string, string>;
    expect(Object.keys(mapping).sort()).toEqual(Object.keys(writeMapping).sort());
    for (const [type, secret] of [
      ['guildforge.secret', 'secret'],
      ['guildforge.webhook', 'signingSecret'],
    ] as const) {
      const write = resolveRef<Json>({ $ref: writeMapping[type] });
      const read = resolveRef<Json>({ $ref: mapping[type] });
      const writeConfig = (write.properties as Json).config as Json;
      const readConfig = (read.properties as Json).config as Json;
      expect(writeConfig.required).toContain(secret);
      expect(Object.keys(readConfig.properties as Json)).toEqual(Object.keys(writeConfig.properties as Json).filter((name) => name !== secret));
    }
    // A quest read back with its secret is not a valid Quest.
    const validateConfig = compileInDocument(ajv, { $ref: '#/components/schemas/QuestReadConfig' });
    expect(validateConfig({ type: 'guildforge.secret', config: { caseSensitive: false, maxAttempts: 5 } })).toBe(true);
    expect(validateConfig({ type: 'guildforge.secret', config: { secret: 'Embers at dawn', maxAttempts: 5 } })).toBe(false);
  });

  it('gives generated client types a read shape without the secret and a write shape that requires it', () => {
    const source = readFileSync(path.join(import.meta.dirname, '../../packages/client/src/generated/api.ts'), 'utf8');
    const block = (name: string) => {
      const start = source.indexOf(`        ${name}: {`);
      expect(start, name).toBeGreaterThan(0);
      return source.slice(start, source.indexOf('\n        };', start));
    };
    expect(block('QuestReadConfigGuildforgeSecret')).not.toMatch(/\bsecret\??:/);
    expect(block('QuestConfigGuildforgeSecret')).toMatch(/\n\s+secret: string;/);
    expect(block('QuestReadConfigGuildforgeWebhook')).not.toMatch(/signingSecret/);
    expect(block('QuestConfigGuildforgeWebhook')).toMatch(/\n\s+signingSecret: string;/);
    expect(block('Quest')).toContain('components["schemas"]["QuestReadConfig"]');
  });
});
