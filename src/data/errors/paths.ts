/** Links into the error catalogue. Kept apart from the catalogue so pages can link without bundling it. */
import { PROBLEM_TYPE_BASE } from './types';

/** The problem+json `type` URI of a code; also the anchor of its row on the catalogue page. */
export function problemType(code: string): string {
  return `${PROBLEM_TYPE_BASE}#${code}`;
}

/** Catalogue page link for a code, relative to the site root. */
export function errorCodePath(code: string): string {
  return `/docs/api/errors#${code}`;
}
