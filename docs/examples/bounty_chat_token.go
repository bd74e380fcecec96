// BountyChat user tokens and bounty tickets for a Go back end (standard library only).
// `go run bounty_chat_token.go check token-vectors.json` checks this code against the test vectors.
package main

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"time"
)

// UserClaims in the order they are sealed (a struct, not a map: a map's keys would be sorted).
type UserClaims struct {
	Sub   string `json:"sub"`
	Name  string `json:"name"`
	Email string `json:"email"`
	Image string `json:"image,omitempty"`
	Role  string `json:"role"`
	Exp   int64  `json:"exp"`
}

// BountyTicket is the host's word on a bounty (its title and poster), for openBounty(bountyId, { ticket }).
type BountyTicket struct {
	BountyID string `json:"bountyId"`
	Name     string `json:"name"`
	OwnerID  string `json:"ownerId"`
	Iat      int64  `json:"iat"` // when it was minted: the service refuses one older than the last it accepted
	Exp      int64  `json:"exp"`
}

// Sealed is what the widget gets: base64url strings.
type Sealed struct {
	Token string `json:"token"`
	IV    string `json:"iv"`
}

// Seal encrypts the claims' compact UTF-8 JSON with AES-256-GCM. Pass a nil iv (a fresh random one) except to
// check the test vectors.
func Seal(claims any, keyB64 string, iv []byte) (Sealed, error) {
	key, err := base64.StdEncoding.DecodeString(keyB64)
	if err != nil || len(key) != 32 {
		return Sealed{}, fmt.Errorf("BOUNTY_CHAT_TOKEN_KEY must be base64 of 32 bytes")
	}
	if iv == nil {
		iv = make([]byte, 12)
		if _, err := rand.Read(iv); err != nil {
			return Sealed{}, err
		}
	}
	var plaintext bytes.Buffer
	encoder := json.NewEncoder(&plaintext)
	encoder.SetEscapeHTML(false) // keep < > & as they are, as every other implementation does
	if err := encoder.Encode(claims); err != nil {
		return Sealed{}, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return Sealed{}, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return Sealed{}, err
	}
	sealed := gcm.Seal(nil, iv, bytes.TrimSuffix(plaintext.Bytes(), []byte("\n")), nil) // ciphertext, then 16-byte tag
	return Sealed{base64.RawURLEncoding.EncodeToString(sealed), base64.RawURLEncoding.EncodeToString(iv)}, nil
}

// NewUserToken mints the signed-in user's token pair for the widget's tokenProvider, valid for an hour.
func NewUserToken(claims UserClaims, keyB64 string) (Sealed, error) {
	claims.Exp = time.Now().Unix() + 3600
	return Seal(claims, keyB64, nil)
}

func checkVectors(path string) int {
	var file struct {
		Cases []struct {
			Name, Kind, Key, IV, Token string
			Claims                     json.RawMessage
		}
	}
	raw, err := os.ReadFile(path)
	if err == nil {
		err = json.Unmarshal(raw, &file)
	}
	if err != nil {
		fmt.Println(err)
		return 1
	}
	failed := 0
	for _, c := range file.Cases {
		var claims any = &UserClaims{}
		if c.Kind == "bountyTicket" {
			claims = &BountyTicket{}
		}
		iv, _ := base64.RawURLEncoding.DecodeString(c.IV)
		_ = json.Unmarshal(c.Claims, claims)
		sealed, err := Seal(claims, c.Key, iv)
		if err != nil || sealed.Token != c.Token {
			failed++
			fmt.Println("FAIL " + c.Name)
		} else {
			fmt.Println("ok   " + c.Name)
		}
	}
	return failed
}

func main() {
	if len(os.Args) == 3 && os.Args[1] == "check" {
		if checkVectors(os.Args[2]) > 0 {
			os.Exit(1)
		}
		return
	}
	sealed, err := NewUserToken(UserClaims{Sub: "alice-42", Name: "Alice Candidate", Email: "alice@example.com", Role: "candidate"}, os.Getenv("BOUNTY_CHAT_TOKEN_KEY"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out, _ := json.Marshal(sealed)
	fmt.Println(string(out))
}
