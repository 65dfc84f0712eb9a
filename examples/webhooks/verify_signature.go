// Package webhooks verifies the Guildforge-Signature header of a webhook delivery
// (standard library only).
package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// SignatureToleranceSeconds: reject deliveries whose t is more than this many seconds from your clock.
const SignatureToleranceSeconds = 300

// SignatureError is a delivery to refuse (answer 400 or 401). Reason is malformed_header,
// no_matching_signature or timestamp_out_of_tolerance; Message is for your logs.
type SignatureError struct {
	Reason  string
	Message string
}

func (e *SignatureError) Error() string { return e.Message }

// ErrNoSecret is returned when every secret passed is empty: an empty key would accept anyone's signature.
var ErrNoSecret = errors.New("pass at least one webhook secret (whsec_...); all were empty")

var (
	timestampPattern = regexp.MustCompile(`^[0-9]{1,15}$`)
	signaturePattern = regexp.MustCompile(`^[0-9a-f]{64}$`)
)

// VerifySignature returns nil for a genuine delivery and a *SignatureError otherwise.
//
// rawBody is the request body exactly as received, before any JSON parsing. secrets are the
// endpoint's secrets (whsec_...) you currently accept. After rotateWebhookSecret, Guildforge signs
// each delivery with the new and the old secret (t=...,v1=<new>,v1=<old>) for
// expireCurrentAfterHours: 0 to 72 hours, 24 by default. The delivery is genuine when any v1
// matches any of your secrets, so deploy the new secret next to the old one, then drop the old
// one. Empty entries are skipped; with none left it returns ErrNoSecret.
func VerifySignature(header string, rawBody []byte, secrets []string, now time.Time) error {
	var keys []string
	for _, secret := range secrets {
		if secret != "" {
			keys = append(keys, secret)
		}
	}
	if len(keys) == 0 {
		return ErrNoSecret
	}

	timestamp, signatures, err := parseSignatureHeader(header)
	if err != nil {
		return err
	}
	matched := false
	for _, key := range keys {
		mac := hmac.New(sha256.New, []byte(key))
		mac.Write([]byte(timestamp + "."))
		mac.Write(rawBody)
		expected := []byte(hex.EncodeToString(mac.Sum(nil)))
		for _, signature := range signatures {
			// hmac.Equal takes the same time wherever the values differ.
			if hmac.Equal(expected, []byte(signature)) {
				matched = true
			}
		}
	}
	if !matched {
		return &SignatureError{"no_matching_signature", "no v1 signature matches the body with any of the given secrets"}
	}
	// Checked after the signature, so an old delivery that is genuine is reported as a replay.
	sent, _ := strconv.ParseInt(timestamp, 10, 64) // 1 to 15 digits: always fits
	age := now.Unix() - sent
	if age > SignatureToleranceSeconds || age < -SignatureToleranceSeconds {
		return &SignatureError{"timestamp_out_of_tolerance",
			fmt.Sprintf("t=%s is %d s from this server's clock; the limit is %d s", timestamp, age, SignatureToleranceSeconds)}
	}
	return nil
}

// parseSignatureHeader returns t as sent (it is part of the signed string) and every v1;
// keys of later schemes are ignored.
func parseSignatureHeader(header string) (string, []string, error) {
	malformed := func(detail string) error {
		return &SignatureError{"malformed_header", "Guildforge-Signature " + detail}
	}
	if strings.Trim(header, " \t") == "" {
		return "", nil, malformed("header is empty")
	}
	timestamp := ""
	var signatures []string
	for _, raw := range strings.Split(header, ",") {
		element := strings.Trim(raw, " \t")
		if element == "" {
			return "", nil, malformed("has an empty element")
		}
		equals := strings.Index(element, "=")
		if equals <= 0 {
			return "", nil, malformed(fmt.Sprintf("element %q is not key=value", element))
		}
		key, value := element[:equals], element[equals+1:]
		switch key {
		case "t":
			if timestamp != "" {
				return "", nil, malformed("has more than one t=")
			}
			if !timestampPattern.MatchString(value) {
				return "", nil, malformed("t= must be unix seconds (1 to 15 digits)")
			}
			timestamp = value
		case "v1":
			if !signaturePattern.MatchString(value) {
				return "", nil, malformed("v1= must be 64 lower-case hex characters")
			}
			signatures = append(signatures, value)
		}
	}
	if timestamp == "" {
		return "", nil, malformed("has no t=")
	}
	if len(signatures) == 0 {
		return "", nil, malformed("has no v1=")
	}
	return timestamp, signatures, nil
}
