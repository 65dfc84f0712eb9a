/**
 * Writes examples/webhooks/testVectors.json: the cases every signature-verification example
 * (examples/webhooks/*) must pass, in every language. The signatures are computed here with
 * node:crypto, independently of the examples; tests/unit/webhookSignatures.test.ts checks that
 * the committed file is what this script writes and runs each example against it.
 *
 *   npx tsx scripts/webhookTestVectors.ts
 */
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const VECTORS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../examples/webhooks/testVectors.json');

export type Expectation = 'ok' | 'malformed_header' | 'no_matching_signature' | 'timestamp_out_of_tolerance' | 'argument_error';

export interface SignatureVector {
  name: string;
  description: string;
  /** The Guildforge-Signature header as received. */
  header: string;
  /** The raw body; verifiers get its UTF-8 bytes. */
  body: string;
  /** The secrets the receiver accepts. */
  secrets: string[];
  /** The receiver's clock, unix seconds. */
  now: number;
  /** `ok`, a failure reason, or `argument_error` for a call without a usable secret. */
  expect: Expectation;
}

export interface SignatureVectors {
  description: string;
  toleranceSeconds: number;
  vectors: SignatureVector[];
}

/** The contract's example secrets (rotateWebhookSecret: NEW replaced OLD) and one the sender never used. */
const OLD = 'whsec_cmJGh1Ady99VUmi2DVs95GGWsrzFDe7K';
const NEW = 'whsec_Vq3TzL8mXe1Rk6Nw0Yb5Hd9Pc2Ga7Uf4';
const OTHER = 'whsec_Hq7Lw2Zr9Tb4Kx6Nm1Pd8Fs3Vc5Gj0Ya';
const T = 1741943010;

const claimed = JSON.stringify({
  id: 'evt_01JPBE7AZF9C9DNNSJ70BNH9MD',
  type: 'user_quest.claimed',
  createdAt: '2025-03-14T09:03:30Z',
  projectId: 'prj_01JBP54FZK34F7MEHD7VXJ3W5Z',
  data: {
    userQuestId: 'uqs_01JNJW09VZR0AAYHPEHWG5ZD57',
    questId: 'qst_01JMY8S7A7PNKM3RC98MJMVYPQ',
    userId: 'usr_01JH8JJ3C4ZHE3EMQHWZ4A9XMW',
    status: 'claimed',
    claimedAt: '2025-03-14T09:03:30Z',
    userRewardIds: ['urw_01JP2ABGD0BTGBR2NKV1NR953M'],
  },
});

/** Not ASCII: a verifier that signs characters instead of UTF-8 bytes fails this one. */
const rejected = JSON.stringify({
  id: 'evt_01JPBF2M4X8Q6W0R3T5Y7Z9A1C',
  type: 'submission.status_changed',
  createdAt: '2025-03-14T09:03:30Z',
  projectId: 'prj_01JBP54FZK34F7MEHD7VXJ3W5Z',
  data: {
    submissionId: 'sub_01JP9T3W6Y8A0C2E4G6J8M0P2R',
    schemaId: 'sch_01JMHA2C4E6G8J0M2P4R6T8V0X',
    userId: 'usr_01JH8JJ3C4ZHE3EMQHWZ4A9XMW',
    previousStatus: 'in_review',
    status: 'rejected',
    reason: 'Der Umhang überdeckt das Wappen — bitte kürzen ❄',
    actor: { type: 'user', id: 'usr_01JGZ4N6Q8S0U2W4Y6A8C0E2G4' },
  },
});

/** The lower-case hex HMAC-SHA256 of `<t>.<body>`, as Guildforge computes it. */
export function sign(secret: string, t: number | string, body: string): string {
  return createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');
}

