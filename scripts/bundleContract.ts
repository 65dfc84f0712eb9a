/**
 * The bundled API description: the fragments of `openapi/` merged into the root, the derived
 * unions added, each 409 rendered from what its operation can answer, and the "Versioning" section
 * written from `info.x-compatibility`. It is what
 * `npm run generate` publishes (with the site's servers), what a release snapshot records
 * (`openapi/releases/<version>.yaml`, with the contract's own servers) and what `npm run api:diff`
 * compares with the last release, so the three cannot disagree about what the contract says.
 */
import path from 'node:path';
import { stringify } from 'yaml';
import { compatibilitySentences, type CompatibilityPromise } from '../src/api/compatibility';
import { errorCatalogue } from '../src/data/errors/index';
import { renderConflictResponses } from './conflictResponses';
import { addDerivedUnions, mergeFragments, type JsonObject } from './openapiFragments';

export function bundleContract(openapiDir: string): JsonObject {
  const doc = mergeFragments(openapiDir);
  addDerivedUnions(doc);
  // Each 409 shows the codes its operation can answer (scripts/conflictResponses.ts).
  renderConflictResponses(doc, errorCatalogue);
  const info = doc.info as JsonObject;
  const promise = info['x-compatibility'] as unknown as CompatibilityPromise;
  if (!String(info.description).trimEnd().endsWith('## Versioning')) throw new Error('info.description must end with the "## Versioning" heading that generate fills from x-compatibility');
  info.description = `${String(info.description).trimEnd()}\n\n${compatibilitySentences(promise).join(' ')}\n`;
  return doc;
}

/** The YAML text every bundled copy is written as. */
export function contractYaml(doc: JsonObject): string {
  return stringify(doc, { aliasDuplicateObjects: false, lineWidth: 0 });
}

export const OPENAPI_DIR = path.resolve(import.meta.dirname, '..', 'openapi');
