// Verify the Guildforge-Signature header of a webhook delivery (standard library only, Java 17+).
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public final class GuildforgeSignature {
    /** Reject deliveries whose t is more than this many seconds from your clock. */
    public static final long TOLERANCE_SECONDS = 300;

    private static final Pattern TIMESTAMP = Pattern.compile("[0-9]{1,15}");
    private static final Pattern SIGNATURE = Pattern.compile("[0-9a-f]{64}");

    /** A delivery to refuse (answer 400 or 401); the message is for your logs. */
    public static final class SignatureException extends Exception {
        private static final long serialVersionUID = 1L;
        private final String reason;

        SignatureException(String reason, String message) {
            super(message);
            this.reason = reason;
        }

        /** malformed_header, no_matching_signature or timestamp_out_of_tolerance. */
        public String reason() {
            return reason;
        }
    }

    private GuildforgeSignature() {}

    /** Verifies against the current time; see {@link #verify(String, byte[], List, long)}. */
    public static void verify(String header, byte[] rawBody, List<String> secrets) throws SignatureException {
        verify(header, rawBody, secrets, Instant.now().getEpochSecond());
    }

    /**
     * Returns for a genuine delivery, throws SignatureException otherwise.
     *
     * <p>rawBody is the request body exactly as received, before any JSON parsing. secrets are the
     * endpoint's secrets (whsec_...) you currently accept. After rotateWebhookSecret, Guildforge signs
     * each delivery with the new and the old secret (t=...,v1=&lt;new&gt;,v1=&lt;old&gt;) for
     * expireCurrentAfterHours: 0 to 72 hours, 24 by default. The delivery is genuine when any v1
     * matches any of your secrets, so deploy the new secret next to the old one, then drop the old
     * one. Null and empty entries are skipped; with none left this throws IllegalArgumentException,
     * since an empty key would accept anyone's signature.
     */
    public static void verify(String header, byte[] rawBody, List<String> secrets, long nowSeconds) throws SignatureException {
        List<String> keys = new ArrayList<>();
        for (String secret : secrets) {
            if (secret != null && !secret.isEmpty()) keys.add(secret);
        }
        if (keys.isEmpty()) throw new IllegalArgumentException("Pass at least one webhook secret (whsec_...); all were empty");

        Parsed parsed = parse(header);
        boolean matched = false;
        for (String key : keys) {
            byte[] expected = hmacHex(key, parsed.timestamp(), rawBody);
            for (String signature : parsed.signatures()) {
                // MessageDigest.isEqual takes the same time wherever the values differ.
                if (MessageDigest.isEqual(expected, signature.getBytes(StandardCharsets.US_ASCII))) matched = true;
            }
        }
        if (!matched) throw new SignatureException("no_matching_signature", "No v1 signature matches the body with any of the given secrets");
        // Checked after the signature, so an old delivery that is genuine is reported as a replay.
        long age = nowSeconds - Long.parseLong(parsed.timestamp());
        if (Math.abs(age) > TOLERANCE_SECONDS) {
            throw new SignatureException("timestamp_out_of_tolerance",
                    "t=" + parsed.timestamp() + " is " + age + " s from this server's clock; the limit is " + TOLERANCE_SECONDS + " s");
        }
    }

    private static byte[] hmacHex(String key, String timestamp, byte[] rawBody) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            mac.update((timestamp + ".").getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(mac.doFinal(rawBody)).getBytes(StandardCharsets.US_ASCII);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    /** t as sent (it is part of the signed string) and every v1. */
    private record Parsed(String timestamp, List<String> signatures) {}

    /** Keys of later schemes are ignored. */
    private static Parsed parse(String header) throws SignatureException {
        if (header == null || trim(header).isEmpty()) throw malformed("header is empty");
        String timestamp = null;
        List<String> signatures = new ArrayList<>();
        for (String raw : header.split(",", -1)) {
            String element = trim(raw);
            if (element.isEmpty()) throw malformed("has an empty element");
            int equals = element.indexOf('=');
            if (equals <= 0) throw malformed("element \"" + element + "\" is not key=value");
            String key = element.substring(0, equals);
            String value = element.substring(equals + 1);
            if (key.equals("t")) {
                if (timestamp != null) throw malformed("has more than one t=");
                if (!TIMESTAMP.matcher(value).matches()) throw malformed("t= must be unix seconds (1 to 15 digits)");
                timestamp = value;
            } else if (key.equals("v1")) {
                if (!SIGNATURE.matcher(value).matches()) throw malformed("v1= must be 64 lower-case hex characters");
                signatures.add(value);
            }
        }
        if (timestamp == null) throw malformed("has no t=");
        if (signatures.isEmpty()) throw malformed("has no v1=");
        return new Parsed(timestamp, signatures);
    }

    /** Strips spaces and tabs only, like the other Guildforge examples. */
    private static String trim(String text) {
        return text.replaceAll("^[ \\t]+|[ \\t]+\\z", "");
    }

    private static SignatureException malformed(String detail) {
        return new SignatureException("malformed_header", "Guildforge-Signature " + detail);
    }
}
