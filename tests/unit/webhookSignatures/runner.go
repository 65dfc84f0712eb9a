// Runs examples/webhooks/verify_signature.go over the vectors that webhookSignatures.test.ts sends on stdin.
// In: name, now, base64 header, base64 body, secret count, base64 secrets (tab-separated, one vector a line).
// Out: name, result (ok, a reason or argument_error), message (tab-separated, one vector a line).
// webhookSignatures.test.ts copies this file and the example into a module of their own and runs `go run .`.
package main

import (
	"bufio"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"guildforge.test/signatures/webhooks"
)

func main() {
	decode := func(text string) []byte {
		bytes, err := base64.StdEncoding.DecodeString(text)
		if err != nil {
			panic(err)
		}
		return bytes
	}
	scanner := bufio.NewScanner(os.Stdin)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for scanner.Scan() {
		fields := strings.Split(scanner.Text(), "\t")
		now, _ := strconv.ParseInt(fields[1], 10, 64)
		count, _ := strconv.Atoi(fields[4])
		secrets := []string{}
		for _, field := range fields[5 : 5+count] {
			secrets = append(secrets, string(decode(field)))
		}
		result, message := "ok", ""
		err := webhooks.VerifySignature(string(decode(fields[2])), decode(fields[3]), secrets, time.Unix(now, 0))
		var signatureError *webhooks.SignatureError
		switch {
		case errors.As(err, &signatureError):
			result, message = signatureError.Reason, signatureError.Message
		case errors.Is(err, webhooks.ErrNoSecret):
			result, message = "argument_error", err.Error()
		case err != nil:
			result, message = "unexpected_error", err.Error()
		}
		fmt.Fprintf(out, "%s\t%s\t%s\n", fields[0], result, strings.Join(strings.Fields(message), " "))
	}
}
