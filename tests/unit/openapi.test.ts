import { describe, expect, it } from 'vitest';
import { API_SERVERS } from '@site/src/config/site';
import { compileInDocument, createAjv, openapi, operations, resolveRef, type Json } from './openapiDocument';

const REQUIRED_TAGS = [
  'asset', 'badge', 'category', 'comment', 'notification', 'project', 'quest', 'reward', 'schema', 'submission', 'tag',
  'user', 'vote', 'webhook', 'discord', 'steam', 'tiktok', 'twitch', 'twitter', 'roles-permissions', 'feature-servers',
];
const ROLES = ['owner', 'admin', 'moderator', 'member', 'server'];
const label = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;

/** Every named example (or single `example`) of a media-type object. */
function examplesOf(media: Json | undefined): [string, unknown][] {
  if (!media) return [];
  const named = Object.entries((media.examples ?? {}) as Json).map(([name, example]) => [name, resolveRef<Json>(example).value] as [string, unknown]);
  return media.example !== undefined ? [['example', media.example], ...named] : named;
}

describe('the API description', () => {
  it('is OpenAPI 3.1 with the configured servers', () => {
    expect(openapi.openapi).toMatch(/^3\.1\./);
    expect(openapi.servers).toEqual(API_SERVERS.map((server) => ({ ...server })));
  });

  it('has about 150 operations (no fewer than 140)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(140);
  });

  it('declares every required tag, with a description, and uses only declared tags', () => {
    const tags = new Map(((openapi.tags ?? []) as Json[]).map((tag) => [tag.name as string, tag]));
    for (const name of REQUIRED_TAGS) {
      expect(tags.get(name)?.description, `tag "${name}" is missing or has no description in openapi/openapi.yaml`).toBeTruthy();
    }
    for (const op of operations) {
      const opTags = op.operation.tags as string[];
      expect(opTags, `${label(op)} must have exactly one tag`).toHaveLength(1);
      expect(tags.has(opTags[0]), `${label(op)} uses undeclared tag ${opTags[0]}`).toBe(true);
    }
  });

  it('gives every operation an id, summary, description, security and error responses', () => {
    const ids = new Set<string>();
    for (const op of operations) {
      const { operation } = op;
      const id = operation.operationId as string;
      expect(id, `${label(op)} needs an operationId`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(ids.has(id), `operationId ${id} is used twice`).toBe(false);
      ids.add(id);
      expect(operation.summary, `${id} needs a summary`).toBeTruthy();
      expect(String(operation.description ?? '').length, `${id} needs a real description`).toBeGreaterThan(60);
      const security = (operation.security ?? openapi.security) as unknown[];
      if (operation['x-public'] === true) {
        expect(security, `${id} is x-public, so security must be []`).toEqual([]);
      } else {
        expect(security.length, `${id} needs a security requirement or x-public: true`).toBeGreaterThan(0);
        expect(ROLES, `${id} needs x-required-role`).toContain(operation['x-required-role']);
      }
      const statuses = Object.keys(operation.responses as Json);
      expect(statuses.some((status) => /^[45]/.test(status)), `${id} documents no error response`).toBe(true);
      expect(statuses.some((status) => /^2/.test(status)), `${id} documents no success response`).toBe(true);
    }
  });

  it('has a request example and an example for every success response with a body', () => {
    for (const op of operations) {
      const id = op.operation.operationId as string;
      const body = op.operation.requestBody ? resolveRef<Json>(op.operation.requestBody) : undefined;
      if (body) {
        const media = (body.content as Json)['application/json'] as Json | undefined;
        expect(examplesOf(media).length, `${id}: request body has no example`).toBeGreaterThan(0);
      }
      for (const [status, response] of Object.entries(op.operation.responses as Json)) {
        if (!status.startsWith('2')) continue;
        const content = resolveRef<Json>(response).content as Json | undefined;
        for (const [type, media] of Object.entries(content ?? {})) {
          expect(examplesOf(media as Json).length, `${id}: ${status} ${type} response has no example`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has examples that validate against their schemas', () => {
    const ajv = createAjv();
    const failures: string[] = [];
    const check = (where: string, media: Json | undefined) => {
      if (!media?.schema) return;
      const validate = compileInDocument(ajv, media.schema as Json);
      for (const [name, value] of examplesOf(media)) {
        if (!validate(value)) failures.push(`${where} example "${name}": ${ajv.errorsText(validate.errors)}`);
      }
    };
    for (const op of operations) {
      const id = op.operation.operationId as string;
      const body = op.operation.requestBody ? resolveRef<Json>(op.operation.requestBody) : undefined;
      for (const [type, media] of Object.entries((body?.content ?? {}) as Json)) check(`${id} request ${type}`, media as Json);
      for (const [status, response] of Object.entries(op.operation.responses as Json)) {
        for (const [type, media] of Object.entries((resolveRef<Json>(response).content ?? {}) as Json)) {
          check(`${id} ${status} ${type}`, media as Json);
        }
      }
    }
    for (const [event, item] of Object.entries((openapi.webhooks ?? {}) as Json)) {
      const body = resolveRef<Json>(((item as Json).post as Json).requestBody);
      for (const [type, media] of Object.entries((body.content ?? {}) as Json)) check(`webhook ${event} ${type}`, media as Json);
    }
    expect(failures).toEqual([]);
  });

  it('documents a payload schema for every webhook event', () => {
    const events = Object.keys((openapi.webhooks ?? {}) as Json);
    expect(events.length).toBeGreaterThanOrEqual(10);
    for (const event of events) {
      const post = ((openapi.webhooks as Json)[event] as Json).post as Json;
      expect(post?.requestBody, `webhook ${event} needs a requestBody`).toBeTruthy();
    }
  });
});
