import { createHmac } from 'node:crypto';

/** The `v1` value: lower-case hex HMAC-SHA256 of `<t>.<raw body>`, keyed with the secret's UTF-8 bytes. */
export function signatureValue(secret: string, timestamp: string | number, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/**
 * The `Guildforge-Signature` value for a body: `t=<unix seconds>,v1=<…>`, with one `v1` per secret
 * in the order given, as Guildforge signs with the new secret and then the old one while a
 * rotated secret is still valid.
 */
export function signatureHeader(timestamp: number, body: string | Uint8Array, secrets: readonly string[]): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureValue(secret, timestamp, body)}`)].join(',');
}

export function unixSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}
