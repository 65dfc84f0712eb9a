// A webhook endpoint around examples/webhooks/verify_signature.go, for webhooksTool.test.ts.
// webhooksTool.test.ts copies this file and the example into a module of their own and builds it once.
//
// Usage: receiver SECRET [SECRET]
// Listens on 127.0.0.1 on a port the system picks and prints it ("listening <port>") on stdout.
// Answers 400 to a malformed Guildforge-Signature, 401 to a signature or timestamp that fails,
// and 200 to a genuine delivery, saying whether its event id was seen before.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"sync"
	"time"

	"guildforge.test/receiver/webhooks"
)

func main() {
	secrets := os.Args[1:]
	var mutex sync.Mutex
	seen := map[string]bool{}

	answer := func(w http.ResponseWriter, status int, body any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		_ = json.NewEncoder(w).Encode(body)
	}
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rawBody, err := io.ReadAll(r.Body)
		if err != nil {
			answer(w, 400, map[string]string{"error": "unreadable body"})
			return
		}
		err = webhooks.VerifySignature(r.Header.Get("Guildforge-Signature"), rawBody, secrets, time.Now())
		var signatureError *webhooks.SignatureError
		if errors.As(err, &signatureError) {
			status := 401
			if signatureError.Reason == "malformed_header" {
				status = 400
			}
			answer(w, status, map[string]string{"error": signatureError.Reason})
			return
		} else if err != nil {
			answer(w, 500, map[string]string{"error": err.Error()})
			return
		}
		var event struct {
			ID string `json:"id"`
		}
		_ = json.Unmarshal(rawBody, &event)
		mutex.Lock()
		duplicate := seen[event.ID]
		seen[event.ID] = true
		mutex.Unlock()
		answer(w, 200, map[string]any{"received": event.ID, "duplicate": duplicate})
	})

	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	fmt.Printf("listening %d\n", listener.Addr().(*net.TCPAddr).Port)
	panic(http.Serve(listener, handler))
}
