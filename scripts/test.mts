/**
 * The whole test suite, in the order a failure is cheapest to find:
 * generate → typecheck → API lint (Redocly, Spectral) → breaking-change gate (api:diff) → recipes (Respect) → unit tests → React peer lower bounds → production build →
 * production hosting files → page check → valid HTML (Nu HTML checker) → tests that read the build (agent docs, search relevance, bundles) → the React guide
 * in a new Vite app → end-to-end tests → the build under nginx with the production headers and CSP, in Chromium, then in
 * Firefox and WebKit.
 * Prints one line per step and ends with `N passed, N failed` (unit and end-to-end
 * tests counted one by one, the other steps as one check each). Exits non-zero on any failure.
 *
 * REUSE_BUILD=1 skips the build when build/ exists (for local iteration only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

interface Tally {
  passed: number;
  failed: number;
}

const tally: Tally = { passed: 0, failed: 0 };
const failures: string[] = [];

function run(name: string, command: string, args: string[]): boolean {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(name: string, command: string, args: string[]): boolean {
  const ok = run(name, command, args);
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(name);
  }
  return ok;
}

/** Adds the counts of a JSON report; a missing report after a failed step counts as one failure. */
function addReport(name: string, file: string, stepOk: boolean, read: (json: any) => Tally): void {
  if (!existsSync(file)) {
    tally.failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  if (counts.failed > 0 || !stepOk) failures.push(name);
  if (!stepOk && counts.failed === 0) tally.failed += 1;
}

rmSync('test-results', { recursive: true, force: true });

const generated = check('generate', 'npm', ['run', '--silent', 'generate']);
if (generated) {
  check('typecheck', 'npx', ['tsc', '--noEmit']);
  check('API description lint', 'npx', ['redocly', 'lint', 'generated/openapi.yaml', '--config', 'redocly.yaml']);
  // spectral:oas and the OWASP API Security ruleset, curated in .spectral.yaml; warnings fail too.
  check('API description lint (Spectral)', 'npx', ['spectral', 'lint', 'generated/openapi.yaml', '--ruleset', '.spectral.yaml', '--fail-severity', 'warn']);
  // The working contract against the last release (openapi/releases/): fails on a breaking change unless info.version is a new major.
  check('API changes since the last release (api:diff)', 'npx', ['tsx', 'scripts/apiDiff.mts']);
  // Every recipe (openapi/recipes/*.arazzo.yaml) with redocly respect against the sandbox on loopback (scripts/recipes.mts).
  check('recipes', 'npm', ['run', '--silent', 'recipes:test']);
  const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/unit.json']);
  addReport('unit tests', 'test-results/unit.json', unitOk, (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests }));

  // Needs the npm registry: the lowest React and TanStack Query that @guildforge/react allows.
  check('React library at its peer lower bounds', 'npx', ['tsx', 'scripts/peerLowerBounds.mts']);

  const built = process.env.REUSE_BUILD && existsSync('build/index.html') ? true : check('production build', 'npx', ['docusaurus', 'build']);
  if (built) {
    // The nginx config, _headers and _redirects with the CSP's hashes, and the .br and .gz files (`npm run build` runs it as postbuild).
    const hosted = check('production hosting files', 'npx', ['tsx', 'scripts/hosting.mts']);

    // What every built page writes in code font, checked against the contract (scripts/pageFacts.ts).
    check('page check', 'npx', ['tsx', 'scripts/checkPages.mts']);

    // The Nu HTML checker (vnu-jar on Debian's Java): 0 errors on a sample holding every kind of page and every component (`--all`: every page).
    check('valid HTML (Nu HTML checker)', 'npx', ['tsx', 'scripts/checkHtml.mts']);

    // Markdown twins, llms.txt, the docs MCP server, the search relevance set and the bundles' contents read what the build wrote (vitest.build.config.ts).
    const agentOk = run('build output tests', 'npx', ['vitest', 'run', '--config', 'vitest.build.config.ts', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/build.json']);
    addReport('build output tests', 'test-results/build.json', agentOk, (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests }));

    // Needs the npm registry: a fresh Vite app built from the built React guide, run against Prism.
    check('React guide in a new Vite app', 'npx', ['tsx', 'scripts/newUserApp.mts']);
    const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test']);
    addReport('end-to-end tests', 'test-results/e2e.json', e2eOk, (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
    }));

    // nginx with the generated config over build/: headers per file type, and every page and interaction under the CSP.
    if (hosted) {
      const hostingOk = run('production hosting tests', 'npx', ['playwright', 'test', '--config', 'playwright.hosting.config.ts']);
      addReport('production hosting tests', 'test-results/hosting.json', hostingOk, (json) => ({
        passed: json.stats.expected + json.stats.flaky,
        failed: json.stats.unexpected,
      }));

      // The same server in Firefox ESR (WebDriver BiDi) and WebKitGTK (WebDriver, under xvfb-run): pages of every kind under the CSP, the interactive parts in Firefox, the phone width in WebKit.
      for (const [engine, file] of [
        ['Firefox', 'firefox'],
        ['WebKit', 'webkit'],
      ] as const) {
        const report = `test-results/${file}.json`;
        const ok = run(`${engine} under the production CSP`, 'npx', ['vitest', 'run', '--config', 'vitest.browsers.config.ts', `tests/browsers/${file}.test.ts`, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
        addReport(`${engine} under the production CSP`, report, ok, (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests }));
      }
    }
  }
}

console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed > 0 || failures.length > 0 ? 1 : 0);
