/**
 * `x-state-refusals`: what an operation answers when the status of its resource (or of the quest
 * or schema behind it) does not allow it, one entry per enum, states, status and code. The page
 * check (scripts/pageFacts.ts) reads them to check prose that pairs a state with a refusal; this
 * test keeps them true to the rest of the contract and the catalogue.
 */
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@site/src/data/errors';
import { STATE_ENUMS, stateRefusals } from '../../scripts/pageFacts';
import { openapi, operations, resolveRef, type Json } from './openapiDocument';

const schemas = (openapi.components as Json).schemas as Record<string, Json>;
const refusals = stateRefusals(openapi);

describe('x-state-refusals', () => {
  it('are read from the quest, user quest, reward, schema, submission and vote operations', () => {
    expect(new Set(refusals.map((refusal) => refusal.operationId)).size).toBeGreaterThanOrEqual(20);
  });

  it('name a state enum, its values, a catalogue code of the same status, and a declared response', () => {
    const problems: string[] = [];
    for (const refusal of refusals) {
      const where = `${refusal.operationId} ${refusal.status} ${refusal.code}`;
      // A status enum: one of the lifecycle enums, or a status of its own (WebhookDeliveryStatus, WebhookEndpointStatus).
      if (!(STATE_ENUMS as readonly string[]).includes(refusal.enum) && !/Status$/.test(refusal.enum)) problems.push(`${where}: ${refusal.enum} is not a status enum`);
      const values = (schemas[refusal.enum]?.enum ?? []) as string[];
      if (values.length === 0) problems.push(`${where}: ${refusal.enum} is not a string enum of the contract`);
      for (const state of refusal.states) if (!values.includes(state)) problems.push(`${where}: ${state} is not a ${refusal.enum} value`);
      const entry = errorCatalogue.find((candidate) => candidate.code === refusal.code);
      if (!entry) problems.push(`${where}: ${refusal.code} is not in the catalogue`);
      else if (entry.status !== refusal.status) problems.push(`${where}: the catalogue's status for ${refusal.code} is ${entry.status}`);
      const operation = operations.find((candidate) => candidate.operation.operationId === refusal.operationId)?.operation;
      const responses = (operation?.responses ?? {}) as Json;
      if (!(String(refusal.status) in responses)) problems.push(`${where}: the operation declares no ${refusal.status} response`);
      // The description says it in words too, so a reader of the reference page learns it.
      if (!String(operation?.description ?? '').includes(refusal.code)) problems.push(`${where}: the description does not name ${refusal.code}`);
    }
    expect(problems).toEqual([]);
  });

  it('never refuse one state of one enum twice in one operation', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    // A conditional refusal ("when the body changes values") may share a state with another.
    for (const refusal of refusals.filter((candidate) => candidate.when === undefined)) {
      for (const state of refusal.states) {
        const key = `${refusal.operationId} ${refusal.enum}.${state}`;
        if (seen.has(key)) problems.push(`${key}: ${seen.get(key)} and ${refusal.code}`);
        seen.set(key, refusal.code);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are well formed where written (no unknown keys)', () => {
    for (const { operation } of operations) {
      for (const entry of (operation['x-state-refusals'] ?? []) as Json[]) {
        const keys = Object.keys(entry).filter((key) => key !== 'when').sort();
        expect(keys, String(operation.operationId)).toEqual(['code', 'enum', 'states', 'status']);
        if ('when' in entry) expect(typeof entry.when, String(operation.operationId)).toBe('string');
      }
    }
    expect(resolveRef({ $ref: '#/components/schemas/QuestStatus' })).toBeDefined();
  });
});
