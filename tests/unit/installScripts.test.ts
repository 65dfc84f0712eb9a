/**
 * npm's install-script policy (CONTRIBUTING.md, "Install scripts"): every package of the lock file that
 * has an install script is approved or denied in package.json's `allowScripts`, with its reason in the
 * table of CONTRIBUTING.md, and no entry names a package that no longer has one. npm only warns about
 * a package that is in neither; a later npm will skip its script without a word.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const allowScripts: Record<string, boolean> = readJson('package.json').allowScripts ?? {};
const lockPackages: Record<string, { hasInstallScript?: boolean; link?: boolean }> = readJson('package-lock.json').packages;

/** The package name of a lock-file key such as `node_modules/a/node_modules/@scope/b`. */
const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

const withScripts = [...new Set(Object.entries(lockPackages).filter(([key, entry]) => key.includes('node_modules/') && entry.hasInstallScript).map(([key]) => nameOf(key)))].sort();

/** The table rows of CONTRIBUTING.md's section: package → "Allowed" or "Denied". */
function contributingTable(): Map<string, string> {
  const text = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Install scripts'));
  if (!section) throw new Error('CONTRIBUTING.md has no "## Install scripts" section');
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\| `([^`]+)` \| [^|]+ \| (Allowed|Denied)\. /gm)) rows.set(match[1]!, match[2]!);
  return rows;
}

describe('install scripts', () => {
  it('approves or denies every package of the lock file that has one', () => {
    const undecided = withScripts.filter((name) => !(name in allowScripts));
    expect(undecided, `Not in package.json's allowScripts (review with \`npm install-scripts ls\`, then add each to allowScripts and to CONTRIBUTING.md's table): ${undecided.join(', ')}`).toEqual([]);
  });

  it('has no entry for a package without one', () => {
    const stale = Object.keys(allowScripts).filter((name) => !withScripts.includes(name));
    expect(stale, `allowScripts names packages that the lock file no longer has with an install script (\`npm install-scripts prune\`): ${stale.join(', ')}`).toEqual([]);
  });

  it("gives each entry's reason in CONTRIBUTING.md, with the same decision", () => {
    const table = contributingTable();
    const decisions = Object.fromEntries(Object.entries(allowScripts).map(([name, allowed]) => [name, allowed ? 'Allowed' : 'Denied']));
    expect(Object.fromEntries(table)).toEqual(decisions);
  });
});
