/**
 * The request sample and response examples beside each API operation page, written at build
 * time (`npm run generate`, scripts/externalizeApiOperations.mts) into files the page imports
 * as text (src/api/operationPage.ts). The server render puts them in the page's HTML; the
 * browser fetches a file only when it renders the pane itself (src/plugins/exampleSourceLoader.cjs).
 *
 * The code comes from postman-code-generators, with the languages, variants and options of the
 * API theme's explorer (src/config/codeSampleLanguages.ts), so a reader who opens the explorer
 * sees the same code. Unlike the explorer's, these samples call the contract's production
 * server with placeholders: `<userQuestId>` for path parameters, `<USER_TOKEN>` or
 * `<PROJECT_API_KEY>` for credentials and `<IDEMPOTENCY_KEY>` for the Idempotency-Key. Bodies
 * and required query values are the contract's documented examples.
 * tests/samples/ runs every sample against the contract.
 */
import { createRequire } from 'node:module';
import { API_SERVERS } from '../config/site';
import { codeSampleLanguages, type CodeSampleLanguage } from '../config/codeSampleLanguages';
import { documentedBody, documentedValue, type ExplorerParameter } from './explorer/defaultRequest';

const require = createRequire(import.meta.url);

interface PostmanRequest {
  readonly url: { toString(): string };
}
interface PostmanSdk {
  Request: new (definition: Record<string, unknown>) => PostmanRequest;
}
interface CodeGenerators {
  convert(
    language: string,
    variant: string,
    request: PostmanRequest,
    options: Record<string, unknown>,
    callback: (error: unknown, snippet: string) => void,
  ): void;
}

const sdk = require('postman-collection') as PostmanSdk;
const codegen = require('postman-code-generators') as CodeGenerators;

type Json = Record<string, unknown>;

/** The options the API theme passes to every generator (its generateLanguageSet). */
export const GENERATOR_OPTIONS = { longFormat: false, followRedirect: true, trimRequestBody: true } as const;

/** Where copied code points: the contract's production server, and the sandbox the reader can switch to. */
export const PRODUCTION_BASE_URL: string = API_SERVERS[0].url;
export const SANDBOX_BASE_URL: string = API_SERVERS[1].url;

export const IDEMPOTENCY_PLACEHOLDER = '<IDEMPOTENCY_KEY>';

/** The placeholder each kind of credential gets, by security scheme name. */
export const CREDENTIAL_PLACEHOLDERS: Readonly<Record<string, string>> = {
  userToken: '<USER_TOKEN>',
  projectKey: '<PROJECT_API_KEY>',
};

/** `<userQuestId>`: a path parameter's placeholder. */
export const pathPlaceholder = (name: string) => `<${name}>`;

interface SecurityScheme {
  readonly type?: string;
  readonly scheme?: string;
  readonly in?: string;
  readonly name?: string;
}

/** The parts of the plugin's operation item that the samples read. */
export interface SampleOperation {
  readonly operationId?: string;
  readonly method: string;
  readonly path: string;
  readonly parameters?: readonly ExplorerParameter[];
  readonly requestBody?: { readonly required?: boolean; readonly content?: Record<string, Json> };
  readonly responses?: Record<string, { readonly description?: string; readonly content?: Record<string, Json> }>;
  readonly security?: readonly Record<string, unknown>[];
  readonly securitySchemes?: Record<string, SecurityScheme>;
  readonly 'x-public'?: boolean;
}

export interface SampleHeader {
  readonly key: string;
  readonly value: string;
}

/** The request every language's sample sends. */
export interface SampleRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: readonly SampleHeader[];
  /** Pretty-printed JSON, or undefined for a request without a body. */
  readonly body?: string;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The credential header of the operation's first security alternative, with its placeholder. */
function credentialHeaders(operation: SampleOperation): SampleHeader[] {
  if (operation['x-public']) return [];
  const alternative = operation.security?.[0];
  if (!alternative) return [];
  return Object.keys(alternative).map((name) => {
    const scheme = operation.securitySchemes?.[name];
    const placeholder = CREDENTIAL_PLACEHOLDERS[name];
    if (!scheme || !placeholder) throw new Error(`${operation.operationId}: no sample credential for security scheme ${name}; add it to CREDENTIAL_PLACEHOLDERS`);
    if (scheme.type === 'http' && scheme.scheme === 'bearer') return { key: 'Authorization', value: `Bearer ${placeholder}` };
    if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) return { key: scheme.name, value: placeholder };
    throw new Error(`${operation.operationId}: security scheme ${name} is neither a bearer token nor a header key`);
  });
}

