// Verify the Guildforge-Signature header of a webhook delivery (base class library only:
// runs on .NET, .NET Framework, Mono and Unity).
using System;
using System.Collections.Generic;
using System.Security.Cryptography;
using System.Text;
using System.Text.RegularExpressions;

/// <summary>A delivery to refuse (answer 400 or 401); the message is for your logs.</summary>
public sealed class GuildforgeSignatureException : Exception
{
    public GuildforgeSignatureException(string reason, string message) : base(message)
    {
        Reason = reason;
    }

    /// <summary>malformed_header, no_matching_signature or timestamp_out_of_tolerance.</summary>
    public string Reason { get; }
}

public static class GuildforgeSignature
{
    /// <summary>Reject deliveries whose t is more than this many seconds from your clock.</summary>
    public const long ToleranceSeconds = 300;

    private static readonly Regex TimestampPattern = new Regex(@"\A[0-9]{1,15}\z");
    private static readonly Regex SignaturePattern = new Regex(@"\A[0-9a-f]{64}\z");

    /// <summary>
    /// Returns for a genuine delivery, throws <see cref="GuildforgeSignatureException"/> otherwise.
    /// <paramref name="rawBody"/> is the request body exactly as received, before any JSON parsing.
    /// <paramref name="secrets"/> are the endpoint's secrets (whsec_...) you currently accept. After
    /// rotateWebhookSecret, Guildforge signs each delivery with the new and the old secret
    /// (t=...,v1=&lt;new&gt;,v1=&lt;old&gt;) for expireCurrentAfterHours: 0 to 72 hours, 24 by default.
    /// The delivery is genuine when any v1 matches any of your secrets, so deploy the new secret next
    /// to the old one, then drop the old one. Null and empty entries are skipped; with none left this
    /// throws ArgumentException, since an empty key would accept anyone's signature.
    /// </summary>
    public static void Verify(string header, byte[] rawBody, IEnumerable<string> secrets, long? nowSeconds = null)
    {
        var keys = new List<string>();
        foreach (var secret in secrets)
        {
            if (!string.IsNullOrEmpty(secret)) keys.Add(secret);
        }
        if (keys.Count == 0) throw new ArgumentException("Pass at least one webhook secret (whsec_...); all were empty", nameof(secrets));

        List<string> signatures;
        var timestamp = Parse(header, out signatures);
        var prefix = Encoding.ASCII.GetBytes(timestamp + ".");
        var signed = new byte[prefix.Length + rawBody.Length];
        Buffer.BlockCopy(prefix, 0, signed, 0, prefix.Length);
        Buffer.BlockCopy(rawBody, 0, signed, prefix.Length, rawBody.Length);

        var matched = false;
        foreach (var key in keys)
        {
            using (var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(key)))
            {
                var expected = BitConverter.ToString(hmac.ComputeHash(signed)).Replace("-", "").ToLowerInvariant();
                foreach (var signature in signatures)
                {
                    if (FixedTimeEquals(expected, signature)) matched = true;
                }
            }
        }
        if (!matched) throw new GuildforgeSignatureException("no_matching_signature", "No v1 signature matches the body with any of the given secrets");
        // Checked after the signature, so an old delivery that is genuine is reported as a replay.
        var age = (nowSeconds ?? DateTimeOffset.UtcNow.ToUnixTimeSeconds()) - long.Parse(timestamp);
        if (Math.Abs(age) > ToleranceSeconds)
        {
            throw new GuildforgeSignatureException("timestamp_out_of_tolerance",
                "t=" + timestamp + " is " + age + " s from this server's clock; the limit is " + ToleranceSeconds + " s");
        }
    }

    /// <summary>
    /// Compares every character whatever the first difference, so response timing does not tell an
    /// attacker how much of a guess was right. (.NET Core 2.1 and later also offer
    /// CryptographicOperations.FixedTimeEquals; .NET Framework, Mono and Unity do not.)
    /// </summary>
    private static bool FixedTimeEquals(string a, string b)
    {
        if (a.Length != b.Length) return false;
        var difference = 0;
        for (var i = 0; i < a.Length; i++) difference |= a[i] ^ b[i];
        return difference == 0;
    }

    /// <summary>Returns t as sent (it is part of the signed string) and every v1; keys of later schemes are ignored.</summary>
    private static string Parse(string header, out List<string> signatures)
    {
        if (header == null || header.Trim(' ', '\t').Length == 0) throw Malformed("header is empty");
        string timestamp = null;
        signatures = new List<string>();
        foreach (var raw in header.Split(','))
        {
            var element = raw.Trim(' ', '\t');
            if (element.Length == 0) throw Malformed("has an empty element");
            var equals = element.IndexOf('=');
            if (equals <= 0) throw Malformed("element \"" + element + "\" is not key=value");
            var key = element.Substring(0, equals);
            var value = element.Substring(equals + 1);
            if (key == "t")
            {
                if (timestamp != null) throw Malformed("has more than one t=");
                if (!TimestampPattern.IsMatch(value)) throw Malformed("t= must be unix seconds (1 to 15 digits)");
                timestamp = value;
            }
            else if (key == "v1")
            {
                if (!SignaturePattern.IsMatch(value)) throw Malformed("v1= must be 64 lower-case hex characters");
                signatures.Add(value);
            }
        }
        if (timestamp == null) throw Malformed("has no t=");
        if (signatures.Count == 0) throw Malformed("has no v1=");
        return timestamp;
    }

    private static GuildforgeSignatureException Malformed(string detail)
    {
        return new GuildforgeSignatureException("malformed_header", "Guildforge-Signature " + detail);
    }
}
