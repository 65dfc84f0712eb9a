/**
 * Global setup of the browser runs: nginx over build/ with the generated production config
 * (`npm run serve:production`), on HOSTING_PORT, stopped after the run.
 */
import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';

export const PORT = Number(process.env.HOSTING_PORT ?? 3230);
export const ORIGIN = `http://localhost:${PORT}`;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serveProduction.mts'], { env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`serve:production exited with ${server.exitCode}`);
    const up = await fetch(`${ORIGIN}/`).then((response) => response.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`nginx did not answer on ${ORIGIN} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  project.provide('origin', ORIGIN);
  return async () => {
    server.kill('SIGTERM');
    await exited;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}
