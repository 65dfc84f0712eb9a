/**
 * The breaking-change gate (npm run api:diff) over a small fixture contract: redocly diff's JSON
 * report is pinned by a snapshot (an upgrade of @redocly/cli that changes it fails here, not in
 * the changelog), each planted breaking change fails the gate and is named, and each additive
 * change passes. All diffs run side by side in one beforeAll.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { DIFF_RULES } from '../../src/api/changes/diffRules';
import { gateVerdict } from '../../src/api/changes/gate';
import { apiChanges, type ApiChange, type RedoclyDiffReport } from '../../src/api/changes/report';
import { redoclyDiff, type DiffRun } from '../../scripts/redoclyDiff';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'apiDiff');
const baseFile = path.join(fixtures, 'base.yaml');
type Doc = Record<string, any>;
const base = parse(readFileSync(baseFile, 'utf8')) as Doc;

const breaking: Record<string, { plant: (doc: Doc) => void; rule: string; names: string }> = {
  'a removed operation': { plant: (doc) => delete doc.paths['/tags/{tagId}'].delete, rule: 'operation-removed', names: 'deleteTag (DELETE /tags/{tagId})' },
  'a removed response property': { plant: (doc) => delete doc.components.schemas.Tag.properties.colour, rule: 'property-removed', names: 'listTags (GET /tags)' },
  'an optional request property made required': {
    plant: (doc) => doc.paths['/tags'].post.requestBody.content['application/json'].schema.required.push('colour'),
    rule: 'required-properties-added',
    names: 'createTag (POST /tags)',
  },
  'a removed enum value in a response': { plant: (doc) => (doc.components.schemas.Tag.properties.status.enum = ['active']), rule: 'enum-values-removed', names: 'listTags (GET /tags)' },
  'a narrowed type': {
    plant: (doc) => (doc.paths['/tags'].post.requestBody.content['application/json'].schema.properties.colour.type = 'string'),
    rule: 'schema-type-changed',
    names: 'createTag (POST /tags)',
  },
};

const additive: Record<string, (doc: Doc) => void> = {
  'a new optional parameter': (doc) => doc.paths['/tags'].get.parameters.push({ name: 'prefix', in: 'query', required: false, schema: { type: 'string' } }),
  'a new operation': (doc) => (doc.paths['/tags/{tagId}'].patch = { operationId: 'updateTag', responses: { '200': { description: 'The tag.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Tag' } } } } } }),
  'a new response property': (doc) => (doc.components.schemas.Tag.properties.createdAt = { type: 'string', format: 'date-time' }),
  'a new enum value in a response': (doc) => doc.components.schemas.Tag.properties.status.enum.push('hidden'),
};

const dir = mkdtempSync(path.join(tmpdir(), 'api-diff-test-'));
const runs = new Map<string, { run: DiffRun; doc: Doc }>();

function planted(name: string, plant: (doc: Doc) => void): [string, string, Doc] {
  const doc = structuredClone(base);
  plant(doc);
  const file = path.join(dir, `${name.replace(/\W+/g, '-')}.yaml`);
  writeFileSync(file, stringify(doc));
  return [name, file, doc];
}

beforeAll(async () => {
  const cases = [
    ...Object.entries(breaking).map(([name, { plant }]) => planted(name, plant)),
    ...Object.entries(additive).map(([name, plant]) => planted(name, plant)),
    ['fixture pair', path.join(fixtures, 'revision.yaml'), parse(readFileSync(path.join(fixtures, 'revision.yaml'), 'utf8')) as Doc] as [string, string, Doc],
  ];
  const results = await Promise.all(cases.map(([, file]) => redoclyDiff(baseFile, file)));
  cases.forEach(([name, , doc], index) => runs.set(name, { run: results[index]!, doc }));
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function changesOf(name: string): ApiChange[] {
  const { run, doc } = runs.get(name)!;
  return apiChanges(run.report, base, doc);
}

describe('redocly diff', () => {
  it('writes the report this site reads (snapshot of the fixture pair)', async () => {
    const report = runs.get('fixture pair')!.run.report;
    // Files, lines and columns depend on the checkout, not on redocly's judgement.
    const normalized = JSON.parse(JSON.stringify(report, (key, value) => (['file', 'line', 'col', 'files'].includes(key) ? undefined : value)));
    await expect(`${JSON.stringify(normalized, null, 2)}\n`).toMatchFileSnapshot('fixtures/apiDiff/report.snapshot.json');
  });

  it('reports only rules src/api/changes/diffRules.ts has a sentence for', () => {
    for (const { run } of runs.values()) {
      for (const change of (run.report as RedoclyDiffReport).changes) for (const verdict of change.verdicts) expect(Object.keys(DIFF_RULES)).toContain(verdict.ruleId);
    }
  });
});

describe('api:diff gate', () => {
  for (const [name, { rule, names }] of Object.entries(breaking)) {
    it(`fails on ${name} and names it`, () => {
      const changes = changesOf(name);
      const verdict = gateVerdict(changes, '1.0.0', '1.0.0');
      expect(verdict.ok).toBe(false);
      expect(changes.filter((change) => change.impact === 'major').flatMap((change) => change.ruleIds)).toContain(rule);
      const line = verdict.lines.find((text) => text.includes(names));
      expect(line, verdict.lines.join('\n')).toBeDefined();
      expect(line).toContain(DIFF_RULES[rule as keyof typeof DIFF_RULES].breaks);
      expect(line).toMatch(/breaking; release 2\.0\.0 or /);
      if (name === 'a removed response property') expect(line).toContain('`colour` of `Tag`');
      if (name === 'a removed enum value in a response') expect(line).toContain("`status` lost values: 'archived'");
      // The same change passes once info.version is a new major version.
      expect(gateVerdict(changes, '1.0.0', '2.0.0').ok).toBe(true);
    });
  }

  for (const name of Object.keys(additive)) {
    it(`passes ${name}`, () => {
      const changes = changesOf(name);
      expect(changes.length).toBeGreaterThan(0);
      expect(changes.filter((change) => change.impact === 'major')).toEqual([]);
      expect(gateVerdict(changes, '1.0.0', '1.0.0').ok).toBe(true);
    });
  }

  it('names the new operation on its page', () => {
    const added = changesOf('a new operation').find((change) => change.text === 'New operation.');
    expect(added?.target).toMatchObject({ kind: 'operation', operationId: 'updateTag', page: '/docs/API/update-tag' });
  });
});
