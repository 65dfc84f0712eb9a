/**
 * The pixel-analysis limit has one source (src/data/rules/limits.ts): the rule registry, the error
 * catalogue and @guildforge/rules read it, and the API description states it on
 * ValidationResult.code. This fails when the contract's sentence and the registry disagree.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { IMAGE_PIXEL_LIMIT } from '../../src/data/rules/limits';
import { IMAGE_PIXEL_LIMIT as PACKAGE_LIMIT } from '../../packages/rules/src/generated/ruleIndex';

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
