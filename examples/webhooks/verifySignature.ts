import { createHmac, timingSafeEqual } from 'node:crypto';

/** Reject deliveries whose `t` is more than this many seconds from your clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureFailure = 'malformed_header' | 'no_matching_signature' | 'timestamp_out_of_tolerance';

/** A delivery to refuse (answer 400 or 401); `reason` says why, `message` is for your logs. */
export class WebhookSignatureError extends Error {
  constructor(
    readonly reason: SignatureFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * Verifies a `Guildforge-Signature` header, `t=<unix seconds>,v1=<hex HMAC-SHA256>`, against the
 * raw request body: pass the bytes you received, before any JSON parsing. Returns normally for a
 * genuine delivery and throws `WebhookSignatureError` otherwise.
 *
 * `secrets` are the endpoint's secrets (`whsec_…`) you currently accept. After rotateWebhookSecret,
 * Guildforge signs each delivery with the new and the old secret (`t=…,v1=<new>,v1=<old>`) for
 * `expireCurrentAfterHours`: 0 to 72 hours, 24 by default. The delivery is genuine when any `v1`
 * matches any of your secrets, so deploy the new secret next to the old one, then drop the old one.
 * Empty entries are skipped (an unset environment variable); with no secret left this throws a
 * TypeError, since an empty key would accept anyone's signature.
 */
export function verifyGuildforgeSignature(
  header: string,
  rawBody: string | Uint8Array,
  secrets: string | readonly string[],
  nowSeconds: number = Math.floor(Date.now() / 1000),
): void {
  const keys = (typeof secrets === 'string' ? [secrets] : secrets).filter((secret) => secret !== '');
  if (keys.length === 0) throw new TypeError('Pass at least one webhook secret (whsec_…); all were empty');

  const { timestamp, signatures } = parseSignatureHeader(header);
  const matches = keys.some((secret) => {
    const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex'));
    // Constant time, so response timing does not tell an attacker how much of a guess was right.
    return signatures.some((signature) => timingSafeEqual(expected, Buffer.from(signature)));
  });
  if (!matches) {
    throw new WebhookSignatureError('no_matching_signature', 'No v1 signature matches the body with any of the given secrets');
  }
  // Checked after the signature, so an old delivery that is genuine is reported as a replay.
  const age = nowSeconds - Number(timestamp);
  if (Math.abs(age) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError(
      'timestamp_out_of_tolerance',
      `t=${timestamp} is ${age} s from this server's clock; the limit is ${SIGNATURE_TOLERANCE_SECONDS} s`,
    );
  }
}

/** Splits the header into its `t` (as sent, for the signed string) and every `v1`; keys of later schemes are ignored. */
function parseSignatureHeader(header: string): { timestamp: string; signatures: string[] } {
  const malformed = (detail: string) => new WebhookSignatureError('malformed_header', `Guildforge-Signature ${detail}`);
  if (header.replace(/^[ \t]+|[ \t]+$/g, '') === '') throw malformed('header is empty');
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const raw of header.split(',')) {
    const element = raw.replace(/^[ \t]+|[ \t]+$/g, '');
    const equals = element.indexOf('=');
    if (element === '') throw malformed('has an empty element');
    if (equals <= 0) throw malformed(`element "${element}" is not key=value`);
    const key = element.slice(0, equals);
    const value = element.slice(equals + 1);
    if (key === 't') {
      if (timestamp !== undefined) throw malformed('has more than one t=');
      if (!/^[0-9]{1,15}$/.test(value)) throw malformed('t= must be unix seconds (1 to 15 digits)');
      timestamp = value;
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) throw malformed('v1= must be 64 lower-case hex characters');
      signatures.push(value);
    }
  }
  if (timestamp === undefined) throw malformed('has no t=');
  if (signatures.length === 0) throw malformed('has no v1=');
  return { timestamp, signatures };
}
