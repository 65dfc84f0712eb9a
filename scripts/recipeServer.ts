/**
 * The in-browser sandbox (src/api/sandbox) served over HTTP in Node, for `redocly respect` to run
 * the recipes against (scripts/recipes.mts). Every request goes through the same createSandbox the
 * browser runs, with the same generated contract and request validators, and one state for the
 * server's life (a memory store, as a tab without sessionStorage has). It listens on loopback only.
 *
 * Every answer is also checked here against the contract's response schema for its status (ajv
 * 2020 over generated/openapi.json, as the unit tests check the documented examples). An answer
 * that breaks it is replaced by a 500 that names the schema errors, so the step that received it
 * fails. Respect's own schema check is off (scripts/recipes.mts): in 2.77.0 it rejects valid
 * Reward and Quest bodies, whose `allOf` holds a discriminated `oneOf` under
 * `unevaluatedProperties: false` (it reports `id` as unevaluated).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { ValidateFunction } from 'ajv';
import type { AddressInfo } from 'node:net';
import type { SandboxContract } from '../src/api/sandbox/contract';
import { createSandbox } from '../src/api/sandbox/sandbox';
import { memoryStore } from '../src/api/sandbox/state';
import contract from '../src/data/generated/sandboxContract.json' with { type: 'json' };
import validators from '../src/data/generated/sandboxValidators.mjs';
import { compileInDocument, createAjv, operations, resolveRef, type Json } from '../tests/unit/openapiDocument';

/** The path the API's own paths follow, as in the contract's servers (`…/v1`). */
export const RECIPE_SERVER_BASE_PATH = '/v1';

/** Bodies above this are refused before they are read: the API's largest request body is far smaller. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface RecipeServer {
  /** `http://127.0.0.1:<port>/v1` */
  readonly url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The contract's response schema per `operationId status`, compiled when first needed. */
function responseChecker(): (operationId: string, status: number, body: unknown) => string | undefined {
  const ajv = createAjv();
  const byId = new Map(operations.map((entry) => [String(entry.operation.operationId), entry.operation]));
  const compiled = new Map<string, ValidateFunction | null>();
  return (operationId, status, body) => {
    const key = `${operationId} ${status}`;
    if (!compiled.has(key)) {
      const responses = (byId.get(operationId)?.responses ?? {}) as Json;
      const response = responses[String(status)] ? resolveRef<Json>(responses[String(status)]) : undefined;
      const schema = Object.values((response?.content ?? {}) as Record<string, Json>)[0]?.schema as Json | undefined;
      if (!response) return `${operationId} does not document status ${status}`;
      compiled.set(key, schema ? compileInDocument(ajv, schema) : null);
    }
    const validate = compiled.get(key);
    if (!validate) return body === undefined ? undefined : `${operationId} ${status} documents no body, but the sandbox sent one`;
    if (validate(body)) return undefined;
    return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? 'is invalid'}`).join('; ');
  };
}

/** Starts a fresh sandbox on 127.0.0.1 (`port` 0: any free port). */
export async function startRecipeServer(port = 0): Promise<RecipeServer> {
  const sandbox = createSandbox(contract as unknown as SandboxContract, validators, memoryStore(), RECIPE_SERVER_BASE_PATH);
  const checkResponse = responseChecker();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (body === undefined) {
        response.writeHead(413, { 'Content-Type': 'text/plain' }).end('Request body too large');
        request.destroy();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const method = request.method ?? 'GET';
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const answer = await sandbox.handle(new Request(url, { method, headers, body: ['GET', 'HEAD'].includes(method) || body.length === 0 ? undefined : new Uint8Array(body) }));
      const text = await answer.text();
      const operationId = sandbox.operationOf(method, url.pathname.slice(RECIPE_SERVER_BASE_PATH.length))?.operationId;
      const broken = operationId ? checkResponse(operationId, answer.status, text === '' ? undefined : JSON.parse(text)) : undefined;
      if (broken) {
        response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`The sandbox's answer breaks the contract: ${broken}`);
        return;
      }
      // One request per connection: with keep-alive, a client that reuses a socket just as the
      // server times it out gets a closed socket (undici's UND_ERR_SOCKET) on a busy machine.
      response.writeHead(answer.status, { ...Object.fromEntries(answer.headers), Connection: 'close' });
      response.end(text);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`The recipe server failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}${RECIPE_SERVER_BASE_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
