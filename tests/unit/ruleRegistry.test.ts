import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findError } from '@site/src/data/errors';
import { findRule, ruleCategories, ruleParamsSchema, ruleRegistry } from '@site/src/data/rules';
import { fileReadingTopics } from '@site/src/data/rules/fileReading';
import { unitLabel } from '@site/src/components/ParameterTable/describeSchema';
import { compileInDocument, createAjv, type Json } from './openapiDocument';

/** The spec's rule list (SPEC.md section 2 and "How we read…"), group by group. */
const SPEC_RULES: Record<string, string[]> = {
  Animation: ['Skeleton'],
  Audio: ['AudioDuration', 'AudioFormat'],
  Image: ['Circle', 'Classification', 'Grayscale', 'HSLRange', 'HueArcLength', 'HuePaletteSize', 'HueRange', 'ImageFormat', 'LightnessRange', 'MaxColorCount', 'Moderation', 'NoAlphaChannel', 'SaturationRange', 'ShapeAnalysis', 'ShapeCountRange', 'Size', 'SizeRange', 'SizeRatio', 'TransparentBackground'],
  'Material/Texture': ['HeightMap', 'NormalMap', 'TerrainHeightMap'],
  Mesh: ['Connected', 'ConvexShape', 'InnerShape', 'MaxEdgeCount', 'MaxPolygonCount', 'MaxVertexCount', 'MeshClassification', 'MeshCountRange', 'MeshModeration', 'MeshSize', 'MinAngle', 'OuterShape', 'SingleMesh', 'ThreeDimensionalFileFormat', 'TrianglesOnly'],
  'Misc/Enum': ['EnumEquality', 'ListRange', 'NoDuplicate', 'OnlyOne', 'Valid'],
  'Misc/Number': ['Equation', 'NumberEquality', 'NumberRange', 'NumberType'],
  Misc: ['KeyType', 'MaxFileSize'],
  Text: ['Capitalize', 'ColorCode', 'DateTime', 'Encoding', 'JsonSchema', 'LengthRange', 'LowerCase', 'MaxLength', 'NoProfanity', 'Regex', 'UpperCase', 'XsdSchema', 'YamlSchema'],
};
const ALLOWED_KEYS = ['id', 'group', 'title', 'summary', 'explanation', 'appliesTo', 'formats', 'evaluation', 'errors', 'exampleField', 'examples', 'related', 'caveats', 'inSidebar', 'reads'];
const openapiSchemas = (JSON.parse(readFileSync(path.join(import.meta.dirname, '../../generated/openapi.json'), 'utf8')) as Json).components as Json;

