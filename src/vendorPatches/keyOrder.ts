/** Compares object keys by UTF-16 code units: a consistent order that needs no ICU collator (./reactUtils.ts). */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
