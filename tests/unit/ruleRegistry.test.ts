import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findError } from '@site/src/data/errors';
import { findRule, ruleCategories, ruleParamsSchema, ruleRegistry } from '@site/src/data/rules';
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
