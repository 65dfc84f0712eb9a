/**
 * Which sign-in providers give Guildforge a verified email is stated once, in the contract
 * (`x-verified-email` on FederatedProvider). Token exchange can only answer
 * `federated_identity_conflict` "because an account uses the email" for those providers, so a page
 * that describes that conflict for another provider (Steam, TikTok, X) describes one that cannot happen.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openapi, type Json } from './openapiDocument';

const root = path.join(import.meta.dirname, '../..');
const provider = ((openapi.components as Json).schemas as Record<string, Json>).FederatedProvider;
const verifiedEmail = provider['x-verified-email'] as Record<string, string | null>;
/** How pages name each provider. */
const NAMES: Record<string, RegExp> = {
  discord: /\bDiscord\b/,
  steam: /\bSteam\b/,
  twitch: /\bTwitch\b/,
  twitter: /\b(?:Twitter|X)\b/,
  tiktok: /\bTikTok\b/,
  google: /\bGoogle\b/,
  apple: /\bApple\b/,
};

/** Sentences that describe the email conflict for a provider that gives no email. */
export function impossibleConflicts(text: string): string[] {
  const without = Object.entries(verifiedEmail).filter(([, source]) => source === null).map(([name]) => name);
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=\.)\s+/)
    .filter((sentence) => /federated_identity_conflict/.test(sentence) && /e-?mail/i.test(sentence))
    .flatMap((sentence) => without.filter((name) => NAMES[name].test(sentence)).map((name) => `${name}: "${sentence.trim()}"`));
}

describe('verified email of sign-in providers', () => {
  it('is stated for every FederatedProvider', () => {
    expect(Object.keys(verifiedEmail).sort()).toEqual([...(provider.enum as string[])].sort());
  });

  it('finds the conflict described for a provider without email', () => {
    expect(impossibleConflicts('If the email of the Steam account already belongs to another Guildforge account, the call throws `federated_identity_conflict`.')).toHaveLength(1);
  });

  it('is respected by every page that describes the email conflict', () => {
    const pages = execFileSync('git', ['ls-files', 'docs', 'examples', 'packages/*/README.md'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(md|mdx|cs|ts|tsx|js)$/.test(file));
    expect(pages.flatMap((file) => impossibleConflicts(readFileSync(path.join(root, file), 'utf8')).map((problem) => `${file}: ${problem}`))).toEqual([]);
  });
});
