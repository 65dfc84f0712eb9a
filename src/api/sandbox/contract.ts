/**
 * The contract as the in-browser sandbox reads it: what a request is validated against and
 * what a response is taken from. scripts/sandboxContract.ts writes it from the bundled API
 * description at build time (src/data/generated/sandboxContract.json), leaving out prose, so
 * the explorer downloads the rules without the documentation around them. The schemas reach the
 * browser only as the validators generated from them (SandboxValidators).
 */
import type { ErrorObject } from 'ajv';

export type Json = { [key: string]: unknown };

export interface SandboxParameter {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: Json;
}

/** One documented answer: the status and the example's name, and its value (undefined for an empty body). */
export interface SandboxExample {
  readonly name: string;
  readonly value?: unknown;
}

export interface SandboxResponse {
  /** `application/json` or `application/problem+json`; undefined when the response has no body. */
  readonly contentType?: string;
  readonly examples: readonly SandboxExample[];
}

export interface SandboxOperation {
  readonly operationId: string;
  readonly method: string;
  /** After `/v1`, with `{name}` templates, e.g. `/quests/{questId}/start`. */
  readonly path: string;
  readonly parameters: readonly SandboxParameter[];
  readonly body?: {
    readonly required: boolean;
    readonly schema: Json;
    /** Body properties whose JSON the contract bounds in bytes (`x-max-json-bytes`), which JSON Schema cannot say. */
    readonly jsonByteLimits?: Readonly<Record<string, number>>;
  };
  /** Security alternatives: each is a list of scheme names that must all be satisfied. Empty: public. */
  readonly security: readonly (readonly string[])[];
  /** Status → response, or the name of a shared response in `responses`. */
  readonly responses: Readonly<Record<string, SandboxResponse | string>>;
}

export interface SandboxContract {
  readonly operations: readonly SandboxOperation[];
  /** `components.responses`, examples only. */
  readonly responses: Readonly<Record<string, SandboxResponse>>;
  readonly securitySchemes: Readonly<Record<string, { readonly type: string; readonly scheme?: string; readonly in?: string; readonly name?: string }>>;
  /** Status and title of the catalogue codes the sandbox answers with itself (src/data/errors). */
  readonly problems: Readonly<Record<string, { readonly status: number; readonly title: string }>>;
  /** The largest request body, in bytes (`info.x-max-request-body-bytes`); larger is 413 `payload_too_large`. */
  readonly maxBodyBytes: number;
}

/**
 * A validator ajv generated at build time (scripts/sandboxValidators.ts): it sets `errors` as
 * ajv's compiled functions do, and coerces parameter values in place.
 */
export interface SandboxValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Per operationId, the validator of each parameter location the operation has, and of its JSON body. */
export type SandboxValidators = Readonly<Record<string, Readonly<Partial<Record<'path' | 'query' | 'header' | 'body', SandboxValidate>>>>>;

/** The documented response for a status, with shared responses looked up. */
export function responseOf(contract: SandboxContract, operation: SandboxOperation, status: string): SandboxResponse | undefined {
  const response = operation.responses[status];
  return typeof response === 'string' ? contract.responses[response] : response;
}

export interface MatchedOperation {
  readonly operation: SandboxOperation;
  readonly pathParams: Readonly<Record<string, string>>;
}

interface Route {
  readonly operation: SandboxOperation;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  readonly templated: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds operations by method and path; literal segments win over templates (`/quests/types` before `/quests/{questId}`). */
export function createRouter(contract: SandboxContract): {
  match(method: string, path: string): MatchedOperation | undefined;
  allows(path: string): string[];
} {
  const routes: Route[] = contract.operations.map((operation) => {
    const names: string[] = [];
    const source = operation.path
      .split('/')
      .map((segment) => {
        const template = /^\{(.+)\}$/.exec(segment);
        if (!template) return escapeRegExp(segment);
        names.push(template[1]);
        return '([^/]+)';
      })
      .join('/');
    return { operation, pattern: new RegExp(`^${source}$`), names, templated: names.length };
  });
  routes.sort((a, b) => a.templated - b.templated);
  const paramsOf = (route: Route, path: string) => {
    const found = route.pattern.exec(path);
    if (!found) return undefined;
    return Object.fromEntries(route.names.map((name, index) => [name, decodeURIComponent(found[index + 1])]));
  };
  return {
    match(method, path) {
      for (const route of routes) {
        if (route.operation.method !== method.toLowerCase()) continue;
        const pathParams = paramsOf(route, path);
        if (pathParams) return { operation: route.operation, pathParams };
      }
      return undefined;
    },
    allows(path) {
      return routes.filter((route) => paramsOf(route, path)).map((route) => route.operation.method.toUpperCase());
    },
  };
}
