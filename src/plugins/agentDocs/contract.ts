/**
 * The API description as the twins read it: `generated/openapi.json` (written by
 * `npm run generate`), with local `$ref`s resolved, its operations and webhooks listed,
 * and the catalogue codes each operation can answer with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCatalogue } from '../../data/errors';
import type { ErrorDefinition } from '../../data/errors/types';

export type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

export interface ContractOperation {
  readonly kind: 'operation' | 'webhook';
  readonly operationId: string;
  /** Upper-case HTTP method. */
  readonly method: string;
  /** Path after the base URL, or the event name for a webhook. */
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** Names of the security schemes that each work alone; empty for public operations. */
  readonly security: readonly string[];
  readonly requiredRole?: string;
  readonly public: boolean;
  readonly deprecated: boolean;
  /** Resolved parameters. */
  readonly parameters: readonly Json[];
  readonly requestBody?: Json;
  /** Resolved responses by status. */
  readonly responses: Readonly<Record<string, Json>>;
  /** Catalogue codes the operation names in its examples and descriptions, by code. */
  readonly errorCodes: readonly ErrorDefinition[];
}

export class Contract {
  readonly document: Json;
  readonly operations: readonly ContractOperation[];
  private readonly catalogue = new Map(errorCatalogue.map((entry) => [entry.code, entry]));

  constructor(document: Json) {
    this.document = document;
    const operations: ContractOperation[] = [];
    for (const [apiPath, item] of Object.entries((document.paths ?? {}) as Json)) {
      for (const method of METHODS) {
        const operation = (item as Json)[method] as Json | undefined;
        if (operation) operations.push(this.operation('operation', method, apiPath, operation, (item as Json).parameters));
      }
    }
    for (const [event, item] of Object.entries((document.webhooks ?? {}) as Json)) {
      for (const method of METHODS) {
        const operation = (item as Json)[method] as Json | undefined;
        if (operation) operations.push(this.operation('webhook', method, event, operation, undefined));
      }
    }
    this.operations = operations;
  }

  static load(siteDir: string): Contract {
    return new Contract(JSON.parse(readFileSync(path.join(siteDir, 'generated/openapi.json'), 'utf8')) as Json);
  }

  /** The object a local `$ref` points at. */
  lookup(ref: string): Json {
    if (!ref.startsWith('#/')) throw new Error(`Only local references are supported, got ${ref}`);
    let node: unknown = this.document;
    for (const part of ref.slice(2).split('/')) node = (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!node || typeof node !== 'object') throw new Error(`Unresolved reference ${ref} in generated/openapi.json`);
    return node as Json;
  }

  /** The schema name a `$ref` names, e.g. `Problem`. */
  static refName(node: unknown): string | undefined {
    const ref = (node as Json | undefined)?.$ref;
    return typeof ref === 'string' ? ref.split('/').pop() : undefined;
  }

  /** Resolved targets by reference: shared schemas (Problem, UserQuest…) are expanded once, not per operation. */
  private readonly resolvedRefs = new Map<string, unknown>();
  private readonly resolving = new Set<string>();

  /** Resolves every `$ref`; a reference met again inside itself stays a named object (no API schema recurses deeper). */
  resolve<T = Json>(node: unknown): T {
    if (Array.isArray(node)) return node.map((item) => this.resolve(item)) as T;
    if (!node || typeof node !== 'object') return node as T;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string') {
      const { $ref: _ref, ...siblings } = node as Json;
      let target = this.resolvedRefs.get(ref);
      if (target === undefined) {
        if (this.resolving.has(ref)) return { type: 'object', title: ref.split('/').pop(), ...siblings } as T;
        this.resolving.add(ref);
        target = this.resolve(this.lookup(ref));
        this.resolving.delete(ref);
        this.resolvedRefs.set(ref, target);
      }
      return (Object.keys(siblings).length ? { ...(target as Json), ...this.resolve(siblings) } : target) as T;
    }
    return Object.fromEntries(Object.entries(node as Json).map(([key, value]) => [key, this.resolve(value)])) as T;
  }

  findOperation(method: string, apiPath: string): ContractOperation | undefined {
    return this.operations.find((operation) => operation.method === method.toUpperCase() && operation.path === apiPath);
  }

  findById(operationId: string): ContractOperation | undefined {
    return this.operations.find((operation) => operation.operationId === operationId);
  }

  private operation(kind: ContractOperation['kind'], method: string, apiPath: string, raw: Json, shared: unknown): ContractOperation {
    const parameters = [...((shared as unknown[] | undefined) ?? []), ...((raw.parameters as unknown[] | undefined) ?? [])].map((parameter) =>
      this.resolve(parameter),
    );
    const responses = Object.fromEntries(Object.entries((raw.responses ?? {}) as Json).map(([status, response]) => [status, this.resolve(response)]));
    const requestBody = raw.requestBody ? this.resolve(raw.requestBody) : undefined;
    const security = ((raw.security ?? this.document.security ?? []) as Json[]).flatMap((requirement) => Object.keys(requirement));
    return {
      kind,
      operationId: String(raw.operationId),
      method: method.toUpperCase(),
      path: apiPath,
      summary: String(raw.summary ?? raw.operationId),
      description: String(raw.description ?? ''),
      tags: (raw.tags as string[] | undefined) ?? [],
      security,
      requiredRole: typeof raw['x-required-role'] === 'string' ? raw['x-required-role'] : undefined,
      public: raw['x-public'] === true,
      deprecated: raw.deprecated === true,
      parameters,
      requestBody,
      responses,
      errorCodes: this.errorCodes(raw, responses),
    };
  }

  /**
   * The catalogue codes an operation names: `code` values in its error examples and codes
   * quoted in its own and its responses' descriptions. Success examples are skipped, since a
   * resource may hold a code as data (a failed validation result, say).
   */
  private errorCodes(raw: Json, responses: Record<string, Json>): ErrorDefinition[] {
    const found = new Set<string>();
    const fromText = (value: unknown) => {
      if (typeof value !== 'string') return;
      for (const match of value.matchAll(/`([a-z][a-z0-9_]+)`/g)) if (this.catalogue.has(match[1])) found.add(match[1]);
    };
    const fromExample = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(fromExample);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === 'code' && typeof inner === 'string' && this.catalogue.has(inner)) found.add(inner);
          else fromExample(inner);
        }
      }
    };
    fromText(raw.description);
    for (const [status, response] of Object.entries(responses)) {
      if (/^[123]/.test(status)) continue;
      fromText(response.description);
      for (const media of Object.values((response.content ?? {}) as Json)) {
        fromExample((media as Json).example);
        for (const example of Object.values(((media as Json).examples ?? {}) as Json)) fromExample((example as Json).value);
      }
    }
    return [...found].map((code) => this.catalogue.get(code)!).sort((a, b) => a.status - b.status || a.code.localeCompare(b.code));
  }
}

/** The page slug docusaurus-plugin-openapi-docs gives an operation (its operationId in kebab case). */
export function operationSlug(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
