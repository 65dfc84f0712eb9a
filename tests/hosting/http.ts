/** Raw HTTP requests to the nginx server: no decompression, no redirects followed. */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes as sent (compressed if the server compressed them). */
  readonly body: Buffer;
}

export function get(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
