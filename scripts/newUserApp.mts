/**
 * The React guide, followed the way a new user follows it (part of `npm test`, after the build).
 *
 *  1. Packs @guildforge/client and @guildforge/react with `npm pack` and lints both tarballs with
 *     publint and @arethetypeswrong/cli (profile esm-only: the packages are ESM only).
 *  2. Scaffolds the standard Vite React-TS template (create-vite, pinned) into a temp folder and
 *     installs the two tarballs, @tanstack/react-query and react-markdown, as the guide says.
 *  3. Writes every code block the BUILT guide (build/docs/react-guildforge.html) titles
 *     `src/...`, with the text the page shows, and runs the template's own `npm run build`.
 *  4. Serves the app (vite preview) against Prism mocking the published API description
 *     (build/openapi/guildforge.yaml) and walks the flow in Chromium: signed out, sign in, start
 *     a quest, check it, claim it, see the rewards by name. axe must find no violations.
 *
 * Needs the npm registry (create-vite, the template's dependencies). Nothing is cached between
 * runs except npm's own download cache; the temp folder is removed at the end unless KEEP_APP=1.
 * Ports: NEW_USER_PORT (default 3316) for Prism and NEW_USER_PORT + 1 for the app.
 * Prints the tarball sizes and the app's JS (gzip), with what the two packages add to it.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect as baseExpect, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Prism answers in seconds on a busy 2-core machine: wait for the page that long. */
const expect = baseExpect.configure({ timeout: 20_000 });
/** The template version the test scaffolds: bump it deliberately, and the guide with it if needed. */
const CREATE_VITE = 'create-vite@9.3.0';
const root = path.resolve(import.meta.dirname, '..');
/** The built guide (trailingSlash: false writes `react-guildforge.html`). */
const guideHtml = ['build/docs/react-guildforge.html', 'build/docs/react-guildforge/index.html'].map((file) => path.join(root, file)).find(existsSync) ?? '';
const publishedApi = path.join(root, 'build/openapi/guildforge.yaml');
const prismPort = Number(process.env.NEW_USER_PORT ?? 3316);
const appPort = prismPort + 1;
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const work = mkdtempSync(path.join(os.tmpdir(), 'guildforge-new-user-'));
const appDir = path.join(work, 'quest-board');
const children: ChildProcess[] = [];
const started = Date.now();

function step(message: string): void {
  console.log(`[new-user ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

function sh(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}) in ${cwd}\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function serve(command: string, args: string[], cwd: string): ChildProcess {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  child.on('exit', (code) => {
    if (code && code !== 0 && !stopping) console.error(`${command} ${args.join(' ')} exited with ${code}\n${log.slice(-2000)}`);
  });
  children.push(child);
  return child;
}

async function waitForUrl(url: string, init: RequestInit, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

let stopping = false;
function stopAll(): void {
  stopping = true;
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
}

interface PackResult {
  name: string;
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

/** 1. Pack both packages and check the tarballs as a registry user would get them. */
/** Runs a command without blocking; resolves with its output, rejects when it fails. */
function shAsync(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code})\n${output}`))));
  });
}