describe('the rule registry', () => {
  it('has exactly the 64 rules of the spec, each once, in its spec group', () => {
    const expected = Object.entries(SPEC_RULES).flatMap(([group, ids]) => ids.map((id) => `${group}/${id}`)).sort();
    const actual = ruleRegistry.map((rule) => `${rule.group}/${rule.id}`).sort();
    expect(actual).toEqual(expected);
    expect(new Set(ruleRegistry.map((rule) => rule.id)).size).toBe(64);
  });

  it('has no unknown keys in any entry', () => {
    for (const rule of ruleRegistry) {
      const unknown = Object.keys(rule).filter((key) => !ALLOWED_KEYS.includes(key));
      expect(unknown, `${rule.id} has keys the RuleDefinition type does not define; remove them or add them to src/data/rules/types.ts`).toEqual([]);
    }
  });

  it('keeps only KeyType and MaxFileSize out of the sidebar', () => {
    expect(ruleRegistry.filter((rule) => !rule.inSidebar).map((rule) => rule.id).sort()).toEqual(['KeyType', 'MaxFileSize']);
  });

  it('puts every sidebar rule group under exactly one category', () => {
    const groups = ruleCategories.flatMap(function flatten(category): string[] {
      return [...category.groups, ...(category.children ?? []).flatMap(flatten)];
    });
    for (const rule of ruleRegistry.filter((r) => r.inSidebar)) {
      expect(groups.filter((group) => group === rule.group), `${rule.id}: group ${rule.group} needs one category in src/data/rules/index.ts`).toHaveLength(1);
    }
  });

  it('labels every x-unit of every rule parameter, and says meters exactly where the unit is meters', () => {
    const problems: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}[${index}]`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Json;
      const unit = schema['x-unit'];
      if (unit !== undefined && unit !== 'none' && unitLabel(schema) === undefined) problems.push(`${where}: x-unit ${String(unit)} has no label in describeSchema.ts`);
      if (typeof schema.description === 'string' && unit !== undefined) {
        const saysMeters = /\bmeters\b/.test(schema.description);
        if (saysMeters !== (unit === 'meters')) problems.push(`${where}: the description ${saysMeters ? 'says meters' : 'does not say meters'} but x-unit is ${String(unit)}`);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${where}.${key}`);
    };
    for (const rule of ruleRegistry) walk(ruleParamsSchema(rule.id), `RuleParams${rule.id}`);
    expect(problems).toEqual([]);
  });

  it('keeps each shared reading text on its own page, linked by the rules that rely on it', () => {
    for (const topic of fileReadingTopics) {
      const ids = topic.sections.map((section) => section.id);
      expect(new Set(ids).size, `${topic.id}: section ids are anchors and must be unique`).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(ruleRegistry.some((rule) => rule.reads?.topic === topic.id), `${topic.id}: no rule links to it`).toBe(true);
    }
    const sectionTexts = fileReadingTopics.flatMap((topic) => topic.sections.map((section) => ({ topic: topic.id, ...section })));
    for (const rule of ruleRegistry) {
      if (rule.reads) {
        const topic = fileReadingTopics.find((candidate) => candidate.id === rule.reads?.topic);
        for (const section of rule.reads.sections) expect(topic?.sections.map((s) => s.id), `${rule.id} reads ${rule.reads.topic}#${section}`).toContain(section);
      }
      for (const section of sectionTexts) {
        for (const paragraph of section.text.split('\n\n')) {
          expect(rule.explanation.includes(paragraph.slice(0, 120)), `${rule.id} repeats ${section.topic}#${section.id}; link it with reads instead`).toBe(false);
        }
      }
      const codes = rule.errors.map((error) => error.code);
      const reads = (topic: string, section: string) => rule.reads?.topic === topic && rule.reads.sections.includes(section);
      if (codes.includes('mesh_parse_failed')) expect(reads('mesh_files', 'unreadable-files'), `${rule.id} can fail with mesh_parse_failed`).toBe(true);
      if (codes.includes('mesh_analysis_unavailable')) expect(reads('mesh_files', 'unavailable-feature-server'), `${rule.id} can fail with mesh_analysis_unavailable`).toBe(true);
      if (codes.includes('image_analysis_unavailable')) expect(reads('image_files', 'asynchronous-rules'), `${rule.id} can fail with image_analysis_unavailable`).toBe(true);
      if (rule.group === 'Image' && rule.errors.some((error) => error.code === 'image_unreadable' && error.when.includes('unsupported_variant'))) {
        expect(reads('image_files', 'unreadable-files'), `${rule.id} decodes pixels`).toBe(true);
      }
      if (codes.includes('image_no_visible_pixels')) expect(reads('image_files', 'visible-pixels'), `${rule.id} measures visible pixels`).toBe(true);
    }
  });

  describe.each(ruleRegistry.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
    const ajv = createAjv();

    it('has a parameter schema in the API description that compiles', () => {
      const schema = ruleParamsSchema(id);
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties, `RuleParams${id} must set additionalProperties: false`).toBe(false);
      expect(() => ajv.compile(schema)).not.toThrow();
      for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        expect(property.description, `RuleParams${id}.${name} needs a description`).toBeTruthy();
        if (property.type === 'number' || property.type === 'integer') {
          expect(property['x-unit'], `RuleParams${id}.${name} is numeric, so it needs x-unit`).toBeTruthy();
        }
      }
    });

    it('has a real explanation, summary and caveats', () => {
      expect(rule.summary.endsWith('.'), `${id}: summary has no trailing period`).toBe(false);
      expect(rule.explanation.length, `${id}: the explanation must define the check precisely`).toBeGreaterThan(300);
      expect(rule.caveats.length, `${id}: list at least one limit or caveat`).toBeGreaterThan(0);
      expect(rule.appliesTo.length).toBeGreaterThan(0);
    });

    it('uses catalogue error codes and message templates with known placeholders', () => {
      expect(rule.errors.length).toBeGreaterThan(0);
      const paramNames = Object.keys((ruleParamsSchema(id).properties ?? {}) as Json);
      // A shared code (e.g. mesh_parse_failed) may be exemplified by another rule, and the
      // explanation may name measured values (`measured.triangleCount`) no example shows.
      const measuredNames = [
        ...ruleRegistry.filter((other) => other.errors.some((e) => rule.errors.some((mine) => mine.code === e.code))).flatMap((other) => other.examples.flatMap((example) => Object.keys(example.measured ?? {}))),
        ...[...[rule.explanation, ...rule.errors.map((e) => e.when)].join(' ').matchAll(/measured\.([A-Za-z0-9_]+)/g)].map((match) => match[1]),
      ];
      for (const error of rule.errors) {
        expect(findError(error.code).domain, `${error.code} must be a 'rule' domain code`).toBe('rule');
        for (const [, placeholder] of error.messageTemplate.matchAll(/\{([A-Za-z0-9_.]+)\}/g)) {
          expect([...paramNames, ...measuredNames, 'field', 'value'], `${id}: placeholder {${placeholder}} in ${error.code} is neither a param nor a measured value`).toContain(placeholder);
        }
      }
    });

    it('has a passing and a failing example whose params validate, and failures use the rule’s own codes', () => {
      const validate = ajv.compile(ruleParamsSchema(id));
      expect(rule.examples.some((example) => example.verdict === 'pass'), `${id} needs a passing example`).toBe(true);
      expect(rule.examples.some((example) => example.verdict === 'fail'), `${id} needs a failing example`).toBe(true);
      for (const example of rule.examples) {
        expect(validate(example.params), `${id} example "${example.input}": ${ajv.errorsText(validate.errors)}`).toBe(true);
        if (example.verdict === 'fail') {
          expect(example.error, `${id}: a failing example states the exact error`).toBeTruthy();
          expect(rule.errors.map((error) => error.code)).toContain(example.error?.code);
        } else {
          expect(example.error, `${id}: a passing example has no error`).toBeUndefined();
        }
      }
    });

    it('states failure messages that are its message template filled with the example values', () => {
      const defaults = Object.fromEntries(
        Object.entries((ruleParamsSchema(id).properties ?? {}) as Record<string, Json>).flatMap(([name, property]) =>
          property.default === undefined ? [] : [[name, property.default]],
        ),
      );
      const format = (value: unknown): string => (Array.isArray(value) ? value.map(format).join(', ') : String(value));
      for (const example of rule.examples.filter((e) => e.error)) {
        const values: Record<string, unknown> = { ...defaults, ...example.params, ...example.measured };
        const templates = rule.errors.filter((error) => error.code === example.error?.code).map((error) => error.messageTemplate);
        const filled = templates.map((template) =>
          template.replace(/\{([A-Za-z0-9_.]+)\}/g, (match, name: string) => (name in values ? format(values[name]) : match)),
        );
        expect(filled, `${id} "${example.input}": the message must be one of its templates filled in`).toContain(example.error?.message);
      }
    });

    it('has an example field that is a valid schema field using this rule', () => {
      const docAjv = createAjv();
      const validateField = compileInDocument(docAjv, (openapiSchemas.schemas as Json).SchemaField as Json);
      expect(validateField(rule.exampleField), `${id} exampleField: ${docAjv.errorsText(validateField.errors)}`).toBe(true);
      const rules = rule.exampleField.rules as { rule: string }[];
      expect(rules.map((r) => r.rule)).toContain(id);
      expect(rule.appliesTo).toContain(rule.exampleField.kind);
    });

    it('relates only to rules that exist', () => {
      for (const related of rule.related) expect(() => findRule(related)).not.toThrow();
      expect(rule.related).not.toContain(id);
    });
  });
});
