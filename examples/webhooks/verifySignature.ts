import { createHmac, timingSafeEqual } from 'node:crypto';

/** Reject deliveries whose timestamp is older than this (seconds). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies a `Guildforge-Signature` header (`t=<unix seconds>,v1=<hex>`) against the
 * raw request body. Compute the HMAC over the bytes you received, before any JSON parsing.
 */
export function verifyGuildforgeSignature(
  header: string,
  rawBody: string,
  secret: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key, rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    return false;
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const given = Buffer.from(signature, 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