function packAndLint(): { tarballs: Map<string, string>; linted: Promise<void> } {
  step('packing @guildforge/client and @guildforge/react');
  const packed = JSON.parse(
    sh('npm', ['pack', '--json', '--pack-destination', work, '--workspace', 'packages/client', '--workspace', 'packages/react'], root),
  ) as PackResult[];
  const tarballs = new Map<string, string>();
  for (const pack of packed) {
    const files = pack.files.map((file) => file.path);
    console.log(`  ${pack.name}: ${(pack.size / 1024).toFixed(1)} KiB packed, ${(pack.unpackedSize / 1024).toFixed(1)} KiB unpacked, ${files.length} files`);
    for (const required of ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']) {
      if (!files.includes(required)) throw new Error(`${pack.name}: the tarball has no ${required}`);
    }
    const unwanted = files.filter((file) => /\.tsbuildinfo$|\.map$|^src\//.test(file));
    if (unwanted.length) throw new Error(`${pack.name}: the tarball carries build leftovers: ${unwanted.join(', ')}`);
    tarballs.set(pack.name, path.join(work, pack.filename));
  }
  // The linters run while the app installs and builds.
  const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
  const linted = Promise.all(
    [...tarballs.values()].flatMap((tarball) => [
      shAsync(bin('publint'), ['run', tarball, '--strict'], root),
      shAsync(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped'], root),
    ]),
  ).then(() => step('publint and attw pass on both tarballs'));
  linted.catch(() => undefined);
  return { tarballs, linted };
}

/** The blocks of the built guide: title and the text of their lines, as the page shows them. */
async function guideBlocks(page: Page): Promise<{ title: string; code: string }[]> {
  await page.setContent(readFileSync(guideHtml, 'utf8'), { waitUntil: 'domcontentloaded' });
  return page.$$eval('.theme-code-block', (blocks) =>
    blocks.map((block) => ({
      title: (block.querySelector('[class*="codeBlockTitle"]')?.textContent ?? '').trim(),
      code: [...block.querySelectorAll('pre code .token-line')].map((line) => line.textContent ?? '').join('\n'),
    })),
  );
}

/** 4. The flow a player goes through, against Prism's examples. */
async function walkTheApp(page: Page): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const apiStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`http://127.0.0.1:${prismPort}/`)) apiStatuses.push(response.status());
  });
  const axe = async (state: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    if (found.length) throw new Error(`axe violations ${state}:\n${found.join('\n')}`);
  };

  await page.goto(`http://127.0.0.1:${appPort}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quests' })).toBeVisible();
  await expect(page.getByText('Sign in to see your quests')).toBeVisible();
  await expect(page.getByText(/session ended/i)).toHaveCount(0);
  expect(apiStatuses, 'requests made while signed out').toEqual([]);
  await axe('when signed out');
  step('signed out: a sign-in prompt, no request, no axe violation');

  await page.getByLabel('Email').fill('rin.takahashi@example.com');
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as')).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Follow Guildforge on X' });
  await expect(card.getByText('Rewards: 150 × XP, 1 × Early Supporter badge')).toBeVisible();
  // The description is CommonMark: **@guildforge** is bold, not asterisks.
  await expect(card.locator('strong', { hasText: '@guildforge' })).toBeVisible();
  await axe('on the quest board');
  step('signed in: the board shows the quest, its Markdown description and its rewards by name');

  await card.getByRole('button', { name: 'Start' }).click();
  await card.getByRole('button', { name: 'Check', exact: true }).click();
  await card.getByRole('button', { name: 'Claim rewards' }).click();
  await expect(card.getByText('Claimed: 150 × XP, 1 × Early Supporter badge')).toBeVisible();
  await axe('after claiming');
  expect(errors, 'page errors').toEqual([]);
  expect(apiStatuses.filter((status) => status >= 400), 'API errors').toEqual([]);
  step('started, checked and claimed the quest: "Claimed: 150 × XP, 1 × Early Supporter badge"');
}

/** Bytes of each package's modules in the app's JS, from a source-mapped second build. */
function packageShare(): void {
  const sizes = (dir: string) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, raw: readFileSync(path.join(dir, file)) }));
  const assets = sizes(path.join(appDir, 'dist/assets'));
  for (const { file, raw } of assets) console.log(`  ${file}: ${(raw.length / 1024).toFixed(1)} KiB, ${(gzipSync(raw).length / 1024).toFixed(1)} KiB gzip`);
  const total = assets.reduce((sum, { raw }) => sum + gzipSync(raw).length, 0);
  console.log(`  app JS: ${(total / 1024).toFixed(1)} KiB gzip in ${assets.length} files`);

  // The same build with source maps: count the generated bytes each package's modules produced.
  sh('npx', ['vite', 'build', '--sourcemap', '--outDir', 'dist-measure', '--emptyOutDir'], appDir);
  const measureDir = path.join(appDir, 'dist-measure/assets');
  const share = new Map<string, number>();
  let all = 0;
  for (const file of readdirSync(measureDir).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(path.join(measureDir, file), 'utf8');
    const map = JSON.parse(readFileSync(path.join(measureDir, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
    all += Buffer.byteLength(code);
    // Each mapped segment runs to the next one: attribute its bytes to its source file.
    const lines = code.split('\n');
    const decoded = decodeMappings(map.mappings);
    decoded.forEach((segments, lineIndex) => {
      const line = lines[lineIndex] ?? '';
      segments.forEach((segment, index) => {
        const end = segments[index + 1]?.column ?? line.length;
        if (segment.source === undefined) return;
        const source = map.sources[segment.source] ?? '';
        const key = source.includes('@guildforge/client') ? '@guildforge/client' : source.includes('@guildforge/react') ? '@guildforge/react' : source.includes('openapi-fetch') ? 'openapi-fetch (dependency of @guildforge/client)' : 'other';
        share.set(key, (share.get(key) ?? 0) + Buffer.byteLength(line.slice(segment.column, end)));
      });
    });
  }
  for (const [key, bytes] of [...share.entries()].sort()) {
    if (key === 'other') continue;
    console.log(`  ${key}: ${(bytes / 1024).toFixed(1)} KiB minified (${((bytes / all) * 100).toFixed(1)} % of the app's JS; about ${((bytes / all) * total / 1024).toFixed(1)} KiB gzip)`);
  }
}

