/**
 * Fills a rule's message template the way the rule pages show it: `{name}` comes from `measured`,
 * failing that from the params (defaults included); arrays are joined with ", "; numbers are written
 * as JSON writes them (the shortest form that reads back to the same binary64 value).
 */
export function formatValue(value: unknown): string {
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value);
}

export function fillTemplate(template: string, ...sources: readonly Readonly<Record<string, unknown>>[]): string {
  return template.replace(/\{([A-Za-z][A-Za-z0-9]*)\}/g, (whole, name: string) => {
    for (const source of sources) {
      if (Object.prototype.hasOwnProperty.call(source, name)) return formatValue(source[name]);
    }
    return whole;
  });
}

/** Rounds half away from zero to `places` decimals, as the pages round measured values for display. */
export function roundHalfAway(value: number, places = 2): number {
  const factor = 10 ** places;
  // toPrecision first strips binary noise such as 1.005 * 100 = 100.49999999999999.
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

/** part / whole × 100, rounded half away from zero to 2 places, computed on integers (exact for pixel counts). */
export function percentOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.floor((2 * part * 10000 + whole) / (2 * whole)) / 100;
}
