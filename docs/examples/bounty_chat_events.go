// Verifies a BountyChat event (the BountyChat-Signature header) in Go, with the standard library.
// `go run bounty_chat_events.go check event-vectors.json` checks every test vector.
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

const toleranceSeconds = 300

// VerifyBountyChatEvent reports whether rawBody (the bytes as received) was signed with secret less than
// 5 minutes from now (unix seconds).
func VerifyBountyChatEvent(secret string, rawBody []byte, header string, now int64) bool {
	var t string
	var signatures [][]byte
	for _, part := range strings.Split(header, ",") {
		part = strings.TrimSpace(part)
		if strings.HasPrefix(part, "t=") && t == "" {
			t = part[2:]
		} else if strings.HasPrefix(part, "v1=") {
			if mac, err := hex.DecodeString(part[3:]); err == nil {
				signatures = append(signatures, mac)
			}
		}
	}
	at, err := strconv.ParseInt(t, 10, 64)
	if err != nil || at < 0 || now-at > toleranceSeconds || at-now > toleranceSeconds {
		return false
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(t + "."))
	mac.Write(rawBody)
	expected := mac.Sum(nil)
	for _, given := range signatures {
		if hmac.Equal(expected, given) {
			return true
		}
	}
	return false
}

func main() {
	if len(os.Args) < 3 || os.Args[1] != "check" {
		fmt.Println(VerifyBountyChatEvent("secret", []byte("{}"), "", time.Now().Unix()))
		return
	}
	var vectors struct {
		Secret string `json:"secret"`
		Cases  []struct {
			Name   string `json:"name"`
			Body   string `json:"body"`
			Header string `json:"header"`
			Now    int64  `json:"now"`
			Valid  bool   `json:"valid"`
		} `json:"cases"`
	}
	data, err := os.ReadFile(os.Args[2])
	if err != nil || json.Unmarshal(data, &vectors) != nil {
		fmt.Fprintln(os.Stderr, "cannot read the vectors")
		os.Exit(1)
	}
	for _, c := range vectors.Cases {
		status := "FAIL"
		if VerifyBountyChatEvent(vectors.Secret, []byte(c.Body), c.Header, c.Now) == c.Valid {
			status = "ok"
		}
		fmt.Println(status, c.Name)
	}
}
