/**
 * Writes the in-browser sandbox's request validators as code at build time, so the reader's
 * browser never compiles a schema: ajv compiles by generating JavaScript and running it with
 * `new Function`, which the site's Content-Security-Policy forbids (src/hosting/policy.ts).
 *
 * ajv's standalone output (https://ajv.js.org/standalone.html) is the code the run-time compile
 * would have run, with the same options, so its error objects (keyword, instancePath, params,
 * schemaPath) are those src/api/sandbox/problems.ts maps. That output `require`s ajv's run-time
 * helpers and ajv-formats' formats; esbuild bundles them in, so the site imports one ES module
 * (src/data/generated/sandboxValidators.mjs) and no part of ajv's compiler.
 * Run by scripts/generate.mts; tests/unit/sandboxValidators.test.ts compares it with a run-time compile.
 */
import Ajv2020, { type Options } from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import { build, type Plugin } from 'esbuild';
import type { Json, SandboxContract, SandboxParameter, SandboxValidators } from '../src/api/sandbox/contract';

/** Where a validator applies; parameters are coerced from their string form, the JSON body is not. */
export type ValidatorLocation = keyof SandboxValidators[string];

export interface ValidatorSchema {
  readonly operationId: string;
  readonly location: ValidatorLocation;
  readonly schema: Json;
}

/** The sandbox's ajv options: `coerceTypes: 'array'` for parameters (a query's `limit=5` is the number 5, `tags=a` a one-item array). */
export function sandboxAjvOptions(coerce: boolean): Options {
  return { strict: false, allErrors: true, coerceTypes: coerce ? 'array' : false, validateFormats: true };
}

/** The component schemas are added as the schema `contract`, so their refs become `contract#/components/schemas/X`. */
const rewriteRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, item]) =>
      key === '$ref' && typeof item === 'string' && item.startsWith('#/') ? [key, `contract${item}`] : [key, rewriteRefs(item)],
    ),
  );
};

/**
 * One ajv instance per kind of validator. With `source`, ajv keeps each compiled function's code
 * for standaloneCode; ajv-formats then sets `code.formats` to its own module (its documented
 * standalone behaviour), so the code names the formats instead of holding them.
 */
export function createSandboxAjv(schemas: Readonly<Record<string, Json>>, coerce: boolean, source: boolean): Ajv2020 {
  const ajv = new Ajv2020({ ...sandboxAjvOptions(coerce), ...(source ? { code: { source: true, esm: true } } : {}) });
  addFormats(ajv);
  ajv.addSchema({ components: { schemas: rewriteRefs(schemas) } }, 'contract');
  return ajv;
}

/** Each operation's path, query and header parameters as one object schema per location (headers by lower-case name), and its body. */
export function validatorSchemas(contract: Pick<SandboxContract, 'operations'>): ValidatorSchema[] {
  const result: ValidatorSchema[] = [];
  for (const operation of contract.operations) {
    for (const location of ['path', 'query', 'header'] as const satisfies readonly SandboxParameter['in'][]) {
      const list = operation.parameters.filter((parameter) => parameter.in === location);
      if (list.length === 0) continue;
      const key = (name: string) => (location === 'header' ? name.toLowerCase() : name);
      result.push({
        operationId: operation.operationId,
        location,
        schema: {
          type: 'object',
          properties: Object.fromEntries(list.map((parameter) => [key(parameter.name), rewriteRefs(parameter.schema)])),
          required: list.filter((parameter) => parameter.required).map((parameter) => key(parameter.name)),
        },
      });
    }
    if (operation.body) result.push({ operationId: operation.operationId, location: 'body', schema: rewriteRefs(operation.body.schema) as Json });
  }
  return result;
}

const VIRTUAL = 'sandbox-validators';

/**
 * The validators as one self-contained ES module whose default export is SandboxValidators.
 * `root` is where ajv and ajv-formats are resolved from (the repository).
 */
export async function sandboxValidatorsModule(contract: Pick<SandboxContract, 'operations'>, schemas: Readonly<Record<string, Json>>, root: string): Promise<string> {
  const entries = validatorSchemas(contract);
  const sources: Record<string, string> = {};
  const bindings: string[] = [];
  for (const coerce of [true, false]) {
    const group = coerce ? 'parameters' : 'bodies';
    const ajv = createSandboxAjv(schemas, coerce, true);
    // Export names are indices: ESM names must be identifiers, and the entry below maps them back.
    const refs: Record<string, string> = {};
    entries.forEach((entry, index) => {
      if ((entry.location !== 'body') !== coerce) return;
      // A key without '/' keeps `contract#…` refs resolving to the contract, as for a schema without an id.
      ajv.addSchema(entry.schema, `v${index}`);
      refs[`v${index}`] = `v${index}`;
      bindings.push(`${JSON.stringify(entry.operationId)}, ${JSON.stringify(entry.location)}, ${group}.v${index}`);
    });
    sources[group] = standaloneCode(ajv, refs);
  }
  const entry = [
    `import * as parameters from '${VIRTUAL}:parameters';`,
    `import * as bodies from '${VIRTUAL}:bodies';`,
    'const validators = {};',
    'const add = (operationId, location, validate) => ((validators[operationId] ??= {})[location] = validate);',
    ...bindings.map((binding) => `add(${binding});`),
    'export default validators;',
  ].join('\n');
  const virtual: Plugin = {
    name: VIRTUAL,
    setup(context) {
      context.onResolve({ filter: new RegExp(`^${VIRTUAL}:`) }, (args) => ({ path: args.path.slice(VIRTUAL.length + 1), namespace: VIRTUAL }));
      context.onLoad({ filter: /.*/, namespace: VIRTUAL }, (args) => ({ contents: sources[args.path], loader: 'js', resolveDir: root }));
    },
  };
  const bundled = await build({
    stdin: { contents: entry, resolveDir: root, sourcefile: 'sandboxValidators.entry.js', loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    metafile: true,
    plugins: [virtual],
  });
  // Only ajv's run-time helpers may come along: its compiler would bring `new Function` back.
  const compiler = Object.keys(bundled.metafile.inputs).filter((input) => /node_modules\/ajv\/dist\//.test(input) && !/\/dist\/runtime\//.test(input));
  if (compiler.length > 0) throw new Error(`The sandbox's validators would bundle ajv's compiler (${compiler.join(', ')}); standalone code should need only ajv/dist/runtime.`);
  return `// Generated by scripts/sandboxValidators.ts (npm run generate); never edit or commit.\n${bundled.outputFiles[0].text}`;
}

/**
 * The module's type, written beside it as `sandboxValidators.d.mts`. With a declaration there,
 * tsc reads it instead of the 2 MB of JavaScript, which doubled its check time (6 to 13 s).
 */
export const SANDBOX_VALIDATORS_DECLARATION = `// Generated by scripts/sandboxValidators.ts (npm run generate); never edit or commit.
import type { SandboxValidators } from '../../api/sandbox/contract';
declare const validators: SandboxValidators;
export default validators;
`;