/** The request of an operation's sample (see the module comment for what it fills in). */
export function sampleRequest(operation: SampleOperation): SampleRequest {
  const parameters = operation.parameters ?? [];
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathPlaceholder(name));
  const query = new URLSearchParams();
  const headers: SampleHeader[] = [];
  for (const parameter of parameters) {
    if (!parameter.required) continue;
    if (parameter.in === 'query') {
      const value = documentedValue(parameter);
      if (value === undefined) throw new Error(`${operation.operationId}: required query parameter ${parameter.name} has no documented value`);
      query.append(parameter.name, asText(value));
    } else if (parameter.in === 'header') {
      const idempotency = parameter.name.toLowerCase() === 'idempotency-key';
      const value = idempotency ? IDEMPOTENCY_PLACEHOLDER : documentedValue(parameter);
      if (value === undefined) throw new Error(`${operation.operationId}: required header ${parameter.name} has no documented value`);
      headers.push({ key: parameter.name, value: asText(value) });
    }
  }
  // An optional Idempotency-Key is still sent: a retried create must not create twice.
  const optionalKey = parameters.find((parameter) => !parameter.required && parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key');
  if (optionalKey) headers.push({ key: optionalKey.name, value: IDEMPOTENCY_PLACEHOLDER });
  headers.push(...credentialHeaders(operation));
  const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  let body: string | undefined;
  if (contentType && media) {
    const example = documentedBody(media);
    if (example === undefined && operation.requestBody?.required) throw new Error(`${operation.operationId}: the required request body has no documented example`);
    if (example !== undefined) {
      body = JSON.stringify(example, null, 2);
      headers.push({ key: 'Content-Type', value: contentType });
    }
  }
  headers.push({ key: 'Accept', value: 'application/json' });
  const search = query.toString();
  return { method: operation.method.toUpperCase(), url: `${PRODUCTION_BASE_URL}${path}${search ? `?${search}` : ''}`, headers, body };
}

/** One language's code for a request, from the generator and variant the explorer uses. */
export function renderSample(request: SampleRequest, language: CodeSampleLanguage): string {
  const postman = new sdk.Request({
    url: request.url,
    method: request.method,
    header: request.headers.map(({ key, value }) => ({ key, value })),
    body: request.body === undefined ? undefined : { mode: 'raw', raw: request.body },
  });
  let code: string | undefined;
  let failure: unknown;
  codegen.convert(language.language, language.variant ?? '', postman, GENERATOR_OPTIONS, (error, snippet) => {
    failure = error;
    code = snippet;
  });
  // The generators answer synchronously; a later answer would be a change upstream.
  if (failure || code === undefined) throw new Error(`postman-code-generators ${language.language}/${language.variant} gave no sample: ${String(failure ?? 'no synchronous answer')}`);
  // The Ruby generator writes JSON null as a marker meant to become `nil`, but escapes its `#`
  // before looking for it, so the marker stays and the API gets the string instead of null
  // (updateCategory's parentId: 422 from the contract check, tests/unit/requestSamples.test.ts).
  if (language.language === 'ruby') code = code.split('"__RUBY\\#%0NULL__"').join('nil');
  if (/__RUBY|%0NULL/.test(code)) throw new Error(`postman-code-generators ${language.language} left a null marker in a sample`);
  return `${code.trimEnd()}\n`;
}

/** A documented response example for the pane's chooser. */
export interface ResponseExample {
  readonly status: string;
  /** `200`, `409 alreadyClaimed`: what the chooser shows. */
  readonly label: string;
  /** File-name part: `200-0`, `409-alreadyClaimed`. */
  readonly key: string;
  readonly json: string;
}

/** Success responses first (by status), then each documented error example (by status). */
export function responseExamples(operation: SampleOperation): ResponseExample[] {
  const statuses = Object.keys(operation.responses ?? {}).sort((a, b) => Number(/^[123]/.test(b)) - Number(/^[123]/.test(a)) || a.localeCompare(b));
  const result: ResponseExample[] = [];
  for (const status of statuses) {
    const media = Object.values(operation.responses?.[status]?.content ?? {})[0];
    if (!media) continue;
    const named = media.examples as Record<string, { summary?: string; value?: unknown }> | undefined;
    const examples: [string | undefined, unknown][] = named
      ? Object.entries(named).map(([name, example]) => [name, example.value])
      : [[undefined, media.example]];
    examples.forEach(([name, value], index) => {
      if (value === undefined) return;
      const many = examples.length > 1;
      result.push({
        status,
        label: many && name ? `${status} ${name}` : status,
        key: `${status}-${(name ?? String(index)).replace(/[^A-Za-z0-9_-]/g, '-')}`,
        json: `${JSON.stringify(value, null, 2)}\n`,
      });
    });
  }
  return result;
}

/** File extension of a language's sample: readers who open the file see it highlighted. */
const EXTENSIONS: Readonly<Record<string, string>> = {
  python: 'py',
  curl: 'sh',
  csharp: 'cs',
  go: 'go',
  nodejs: 'js',
  ruby: 'rb',
  php: 'php',
  java: 'java',
  powershell: 'ps1',
};

/** Site path (under static/) of an operation's sample files. */
export const API_SAMPLES_PATH = '/api-samples';
export const API_SAMPLES_DIR = `static${API_SAMPLES_PATH}`;

export const sampleFileName = (language: CodeSampleLanguage) => `request.${EXTENSIONS[language.language] ?? 'txt'}`;
export const sampleDirectory = (operationId: string) => `${API_SAMPLES_DIR}/${operationId}`;
export const responseFileName = (example: ResponseExample) => `response-${example.key}.json`;

/** Whether an operation has a request sample: webhook events document payloads Guildforge sends. */
export const hasSamples = (operation: SampleOperation) => operation.method !== 'event' && typeof operation.operationId === 'string';

/** Every file of an operation's pane, by name within its directory. */
export function sampleFiles(operation: SampleOperation): Record<string, string> {
  const request = sampleRequest(operation);
  const files: Record<string, string> = {};
  for (const language of codeSampleLanguages) files[sampleFileName(language)] = renderSample(request, language);
  for (const example of responseExamples(operation)) files[responseFileName(example)] = example.json;
  return files;
}
