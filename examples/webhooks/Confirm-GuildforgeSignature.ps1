# Verify the Guildforge-Signature header of a webhook delivery (.NET base class library only:
# Windows PowerShell 5.1 and PowerShell 7).

# Reject deliveries whose t is more than this many seconds from your clock.
$GuildforgeSignatureToleranceSeconds = 300

function Confirm-GuildforgeSignature {
    <#
    .SYNOPSIS
    Returns for a genuine delivery and throws a terminating error otherwise. The error's
    FullyQualifiedErrorId is malformed_header, no_matching_signature or
    timestamp_out_of_tolerance; its message is for your logs.

    .DESCRIPTION
    RawBody is the request body exactly as received, before any JSON parsing. Secrets are the
    endpoint's secrets (whsec_...) you currently accept. After rotateWebhookSecret, Guildforge signs
    each delivery with the new and the old secret (t=...,v1=<new>,v1=<old>) for
    expireCurrentAfterHours: 0 to 72 hours, 24 by default. The delivery is genuine when any v1
    matches any of your secrets, so deploy the new secret next to the old one, then drop the old
    one. Empty entries are skipped; with none left this throws an ArgumentException, since an empty
    key would accept anyone's signature.
    #>
    [CmdletBinding()]
    param(
        [Parameter(Mandatory)][AllowEmptyString()][string] $Header,
        [Parameter(Mandatory)][AllowEmptyCollection()][byte[]] $RawBody,
        [Parameter(Mandatory)][AllowEmptyCollection()][AllowEmptyString()][string[]] $Secrets,
        [long] $NowSeconds = [DateTimeOffset]::UtcNow.ToUnixTimeSeconds()
    )

    $keys = @($Secrets | Where-Object { -not [string]::IsNullOrEmpty($_) })
    if ($keys.Count -eq 0) {
        throw [ArgumentException]::new("Pass at least one webhook secret (whsec_...); all were empty", 'Secrets')
    }

    function Stop-Delivery([string] $Reason, [string] $Message) {
        $record = [Management.Automation.ErrorRecord]::new([Exception]::new($Message), $Reason, 'SecurityError', $Header)
        $PSCmdlet.ThrowTerminatingError($record)
    }

    # Parse: t as sent (it is part of the signed string) and every v1; keys of later schemes are ignored.
    if ($Header.Trim([char[]]@(' ', "`t")).Length -eq 0) { Stop-Delivery 'malformed_header' 'Guildforge-Signature header is empty' }
    $timestamp = $null
    $signatures = [Collections.Generic.List[string]]::new()
    foreach ($raw in $Header.Split(',')) {
        $element = $raw.Trim([char[]]@(' ', "`t"))
        if ($element.Length -eq 0) { Stop-Delivery 'malformed_header' 'Guildforge-Signature has an empty element' }
        $equals = $element.IndexOf('=')
        if ($equals -le 0) { Stop-Delivery 'malformed_header' "Guildforge-Signature element `"$element`" is not key=value" }
        $key = $element.Substring(0, $equals)
        $value = $element.Substring($equals + 1)
        # -ceq and -cmatch: PowerShell's -eq and -match ignore case.
        if ($key -ceq 't') {
            if ($null -ne $timestamp) { Stop-Delivery 'malformed_header' 'Guildforge-Signature has more than one t=' }
            if ($value -cnotmatch '\A[0-9]{1,15}\z') { Stop-Delivery 'malformed_header' 'Guildforge-Signature t= must be unix seconds (1 to 15 digits)' }
            $timestamp = $value
        }
        elseif ($key -ceq 'v1') {
            if ($value -cnotmatch '\A[0-9a-f]{64}\z') { Stop-Delivery 'malformed_header' 'Guildforge-Signature v1= must be 64 lower-case hex characters' }
            $signatures.Add($value)
        }
    }
    if ($null -eq $timestamp) { Stop-Delivery 'malformed_header' 'Guildforge-Signature has no t=' }
    if ($signatures.Count -eq 0) { Stop-Delivery 'malformed_header' 'Guildforge-Signature has no v1=' }

    $signed = [Text.Encoding]::ASCII.GetBytes("$timestamp.") + $RawBody
    $matched = $false
    foreach ($key in $keys) {
        $hmac = [Security.Cryptography.HMACSHA256]::new([Text.Encoding]::UTF8.GetBytes($key))
        try {
            $expected = [BitConverter]::ToString($hmac.ComputeHash([byte[]] $signed)).Replace('-', '').ToLowerInvariant()
        }
        finally {
            $hmac.Dispose()
        }
        foreach ($signature in $signatures) {
            # Every character is compared whatever the first difference, so response timing does
            # not tell an attacker how much of a guess was right.
            $difference = 0
            for ($i = 0; $i -lt $expected.Length; $i++) {
                $difference = $difference -bor ([int] $expected[$i] -bxor [int] $signature[$i])
            }
            if ($difference -eq 0) { $matched = $true }
        }
    }
    if (-not $matched) { Stop-Delivery 'no_matching_signature' 'No v1 signature matches the body with any of the given secrets' }

    # Checked after the signature, so an old delivery that is genuine is reported as a replay.
    $age = $NowSeconds - [long] $timestamp
    if ([Math]::Abs($age) -gt $GuildforgeSignatureToleranceSeconds) {
        Stop-Delivery 'timestamp_out_of_tolerance' "t=$timestamp is $age s from this server's clock; the limit is $GuildforgeSignatureToleranceSeconds s"
    }
}
