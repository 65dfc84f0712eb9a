/** Links into the error catalogue. Kept apart from the catalogue so pages can link without bundling it. */
import { PROBLEM_TYPE_BASE } from './types';

/** The problem+json `type` URI of a code; also the anchor of its row on the catalogue page. */
export function problemType(code: string): string {
  return `${PROBLEM_TYPE_BASE}#${code}`;
}

/** Route of the error catalogue page. */
export const ERROR_CATALOGUE_PATH = '/docs/api/errors';

/** Catalogue page link for a code, relative to the site root. */
export function errorCodePath(code: string): string {
  return `${ERROR_CATALOGUE_PATH}#${code}`;
}
