/**
 * Tolerances are percentages written in decimal; the pixel rules compare them with pixel counts
 * in exact arithmetic, so a tolerance that binary64 cannot hold (2.3) gives the count its decimal says.
 */
import { describe, expect, it } from 'vitest';
import { exceeds, floorPercentOf } from './colour.js';

describe('percentages of pixel counts', () => {
  it('floors N × tolerance / 100 exactly (HueArcLength: N = 3000, tolerance 2.3 leaves out 69, not 68)', () => {
    expect(Math.floor((3000 * 2.3) / 100)).toBe(68); // the binary64 product the rule no longer uses
    expect(floorPercentOf(3000, 2.3)).toBe(69);
    expect(floorPercentOf(1000, 0.1)).toBe(1);
    expect(floorPercentOf(3, 33.3)).toBe(0);
    expect(floorPercentOf(7, 100)).toBe(7);
    expect(floorPercentOf(12_345, 0)).toBe(0);
    expect(floorPercentOf(100_000_000, 1e-7)).toBe(0);
    expect(floorPercentOf(1_000_000_000, 1e-7)).toBe(1);
  });

  it('compares failing × 100 with tolerance × total exactly (69 of 3000 is within 2.3 %, 70 is not)', () => {
    expect(69 * 100 > 2.3 * 3000).toBe(true); // the binary64 comparison the rules no longer use
    expect(exceeds(69, 3000, 2.3)).toBe(false);
    expect(exceeds(70, 3000, 2.3)).toBe(true);
    expect(exceeds(0, 10, 0)).toBe(false);
    expect(exceeds(1, 10, 0)).toBe(true);
    expect(exceeds(10, 10, 100)).toBe(false);
  });
});
