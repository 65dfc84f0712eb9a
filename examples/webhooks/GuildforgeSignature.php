<?php
// Verify the Guildforge-Signature header of a webhook delivery (standard library only).

declare(strict_types=1);

/** A delivery to refuse (answer 400 or 401); the message is for your logs. */
final class GuildforgeSignatureException extends RuntimeException
{
    /** @param string $reason malformed_header, no_matching_signature or timestamp_out_of_tolerance */
    public function __construct(public readonly string $reason, string $message)
    {
        parent::__construct($message);
    }
}

final class GuildforgeSignature
{
    /** Reject deliveries whose t is more than this many seconds from your clock. */
    public const TOLERANCE_SECONDS = 300;

    /**
     * Returns for a genuine delivery, throws GuildforgeSignatureException otherwise.
     *
     * $rawBody is the request body exactly as received (file_get_contents('php://input')),
     * before any JSON parsing. $secrets are the endpoint's secrets (whsec_...) you currently
     * accept. After rotateWebhookSecret, Guildforge signs each delivery with the new and the old
     * secret (t=...,v1=<new>,v1=<old>) for expireCurrentAfterHours: 0 to 72 hours, 24 by default.
     * The delivery is genuine when any v1 matches any of your secrets, so deploy the new secret
     * next to the old one, then drop the old one. Empty entries are skipped; with none left this
     * throws InvalidArgumentException, since an empty key would accept anyone's signature.
     *
     * @param list<string|null> $secrets
     */
    public static function verify(string $header, string $rawBody, array $secrets, ?int $now = null): void
    {
        $keys = array_values(array_filter($secrets, fn ($secret) => is_string($secret) && $secret !== ''));
        if ($keys === []) {
            throw new InvalidArgumentException('Pass at least one webhook secret (whsec_...); all were empty');
        }

        [$timestamp, $signatures] = self::parse($header);
        $matched = false;
        foreach ($keys as $key) {
            $expected = hash_hmac('sha256', $timestamp . '.' . $rawBody, $key);
            foreach ($signatures as $signature) {
                // hash_equals takes the same time wherever the strings differ.
                if (hash_equals($expected, $signature)) {
                    $matched = true;
                }
            }
        }
        if (!$matched) {
            throw new GuildforgeSignatureException('no_matching_signature', 'No v1 signature matches the body with any of the given secrets');
        }
        // Checked after the signature, so an old delivery that is genuine is reported as a replay.
        $age = ($now ?? time()) - (int) $timestamp;
        if (abs($age) > self::TOLERANCE_SECONDS) {
            throw new GuildforgeSignatureException(
                'timestamp_out_of_tolerance',
                sprintf("t=%s is %d s from this server's clock; the limit is %d s", $timestamp, $age, self::TOLERANCE_SECONDS),
            );
        }
    }

    /**
     * Returns t as sent (it is part of the signed string) and every v1; keys of later schemes are ignored.
     *
     * @return array{0: string, 1: list<string>}
     */
    private static function parse(string $header): array
    {
        $malformed = fn (string $detail) => new GuildforgeSignatureException('malformed_header', 'Guildforge-Signature ' . $detail);
        if (trim($header, " \t") === '') {
            throw $malformed('header is empty');
        }
        $timestamp = null;
        $signatures = [];
        foreach (explode(',', $header) as $raw) {
            $element = trim($raw, " \t");
            if ($element === '') {
                throw $malformed('has an empty element');
            }
            $equals = strpos($element, '=');
            if ($equals === false || $equals === 0) {
                throw $malformed(sprintf('element "%s" is not key=value', $element));
            }
            $key = substr($element, 0, $equals);
            $value = substr($element, $equals + 1);
            if ($key === 't') {
                if ($timestamp !== null) {
                    throw $malformed('has more than one t=');
                }
                if (preg_match('/\A[0-9]{1,15}\z/', $value) !== 1) {
                    throw $malformed('t= must be unix seconds (1 to 15 digits)');
                }
                $timestamp = $value;
            } elseif ($key === 'v1') {
                if (preg_match('/\A[0-9a-f]{64}\z/', $value) !== 1) {
                    throw $malformed('v1= must be 64 lower-case hex characters');
                }
                $signatures[] = $value;
            }
        }
        if ($timestamp === null) {
            throw $malformed('has no t=');
        }
        if ($signatures === []) {
            throw $malformed('has no v1=');
        }
        return [$timestamp, $signatures];
    }
}
