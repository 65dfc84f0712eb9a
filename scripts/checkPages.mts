/**
 * The page check: reads every built page (build/**\/*.html) and checks what it writes in code
 * font against the contract (generated/openapi.json) and the error catalogue; see
 * scripts/pageFacts.ts for what is checked. Prints the findings and the counts, writes
 * test-results/page-facts.json, and exits non-zero on any finding.
 *
 * Run after `npm run generate` and a production build: `npx tsx scripts/checkPages.mts [build dir]`.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue } from '../src/data/errors';
import { buildContractIndex, checkPage, exportedNames, type Finding } from './pageFacts';

const root = path.resolve(process.argv[2] ?? 'build');
const openapi = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as Record<string, unknown>;
const contract = buildContractIndex(openapi, errorCatalogue);
const librarySources = ['packages/client/src', 'packages/react/src'].flatMap((directory) =>
  readdirSync(directory)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => readFileSync(path.join(directory, name), 'utf8')),
);
const libraryNames = exportedNames(librarySources);

function* htmlFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      // Static assets and the search index hold no pages.
      if (!['assets', 'img', 'openapi'].includes(entry.name)) yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) yield full;
  }
}

const findings: Finding[] = [];
const totals = { pages: 0, tokens: 0, checked: 0, pairs: 0, stateLists: 0, stateRefusals: 0 };
for (const file of htmlFiles(root)) {
  const page = `/${path.relative(root, file).replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
  const report = checkPage(page, readFileSync(file, 'utf8'), contract, libraryNames);
  totals.pages += 1;
  totals.tokens += report.tokens;
  totals.checked += report.checked;
  totals.pairs += report.pairs;
  totals.stateLists += report.stateLists;
  totals.stateRefusals += report.stateRefusals;
  findings.push(...report.findings);
}

for (const finding of findings) console.log(`✘ ${finding.page}: ${finding.message}`);
console.log(
  `Page check: ${totals.pages} pages, ${totals.tokens} code-font tokens read (${totals.checked} checked against contract names), ` +
    `${totals.pairs} status/code pairs, ${totals.stateLists} state lists, ${totals.stateRefusals} states beside a state-dependent refusal; ${findings.length} finding(s).`,
);
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/page-facts.json', `${JSON.stringify({ ...totals, findings }, null, 2)}\n`);
if (totals.pages === 0) {
  console.error(`No pages under ${root}: build the site first (npx docusaurus build).`);
  process.exit(1);
}
process.exit(findings.length > 0 ? 1 : 0);
