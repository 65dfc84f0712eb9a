/**
 * A pixel rule's `tolerance` is a percentage written in decimal, and the rule pages say the
 * comparison with pixel counts is exact: 3000 chromatic pixels at tolerance 2.3 allow 69 to fall
 * outside (binary64 gives 3000 × 2.3 = 6899.999…, which floors to 68 and fails the 69th).
 */
import { describe, expect, it } from 'vitest';
import { checkRule } from '../../packages/rules/src/index';
import { pngRuns, type Rgba } from './ruleFixtures';

const RED: Rgba = [255, 0, 0, 255];
const CYAN: Rgba = [0, 255, 255, 255];
const field = { key: 'albedo', kind: 'image' } as const;
/** 60 × 50 = 3000 chromatic pixels: 2931 red (hue 0°) and 69 cyan (hue 180°). */
const image = { name: 'tolerance.png', bytes: pngRuns(60, 50, [[2931, RED], [69, CYAN]]) };

describe('pixel tolerances in exact arithmetic', () => {
  it('HueArcLength leaves out floor(3000 × 2.3 / 100) = 69 pixels, so the arc is the red bin alone', async () => {
    const result = await checkRule(field, { rule: 'HueArcLength', params: { maxArcLength: 10, tolerance: 2.3 } }, image);
    expect(result).toMatchObject({ status: 'passed', measured: { chromaticPixels: 3000, arcLength: 0 } });
  });

  it('HueRange lets 69 of 3000 pixels fall outside at tolerance 2.3, and not 70', async () => {
    const within = await checkRule(field, { rule: 'HueRange', params: { minHue: 350, maxHue: 10, tolerance: 2.3 } }, image);
    expect(within.status).toBe('passed');
    const over = { name: 'over.png', bytes: pngRuns(60, 50, [[2930, RED], [70, CYAN]]) };
    const beyond = await checkRule(field, { rule: 'HueRange', params: { minHue: 350, maxHue: 10, tolerance: 2.3 } }, over);
    expect(beyond.code).toBe('image_hue_out_of_range');
  });
});
