/**
 * The v1 compatibility promise, written from the contract's `info.x-compatibility`: what may
 * change within a major version, how clients must read what they do not know, and how long a
 * major version runs after the next. `npm run generate` writes it into the contract's
 * "Versioning" section (scripts/generate.mts) and src/components/CompatibilityPromise renders the
 * same sentences on the changelog, so the two cannot differ.
 */
export interface CompatibilityPromise {
  /** The major version the promise is about, as it appears in the path (`v1`). */
  readonly version: string;
  /** What Guildforge may add within the version. */
  readonly additions: readonly string[];
  /** What a client must do to keep working through those additions. */
  readonly clientRules: readonly string[];
  /** Months the version keeps running after the next major version is released. */
  readonly supportMonths: number;
}

function listInWords(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The promise as sentences, Markdown with inline code only. */
export function compatibilitySentences(promise: CompatibilityPromise): string[] {
  const next = `v${Number(promise.version.replace(/^v/, '')) + 1}`;
  return [
    `The major version is part of the path (\`/${promise.version}\`). Within \`${promise.version}\`, Guildforge only adds ${listInWords(promise.additions)}; nothing is removed or renamed.`,
    ...promise.clientRules,
    `Breaking changes ship as \`/${next}\`, and \`${promise.version}\` keeps running for at least ${promise.supportMonths} months after \`${next}\` is released.`,
  ];
}
