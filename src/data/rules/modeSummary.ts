/**
 * What pages say about the instant and async rules as a whole, from each rule's `evaluation`
 * (src/data/generated/ruleModes.json, written from the registry by `npm run generate`). Shared by
 * src/components/RuleModes and its Markdown twin, so both say the same.
 */
export interface RuleModeEntry {
  readonly id: string;
  readonly page: string;
  readonly mode: 'instant' | 'async' | string;
  readonly service?: string;
  readonly p50Seconds?: number;
  readonly p95Seconds?: number;
}

/** The rules of one mode, by id. */
export function rulesOfMode(rules: readonly RuleModeEntry[], mode: string): RuleModeEntry[] {
  return rules.filter((rule) => rule.mode === mode).sort((a, b) => a.id.localeCompare(b.id));
}

/** "p95 from 4 s (NoProfanity) to 60 s (MeshModeration)" */
export function asyncLatencyRange(rules: readonly RuleModeEntry[]): string {
  const timed = rules.filter((rule) => rule.mode === 'async' && rule.p95Seconds !== undefined).sort((a, b) => (a.p95Seconds ?? 0) - (b.p95Seconds ?? 0));
  const fastest = timed[0];
  const slowest = timed[timed.length - 1];
  if (!fastest || !slowest) throw new Error('No asynchronous rule with a latency in the rule registry');
  return `p95 from ${fastest.p95Seconds} s (${fastest.id}) to ${slowest.p95Seconds} s (${slowest.id})`;
}
