/**
 * The analysis limits have one source (src/data/rules/limits.ts): the rule registry, the error
 * catalogue and @guildforge/rules read them, and the API description states them (the pixel limit
 * on ValidationResult.code, the schema limits on the JsonSchema and YamlSchema params). This
 * fails when a contract sentence, the registry or the checker disagree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { IMAGE_PIXEL_LIMIT, SCHEMA_BYTE_LIMIT, SCHEMA_BYTE_LIMIT_TEXT, STRUCTURED_NESTING_LIMIT } from '../../src/data/rules/limits';
import { IMAGE_PIXEL_LIMIT as PACKAGE_LIMIT } from '../../packages/rules/src/generated/ruleIndex';
import { MAX_NESTING, MAX_SCHEMA_BYTES } from '../../packages/rules/src/text/structured';
import { ruleRegistry } from '../../src/data/rules';

const submission = parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi/paths/submission.yaml'), 'utf8')) as {
  components: { schemas: { ValidationResult: { properties: { code: { description: string } } } } };
};

describe('the image analysis limit', () => {
  it('is the one the contract states on ValidationResult.code, and the one the checker applies', () => {
    const sentence = submission.components.schemas.ValidationResult.properties.code.description;
    expect(sentence).toContain(`${IMAGE_PIXEL_LIMIT} pixels (\`image_analysis_limit_exceeded\`)`);
    expect(PACKAGE_LIMIT).toBe(IMAGE_PIXEL_LIMIT);
  });
});

const textRules = parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi/rules/text-misc.yaml'), 'utf8')) as {
  components: { schemas: Record<string, { properties: { schema: { description: string } } }> };
};

describe('the JSON and YAML nesting limit and the schema size limit', () => {
  it('are the ones the contract states on the JsonSchema and YamlSchema params, the pages say and the checker applies', () => {
    for (const name of ['RuleParamsJsonSchema', 'RuleParamsYamlSchema']) {
      const sentence = textRules.components.schemas[name].properties.schema.description;
      expect(sentence, name).toContain(`at most ${SCHEMA_BYTE_LIMIT_TEXT} bytes when serialized and at most ${STRUCTURED_NESTING_LIMIT} levels of nested objects and arrays`);
    }
    for (const id of ['JsonSchema', 'YamlSchema']) {
      const explanation = ruleRegistry.find((rule) => rule.id === id)!.explanation;
      expect(explanation, id).toContain(`${SCHEMA_BYTE_LIMIT_TEXT} bytes`);
      expect(explanation, id).toContain(`${STRUCTURED_NESTING_LIMIT} levels`);
    }
    expect(MAX_NESTING).toBe(STRUCTURED_NESTING_LIMIT);
    expect(MAX_SCHEMA_BYTES).toBe(SCHEMA_BYTE_LIMIT);
  });
});
