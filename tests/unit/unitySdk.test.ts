/**
 * The Unity SDK table (src/data/unitySdk.ts) must match the API description and the
 * C# examples shown on the Unity page (examples/unity/*.cs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operationPath, unitySdkMethods } from '../../src/data/unitySdk';
import { operations } from './openapiDocument';

const root = path.join(import.meta.dirname, '../..');
const unityDir = path.join(root, 'examples/unity');
const csFiles = readdirSync(unityDir).filter((name) => name.endsWith('.cs'));
const sources = csFiles.map((name) => ({ name, text: readFileSync(path.join(unityDir, name), 'utf8') }));
const operationIds = new Set(operations.map((op) => op.operation.operationId as string));

/** Calls on the SDK client: the examples always name the GuildforgeClient instance `gf`. */
function sdkCalls(text: string): string[] {
  return [...text.matchAll(/\bgf\s*\.\s*([A-Z][A-Za-z0-9]*Async)\s*\(/g)].map((match) => match[1]);
}

describe('Unity SDK methods', () => {
  it('finds the C# examples', () => {
    expect(csFiles.length).toBeGreaterThan(0);
    expect(sources.flatMap((source) => sdkCalls(source.text)).length).toBeGreaterThan(0);
  });

  it('map every method to an operation of the API description', () => {
    const unknown = unitySdkMethods.filter((entry) => !operationIds.has(entry.operationId)).map((entry) => `${entry.method} → ${entry.operationId}`);
    expect(unknown).toEqual([]);
  });

  it('have unique method names and one method per operation', () => {
    const methods = unitySdkMethods.map((entry) => entry.method);
    const ops = unitySdkMethods.map((entry) => entry.operationId);
    expect(methods.filter((name, index) => methods.indexOf(name) !== index)).toEqual([]);
    expect(ops.filter((id, index) => ops.indexOf(id) !== index)).toEqual([]);
  });

  it('name each method after its operation', () => {
    const misnamed = unitySdkMethods
      .filter((entry) => entry.method !== `${entry.operationId[0].toUpperCase()}${entry.operationId.slice(1)}Async`)
      .map((entry) => `${entry.method} → ${entry.operationId}`);
    expect(misnamed).toEqual([]);
  });

  it('list every SDK call made in examples/unity', () => {
    const listed = new Set(unitySdkMethods.map((entry) => entry.method));
    const missing = sources.flatMap((source) => sdkCalls(source.text).filter((call) => !listed.has(call)).map((call) => `${source.name}: ${call}`));
    expect(missing).toEqual([]);
  });

  it('list only methods the examples use', () => {
    const used = new Set(sources.flatMap((source) => sdkCalls(source.text)));
    expect(unitySdkMethods.filter((entry) => !used.has(entry.method)).map((entry) => entry.method)).toEqual([]);
  });

  it('link each operation to its reference page', () => {
    expect(operationPath('createSubmission')).toBe('/docs/API/create-submission');
    expect(operationPath('getSubmissionValidation')).toBe('/docs/API/get-submission-validation');
  });
});
