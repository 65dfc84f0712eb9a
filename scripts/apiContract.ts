/**
 * The working contract and the released ones, as files redocly diff can read.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { validateReleases, type ApiRelease } from '../src/api/changes/releases';
import { bundleContract, contractYaml, OPENAPI_DIR } from './bundleContract';
import type { JsonObject } from './openapiFragments';

export const RELEASES_DIR = path.join(OPENAPI_DIR, 'releases');
export const RELEASES_INDEX = path.join(RELEASES_DIR, 'releases.json');

export function readReleases(): ApiRelease[] {
  return validateReleases(JSON.parse(readFileSync(RELEASES_INDEX, 'utf8')));
}

export function snapshotFile(version: string): string {
  return path.join(RELEASES_DIR, `${version}.yaml`);
}

export function readSnapshot(version: string): JsonObject {
  return parse(readFileSync(snapshotFile(version), 'utf8')) as JsonObject;
}

/** Bundles the working contract (with its own servers) into a temporary file. */
export function writeWorkingContract(): { file: string; doc: JsonObject } {
  const doc = bundleContract(OPENAPI_DIR);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'api-contract-')), 'openapi.yaml');
  writeFileSync(file, contractYaml(doc));
  return { file, doc };
}
