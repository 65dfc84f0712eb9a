/**
 * A reverse proxy in front of the production server that lets a browser report the violations of
 * the production Content-Security-Policy to the test: to every response that carries the policy it
 * adds the same policy as `Content-Security-Policy-Report-Only`, with a `report-uri` on the proxy.
 * The browser enforces the original and reports each violation of the copy, which are the same
 * violations. Everything else passes through unchanged. For browsers whose driver cannot run a
 * listener before the page's scripts (WebKit's classic WebDriver).
 */
import { createServer, request, type IncomingMessage } from 'node:http';

const REPORT_PATH = '/__csp-report';

export interface CspReportProxy {
  /** The proxy's origin, to load pages from. */
  readonly origin: string;
  /** The violations reported since the last call, one line each, and forgets them. */
  takeReports(): string[];
  /** The status of the last response to a GET of this path (with its query), if any. */
  statusOf(path: string): number | undefined;
  close(): Promise<void>;
}

function readBody(message: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    message.on('error', reject);
  });
}

/** One line for a report body (report-uri's JSON: `{"csp-report": {…}}`). */
function describeReport(body: string): string {
  try {
    const report = (JSON.parse(body) as { 'csp-report'?: Record<string, unknown> })['csp-report'] ?? {};
    const where = `${report['document-uri']}${report['source-file'] ? ` (${report['source-file']}:${report['line-number']})` : ''}`;
    return `${report['effective-directive'] ?? report['violated-directive']} blocked ${report['blocked-uri'] || 'inline code'} on ${where}`;
  } catch {
    return `unreadable report: ${body.slice(0, 200)}`;
  }
}

export function startCspReportProxy(upstream: string): Promise<CspReportProxy> {
  const target = new URL(upstream);
  let reports: string[] = [];
  const statuses = new Map<string, number>();
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'POST' && incoming.url === REPORT_PATH) {
      void readBody(incoming).then((body) => {
        reports.push(describeReport(body));
        outgoing.writeHead(204).end();
      });
      return;
    }
    const forwarded = request(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        if (incoming.method === 'GET' && incoming.url) statuses.set(incoming.url, answer.statusCode ?? 0);
        const headers = { ...answer.headers };
        const policy = headers['content-security-policy'];
        if (typeof policy === 'string') headers['content-security-policy-report-only'] = `${policy}; report-uri ${REPORT_PATH}`;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        origin: `http://127.0.0.1:${port}`,
        takeReports: () => {
          const taken = reports;
          reports = [];
          return taken;
        },
        statusOf: (path) => statuses.get(path),
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