/** Decodes source map VLQ mappings into [line][segment] = { column, source }. */
function decodeMappings(mappings: string): { column: number; source?: number }[][] {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines: { column: number; source?: number }[][] = [];
  let source = 0;
  for (const lineText of mappings.split(';')) {
    let column = 0;
    const segments: { column: number; source?: number }[] = [];
    for (const segmentText of lineText.split(',')) {
      if (!segmentText) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segmentText) {
        const digit = chars.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) {
        source += values[1] ?? 0;
        segments.push({ column, source });
      } else segments.push({ column });
    }
    lines.push(segments);
  }
  return lines;
}

try {
  if (!existsSync(guideHtml) || !existsSync(publishedApi)) throw new Error('Build the site first (npx docusaurus build): the test reads the built guide.');
  // Prism takes a while to load the description: start it first.
  serve('npx', ['prism', 'mock', '--host', '127.0.0.1', '--port', String(prismPort), publishedApi], root);
  const { tarballs, linted } = packAndLint();

  step(`scaffolding the Vite React-TS template (${CREATE_VITE})`);
  sh('npx', ['--yes', CREATE_VITE, 'quest-board', '--template', 'react-ts', '--no-interactive'], work);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const blocks = await guideBlocks(await context.newPage());
    await context.close();
    const appFiles = blocks.filter((block) => block.title.startsWith('src/'));
    if (appFiles.length < 9) throw new Error(`The built guide titles only ${appFiles.length} blocks src/...`);
    for (const { title, code } of appFiles) {
      mkdirSync(path.dirname(path.join(appDir, title)), { recursive: true });
      writeFileSync(path.join(appDir, title), `${code}\n`);
    }
    step(`wrote ${appFiles.length} files from the built guide: ${appFiles.map((block) => block.title).join(', ')}`);

    step('npm install: the two tarballs, @tanstack/react-query, react-markdown and the template dependencies');
    sh('npm', ['install', '--no-audit', '--no-fund', tarballs.get('@guildforge/client')!, tarballs.get('@guildforge/react')!, '@tanstack/react-query', 'react-markdown'], appDir);
    step('npm run build (the template: tsc -b && vite build)');
    sh('npm', ['run', 'build'], appDir, { VITE_GUILDFORGE_API_URL: `http://127.0.0.1:${prismPort}` });
    packageShare();
    await linted;

    serve('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'], appDir);
    await waitForUrl(`http://127.0.0.1:${appPort}/`, {}, 60);
    await waitForUrl(`http://127.0.0.1:${prismPort}/quest-types`, {}, 120);
    step('Prism and the app are up');
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(15_000);
    await walkTheApp(page);
  } finally {
    await browser.close();
  }
  step('passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  stopAll();
  if (!process.env.KEEP_APP) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}