export function buildVectors(): SignatureVectors {
  const now = T + 12;
  const v1 = sign(NEW, T, claimed);
  const v1Old = sign(OLD, T, claimed);
  const vector = (
    name: string,
    description: string,
    header: string,
    expect: Expectation,
    options: { body?: string; secrets?: string[]; now?: number } = {},
  ): SignatureVector => ({ name, description, header, body: options.body ?? claimed, secrets: options.secrets ?? [NEW], now: options.now ?? now, expect });

  return {
    description:
      'Guildforge-Signature cases for the examples in examples/webhooks (written by scripts/webhookTestVectors.ts). ' +
      'Verify `header` against the UTF-8 bytes of `body` with `secrets` at unix time `now`, and expect `ok`, the failure reason, ' +
      'or `argument_error` when no usable secret was passed.',
    toleranceSeconds: 300,
    vectors: [
      vector('valid', 'One signature, made with the receiver’s secret, 12 s ago.', `t=${T},v1=${v1}`, 'ok'),
      vector('valid_non_ascii_body', 'The body holds non-ASCII text; the signature covers its UTF-8 bytes.', `t=${T},v1=${sign(NEW, T, rejected)}`, 'ok', { body: rejected }),
      vector('valid_at_tolerance', 'Exactly 300 s old: still accepted.', `t=${T},v1=${v1}`, 'ok', { now: T + 300 }),
      vector('valid_spaces_after_commas', 'Spaces around elements are ignored.', `t=${T}, v1=${v1}`, 'ok'),
      vector('valid_leading_zeros', 't is signed as sent, leading zeros included.', `t=0${T},v1=${sign(NEW, `0${T}`, claimed)}`, 'ok'),
      vector('valid_unknown_scheme_ignored', 'Elements of other schemes (v0, v2) are ignored.', `t=${T},v0=abc,v1=${v1},v2=${'f'.repeat(128)}`, 'ok'),
      vector('valid_empty_secret_skipped', 'An empty secret in the list (an unset variable) is skipped.', `t=${T},v1=${v1}`, 'ok', { secrets: ['', NEW] }),
      vector('rotated_receiver_has_new', 'During rotation the header carries v1=<new>,v1=<old>; a receiver with the new secret accepts.', `t=${T},v1=${v1},v1=${v1Old}`, 'ok'),
      vector('rotated_receiver_has_old', 'A receiver that still has only the old secret accepts.', `t=${T},v1=${v1},v1=${v1Old}`, 'ok', { secrets: [OLD] }),
      vector('rotated_receiver_has_both', 'A receiver with both secrets, old first, accepts.', `t=${T},v1=${v1},v1=${v1Old}`, 'ok', { secrets: [OLD, NEW] }),
      vector('rotated_receiver_has_neither', 'Two v1 values, neither made with the receiver’s secret.', `t=${T},v1=${v1},v1=${v1Old}`, 'no_matching_signature', { secrets: [OTHER] }),
      vector('rotation_ended_old_secret', 'After the overlap only the new secret signs; a receiver still on the old one rejects.', `t=${T},v1=${v1}`, 'no_matching_signature', { secrets: [OLD] }),
      vector('tampered_body', 'One character of the body changed after signing.', `t=${T},v1=${v1}`, 'no_matching_signature', { body: claimed.replace('"status":"claimed"', '"status":"claimeD"') }),
      vector('tampered_body_whitespace', 'The body re-serialised with spaces: verify the raw bytes, not parsed JSON.', `t=${T},v1=${v1}`, 'no_matching_signature', { body: JSON.stringify(JSON.parse(claimed), null, 1) }),
      vector('tampered_timestamp', 't changed after signing.', `t=${T + 1},v1=${v1}`, 'no_matching_signature'),
      vector('wrong_secret', 'Signed with a secret the receiver does not have.', `t=${T},v1=${sign(OTHER, T, claimed)}`, 'no_matching_signature'),
      vector('stale_timestamp', 'A genuine signature 301 s old: a replay or a delivery held too long.', `t=${T},v1=${v1}`, 'timestamp_out_of_tolerance', { now: T + 301 }),
      vector('stale_timestamp_hours', 'A genuine signature from a day ago.', `t=${T},v1=${v1}`, 'timestamp_out_of_tolerance', { now: T + 86_400 }),
      vector('future_timestamp', 'More than 300 s ahead of the receiver’s clock.', `t=${T},v1=${v1}`, 'timestamp_out_of_tolerance', { now: T - 301 }),
      vector('stale_rotated', 'Rotated header, matching secret, but 301 s old.', `t=${T},v1=${v1},v1=${v1Old}`, 'timestamp_out_of_tolerance', { secrets: [OLD], now: T + 301 }),
      vector('malformed_empty', 'An empty header.', '', 'malformed_header'),
      vector('malformed_blank', 'Only spaces.', '   ', 'malformed_header'),
      vector('malformed_not_key_value', 'A signature without keys.', v1, 'malformed_header'),
      vector('malformed_missing_t', 'No t element.', `v1=${v1}`, 'malformed_header'),
      vector('malformed_missing_v1', 'No v1 element.', `t=${T}`, 'malformed_header'),
      vector('malformed_only_other_schemes', 'Only an unknown scheme, no v1.', `t=${T},v2=${v1}`, 'malformed_header'),
      vector('malformed_t_not_a_number', 't is not digits.', `t=abc,v1=${v1}`, 'malformed_header'),
      vector('malformed_t_negative', 't has a sign.', `t=-${T},v1=${v1}`, 'malformed_header'),
      vector('malformed_t_empty', 't has no value.', `t=,v1=${v1}`, 'malformed_header'),
      vector('malformed_t_too_long', 't has 20 digits.', `t=${'9'.repeat(20)},v1=${v1}`, 'malformed_header'),
      vector('malformed_two_t', 'Two t elements.', `t=${T},t=${T},v1=${v1}`, 'malformed_header'),
      vector('malformed_v1_short', 'v1 has 63 hex characters.', `t=${T},v1=${v1.slice(1)}`, 'malformed_header'),
      vector('malformed_v1_not_hex', 'v1 holds a non-hex character.', `t=${T},v1=${v1.slice(0, 63)}g`, 'malformed_header'),
      vector('malformed_v1_upper_case', 'v1 in upper case; Guildforge sends lower-case hex.', `t=${T},v1=${v1.toUpperCase()}`, 'malformed_header'),
      vector('malformed_v1_trailing_newline', 'A newline after v1 (an anchor that allows a final newline would pass it).', `t=${T},v1=${v1}\n`, 'malformed_header'),
      vector('malformed_empty_element', 'Two commas in a row.', `t=${T},,v1=${v1}`, 'malformed_header'),
      vector('malformed_trailing_comma', 'A comma at the end.', `t=${T},v1=${v1},`, 'malformed_header'),
      vector('malformed_key_missing', 'An element that starts with =.', `t=${T},=${v1}`, 'malformed_header'),
      vector('malformed_semicolons', 'Semicolons instead of commas.', `t=${T};v1=${v1}`, 'malformed_header'),
      vector('no_secret', 'No secret passed: an error in the caller, not a verdict on the delivery.', `t=${T},v1=${v1}`, 'argument_error', { secrets: [] }),
      vector('only_empty_secret', 'Only an empty secret: an empty key would accept anyone’s signature.', `t=${T},v1=${v1}`, 'argument_error', { secrets: [''] }),
    ],
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(VECTORS_FILE, `${JSON.stringify(buildVectors(), null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), VECTORS_FILE)}`);
}
