/** Repository hygiene that keeps checkouts working everywhere and generated output out of git. */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);

describe('the repository', () => {
  it('has no two paths that differ only by case (they collide on macOS and Windows)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of tracked) {
      // Compare every ancestor folder too: docs/API beside docs/api is a clash even with different files inside.
      const parts = file.split('/');
      for (let i = 1; i <= parts.length; i += 1) {
        const prefix = parts.slice(0, i).join('/');
        const other = seen.get(prefix.toLowerCase());
        if (other && other !== prefix) clashes.push(`${other} ~ ${prefix}`);
        seen.set(prefix.toLowerCase(), prefix);
      }
    }
    expect([...new Set(clashes)]).toEqual([]);
  });

  it('commits no generated output', () => {
    const generated = tracked.filter((file) =>
      /^(build|generated|\.docusaurus|docs\/API|src\/data\/generated|static\/openapi|packages\/[^/]+\/dist)\//.test(file) ||
      /\.(api|tag|info|schema)\.mdx$/.test(file) ||
      /^docs\/rules\/[A-Z]/.test(file) ||
      file.startsWith('docs/quests/Quest Types/Categories/'),
    );
    expect(generated).toEqual([]);
  });
});
