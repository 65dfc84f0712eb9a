/**
 * The HSL quantities of the Image colour rules, computed exactly as the pages define them (CSS
 * Color 4 conversion in double precision, chroma on 0–255 channels, visible pixels alpha ≥ 128).
 */
export interface Hsl {
  /** Hue in [0, 360), or NaN when max = min. */
  readonly h: number;
  readonly s: number;
  readonly l: number;
  /** Chroma in percent: (max − min) / 255 × 100. */
  readonly c: number;
}

export function toHsl(r: number, g: number, b: number): Hsl {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  const l = ((max + min) / 510) * 100;
  const s = d === 0 ? 0 : (d / (255 - Math.abs(max + min - 255))) * 100;
  let h = Number.NaN;
  if (d !== 0) {
    if (max === r) {
      h = (60 * (g - b)) / d;
      if (h < 0) h += 360;
    } else if (max === g) h = 60 * ((b - r) / d + 2);
    else h = 60 * ((r - g) / d + 4);
  }
  return { h, s, l, c: (d / 255) * 100 };
}

export const isVisible = (alpha: number) => alpha >= 128;

/** Calls `visit` for each visible pixel of an RGBA buffer; returns the visible count. */
export function forEachVisible(rgba: Uint8Array, visit: (r: number, g: number, b: number) => void): number {
  let visible = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (rgba[i + 3]! < 128) continue;
    visible += 1;
    visit(rgba[i]!, rgba[i + 1]!, rgba[i + 2]!);
  }
  return visible;
}

/** Whether a hue lies on the arc from min clockwise to max (inclusive; min > max wraps through 0°). */
export function hueInside(h: number, min: number, max: number): boolean {
  return min <= max ? h >= min && h <= max : h >= min || h <= max;
}

/**
 * A non-negative finite number as the decimal it is written as (its shortest round-trip form,
 * `2.3` and not 2.29999999999999982…): `digits / 10^scale`. A percentage tolerance is compared
 * with pixel counts in exact integers, because the binary64 product 3000 × 2.3 is
 * 6899.999999999999, not 6900.
 */
function asDecimal(value: number): { readonly digits: bigint; readonly scale: bigint } {
  const written = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!written) throw new RangeError(`${value} is not a non-negative finite number`);
  const fraction = written[2] ?? '';
  const scale = fraction.length - Number(written[3] ?? 0);
  return scale >= 0
    ? { digits: BigInt(written[1]! + fraction), scale: 10n ** BigInt(scale) }
    : { digits: BigInt(written[1]! + fraction) * 10n ** BigInt(-scale), scale: 1n };
}

/** The rule fails when failing × 100 > tolerance × total, in exact arithmetic (tolerance as written). */
export function exceeds(failing: number, total: number, tolerance: number): boolean {
  const { digits, scale } = asDecimal(tolerance);
  return BigInt(failing) * 100n * scale > digits * BigInt(total);
}

/** ⌊count × percent / 100⌋, in exact arithmetic (percent as written): 3000 × 2.3 % is 69. */
export function floorPercentOf(count: number, percent: number): number {
  const { digits, scale } = asDecimal(percent);
  return Number((BigInt(count) * digits) / (100n * scale));
}
