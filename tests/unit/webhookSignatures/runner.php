<?php
// Runs examples/webhooks/GuildforgeSignature.php over the vectors that webhookSignatures.test.ts sends on stdin.
// In: name, now, base64 header, base64 body, secret count, base64 secrets (tab-separated, one vector a line).
// Out: name, result (ok, a reason or argument_error), message (tab-separated, one vector a line).
declare(strict_types=1);

require __DIR__ . '/../../../examples/webhooks/GuildforgeSignature.php';

foreach (explode("\n", rtrim(stream_get_contents(STDIN), "\n")) as $line) {
    $fields = explode("\t", $line);
    $secrets = array_map(fn ($field) => base64_decode($field, true), array_slice($fields, 5, (int) $fields[4]));
    try {
        GuildforgeSignature::verify(base64_decode($fields[2], true), base64_decode($fields[3], true), $secrets, (int) $fields[1]);
        [$result, $message] = ['ok', ''];
    } catch (GuildforgeSignatureException $e) {
        [$result, $message] = [$e->reason, $e->getMessage()];
    } catch (InvalidArgumentException $e) {
        [$result, $message] = ['argument_error', $e->getMessage()];
    }
    echo $fields[0], "\t", $result, "\t", preg_replace('/\s+/', ' ', $message), "\n";
}
