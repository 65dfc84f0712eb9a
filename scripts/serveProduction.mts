/**
 * `npm run serve:production`: serves build/ with the generated nginx server config
 * (scripts/hosting.mts), as production does, on http://localhost:$PORT (default 8080), in the
 * foreground until stopped. nginx runs as the current user with its pid file and temporary
 * directories in a folder of its own under the system's temp directory (guildforge-nginx-<port>),
 * not /etc/nginx.
 *
 * Needs Debian's nginx and libnginx-mod-http-brotli-static, and a production build.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROTLI_STATIC_MODULE, nginxLocalConfig } from '../src/hosting/nginx';
import { BUILD_DIR, NGINX_SERVER_CONFIG } from './hostingPaths';

const DEFAULT_PORT = 8080;
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function fail(message: string): never {
  console.error(`serve:production: ${message}`);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not ${process.env.PORT}`);
if (!existsSync(path.join(BUILD_DIR, 'index.html'))) fail('no production build in build/; run npm run build');
if (!existsSync(NGINX_SERVER_CONFIG)) fail(`no ${path.relative(process.cwd(), NGINX_SERVER_CONFIG)}; run npm run build (or npx tsx scripts/hosting.mts after a build)`);
if (!existsSync(NGINX)) fail(`no nginx at ${NGINX}; Debian: apt-get install nginx libnginx-mod-http-brotli-static`);
if (!existsSync(BROTLI_STATIC_MODULE)) fail(`no ${BROTLI_STATIC_MODULE}; Debian: apt-get install libnginx-mod-http-brotli-static`);

// One folder per port, emptied at start: a server killed without its clean-up (test runners
// kill the whole process tree) leaves one folder behind, not one per run.
const tempDir = path.join(tmpdir(), `guildforge-nginx-${port}`);
rmSync(tempDir, { recursive: true, force: true });
mkdirSync(tempDir, { recursive: true });
const config = path.join(tempDir, 'nginx.conf');
writeFileSync(config, nginxLocalConfig({ port, root: BUILD_DIR, serverConfig: NGINX_SERVER_CONFIG, tempDir, ipv6: existsSync('/proc/net/if_inet6') }));

const nginx = spawn(NGINX, ['-p', tempDir, '-c', config, '-e', 'stderr'], { stdio: 'inherit' });
console.log(`serve:production: build/ with ${path.relative(process.cwd(), NGINX_SERVER_CONFIG)} on http://localhost:${port}/ (Ctrl+C stops)`);

const cleanUp = () => rmSync(tempDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // nginx's fast shutdown; its exit below ends this process.
    nginx.kill('SIGTERM');
  });
}
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
