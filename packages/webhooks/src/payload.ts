import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import type { JsonObject, JsonValue } from './contractTypes.js';

/** A Guildforge id: `<prefix>_<26-character Crockford base32 ULID>`. */
const ID = /^([a-z]{3})_[0-9A-HJKMNP-TV-Z]{26}$/;
/** The contract's timestamps: ISO 8601 UTC, seconds precision. */
const DATE_TIME = /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$/;

export function freshId(prefix: string): string {
  return `${prefix}_${ulid()}`;
}

export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.[0-9]{3}Z$/, 'Z');
}

/**
 * A contract example made new: every id gets a fresh ULID with the same prefix (one id used twice
 * in the example stays one id), and every timestamp moves by the time from `anchor` (a timestamp
 * of the example, usually its `createdAt`) to `now`, so the example's intervals (a claim deadline
 * three days after completion) stay as the contract shows them. Both keep the pattern and format
 * the contract's schemas give these fields; the unit tests validate every result against them.
 */
export function freshenExample(example: JsonObject, anchor: string, now: Date, keep: ReadonlyMap<string, string> = new Map()): JsonObject {
  const shift = now.getTime() - Date.parse(anchor);
  const ids = new Map(keep);
  const visit = (value: JsonValue): JsonValue => {
    if (typeof value === 'string') {
      const id = ID.exec(value);
      if (id) {
        if (!ids.has(value)) ids.set(value, freshId(id[1]!));
        return ids.get(value)!;
      }
      if (DATE_TIME.test(value)) return isoSeconds(new Date(Date.parse(value) + shift));
      return value;
    }
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item as JsonValue)]));
    return value;
  };
  return visit(example) as JsonObject;
}

/** A secret nobody holds: signs the deliveries an endpoint must refuse, and the "old" signature of a rotation. */
export function strangerSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url').replace(/[-_]/g, '0').slice(0, 32)}`;
}
