package webhooks

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"strings"
)

// newSecret returns a signing secret in the Standard Webhooks form:
// "whsec_" and 32 random bytes in base64.
func newSecret() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return "whsec_" + base64.StdEncoding.EncodeToString(b)
}

// sealedPrefix marks a secret stored encrypted.
const sealedPrefix = "sealed:v1:"

// sealer encrypts secrets at rest with AES-256-GCM under SHA-256 of the
// operator's key; without a key it stores them as they are.
type sealer struct{ aead cipher.AEAD }

func newSealer(key string) sealer {
	if key == "" {
		return sealer{}
	}
	k := sha256.Sum256([]byte(key))
	block, err := aes.NewCipher(k[:])
	if err != nil {
		panic(err) // a 32-byte key is always valid
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return sealer{aead: aead}
}

// seal returns the stored form of secret.
func (s sealer) seal(secret string) string {
	if s.aead == nil {
		return secret
	}
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		panic(err)
	}
	return sealedPrefix + base64.RawStdEncoding.EncodeToString(s.aead.Seal(nonce, nonce, []byte(secret), nil))
}

// errSealed: a secret was stored encrypted and no (or another) key is set.
var errSealed = errors.New("the endpoint's secret is encrypted with another CORKBOARD_WEBHOOK_SECRET_KEY (or none is set)")

// open returns the secret from its stored form. A secret stored in clear
// before a key was set still opens.
func (s sealer) open(stored string) (string, error) {
	rest, ok := strings.CutPrefix(stored, sealedPrefix)
	if !ok {
		return stored, nil
	}
	if s.aead == nil {
		return "", errSealed
	}
	b, err := base64.RawStdEncoding.DecodeString(rest)
	if err != nil || len(b) < s.aead.NonceSize() {
		return "", errSealed
	}
	out, err := s.aead.Open(nil, b[:s.aead.NonceSize()], b[s.aead.NonceSize():], nil)
	if err != nil {
		return "", errSealed
	}
	return string(out), nil
}
