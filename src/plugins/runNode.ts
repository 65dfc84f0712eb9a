/**
 * Runs a Node script in a child process for a plugin's postBuild, without blocking: Docusaurus
 * runs every plugin's postBuild at once, so the search index (Pagefind) and the MCP package's
 * compilation use the second core while the Markdown twins are built on the first.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs `node <args>` in `cwd`, prints its output once it ends, and rejects naming `what` if it fails. */
export async function runNode(what: string, args: readonly string[], cwd: string): Promise<void> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
    process.stdout.write(stdout);
    process.stderr.write(stderr);
  } catch (error) {
    const { code, signal, stdout, stderr } = error as { code?: number | string; signal?: string; stdout?: string; stderr?: string };
    process.stdout.write(stdout ?? '');
    process.stderr.write(stderr ?? '');
    throw new Error(`${what} failed (exit ${code ?? signal}).`);
  }
}
