package admin_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"corkboard/internal/testkit"
	"corkboard/modules"
	"corkboard/modules/accounts"
	"corkboard/rest/admin"
)

type sessionBody struct {
	User struct {
		ID    string `json:"id"`
		Email string `json:"email"`
		Name  string `json:"name"`
		Role  string `json:"role"`
	} `json:"user"`
	CSRFToken string `json:"csrf_token"`
}

type errorBody struct {
	Errors []struct {
		Status string         `json:"status"`
		Code   string         `json:"code"`
		Detail string         `json:"detail"`
		Source map[string]any `json:"source"`
	} `json:"errors"`
}

func loginReq(email, password string, headers ...string) *http.Request {
	return testkit.Request("POST", "/admin/api/login", map[string]string{"email": email, "password": password}, headers...)
}

func sessionCookie(r *testkit.Response) *http.Cookie {
	for _, c := range r.Cookies() {
		if c.Name == accounts.SessionCookie {
			return c
		}
	}
	return nil
}

// cleared reports whether c deletes the session cookie.
func cleared(c *http.Cookie) bool {
	return c != nil && c.Value == "" && !c.Expires.IsZero() && c.Expires.Before(time.Now()) && c.Path == "/"
}

// login logs in and returns the cookie value and the CSRF token.
func login(t *testing.T, s *testkit.Server, email string) (string, string) {
	t.Helper()
	r := s.Do(t, loginReq(email, "password-123"))
	if r.StatusCode != 200 {
		t.Fatalf("login %s: %d %s", email, r.StatusCode, r.Body)
	}
	var b sessionBody
	r.JSON(t, &b)
	return sessionCookie(r).Value, b.CSRFToken
}

func TestLogin(t *testing.T) {
	s := testkit.NewServer(t)
	acc := s.Modules.Accounts
	ed, _ := testkit.NewUser(t, acc, "ed@example.com", modules.RoleEditor)
	gone, _ := testkit.NewUser(t, acc, "gone@example.com", modules.RoleEditor)
	testkit.NewUser(t, acc, "root@example.com", modules.RoleAdmin)
	inactive := false
	if _, err := acc.Users.Update(testkit.System(), gone.ID, accounts.UpdateUser{Active: &inactive}); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name   string
		req    *http.Request
		status int
		code   string // JSON:API error code, for errors
		secure bool
	}{
		{"ok", loginReq("ed@example.com", "password-123"), 200, "", false},
		{"e-mail case and spaces ignored", loginReq(" ED@Example.com ", "password-123"), 200, "", false},
		{"https through a proxy: Secure cookie", loginReq("ed@example.com", "password-123", "X-Forwarded-Proto", "https"), 200, "", true},
		{"wrong password", loginReq("ed@example.com", "password-124"), 401, "unauthenticated", false},
		{"unknown e-mail", loginReq("nobody@example.com", "password-123"), 401, "unauthenticated", false},
		{"deactivated user", loginReq("gone@example.com", "password-123"), 401, "unauthenticated", false},
		{"empty fields", loginReq("", ""), 422, "validation_failed", false},
		{"form post refused", testkit.Request("POST", "/admin/api/login", "email=ed%40example.com&password=password-123",
			"Content-Type", "application/x-www-form-urlencoded"), 415, "unsupported_media_type", false},
		{"malformed JSON", testkit.Request("POST", "/admin/api/login", "{", "Content-Type", "application/json"), 400, "bad_request", false},
		{"GET is not allowed", testkit.Request("GET", "/admin/api/login", nil), 405, "method_not_allowed", false},
		{"unknown admin endpoint is JSON 404", testkit.Request("GET", "/admin/api/nope", nil), 404, "not_found", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := s.Do(t, tt.req)
			if r.StatusCode != tt.status {
				t.Fatalf("status %d, want %d: %s", r.StatusCode, tt.status, r.Body)
			}
			if tt.code != "" {
				var b errorBody
				r.JSON(t, &b)
				if len(b.Errors) == 0 || b.Errors[0].Code != tt.code {
					t.Fatalf("body %s, want code %s", r.Body, tt.code)
				}
				if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/vnd.api+json") {
					t.Fatalf("content type %q", r.Header.Get("Content-Type"))
				}
				if sessionCookie(r) != nil {
					t.Fatal("session cookie set on failure")
				}
				return
			}
			var b sessionBody
			r.JSON(t, &b)
			if b.User.ID != fmt.Sprint(ed.ID) || b.User.Email != "ed@example.com" || b.User.Role != "editor" || len(b.CSRFToken) < 20 {
				t.Fatalf("body %s", r.Body)
			}
			c := sessionCookie(r)
			if c == nil || c.Value == "" || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/" || c.Secure != tt.secure {
				t.Fatalf("cookie %+v (Set-Cookie %q)", c, r.Header.Values("Set-Cookie"))
			}
			if r.Header.Get("Cache-Control") != "no-store" {
				t.Fatalf("Cache-Control %q", r.Header.Get("Cache-Control"))
			}
		})
	}

	t.Run("field errors name the fields", func(t *testing.T) {
		r := s.Do(t, loginReq("", ""))
		if !strings.Contains(string(r.Body), `"parameter":"email"`) || !strings.Contains(string(r.Body), `"parameter":"password"`) {
			t.Fatalf("body %s", r.Body)
		}
	})
	t.Run("logging in again ends the previous session", func(t *testing.T) {
		old, _ := login(t, s, "ed@example.com")
		r := s.Do(t, loginReq("ed@example.com", "password-123", "Cookie", accounts.SessionCookie+"="+old))
		if r.StatusCode != 200 {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		r = s.Do(t, testkit.Request("GET", "/admin/api/session", nil, "Cookie", accounts.SessionCookie+"="+old))
		if r.StatusCode != 401 {
			t.Fatalf("old session still live: %d", r.StatusCode)
		}
	})
}

func TestSessionAndLogout(t *testing.T) {
	s := testkit.NewServer(t)
	testkit.NewUser(t, s.Modules.Accounts, "ed@example.com", modules.RoleEditor)
	cookie := func(v string) []string { return []string{"Cookie", accounts.SessionCookie + "=" + v} }
	token, csrf := login(t, s, "ed@example.com")

	get := func(t *testing.T, headers ...string) *testkit.Response {
		return s.Do(t, testkit.Request("GET", "/admin/api/session", nil, headers...))
	}
	t.Run("session with the cookie", func(t *testing.T) {
		r := get(t, cookie(token)...)
		var b sessionBody
		r.JSON(t, &b)
		if r.StatusCode != 200 || b.User.Email != "ed@example.com" || b.CSRFToken != csrf {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
	})
	t.Run("no cookie is 401", func(t *testing.T) {
		if r := get(t); r.StatusCode != 401 || !strings.Contains(string(r.Body), `"code":"unauthenticated"`) {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
	})
	t.Run("unknown cookie is 401 and cleared", func(t *testing.T) {
		r := get(t, cookie("forged")...)
		if c := sessionCookie(r); r.StatusCode != 401 || !cleared(c) {
			t.Fatalf("%d %v", r.StatusCode, r.Header.Values("Set-Cookie"))
		}
	})

	logout := func(t *testing.T, headers ...string) *testkit.Response {
		return s.Do(t, testkit.Request("POST", "/admin/api/logout", nil, headers...))
	}
	t.Run("logout without CSRF token is refused", func(t *testing.T) {
		if r := logout(t, cookie(token)...); r.StatusCode != 403 || !strings.Contains(string(r.Body), `"code":"forbidden"`) {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		if r := logout(t, append(cookie(token), accounts.CSRFHeader, "wrong")...); r.StatusCode != 403 {
			t.Fatalf("wrong token: %d %s", r.StatusCode, r.Body)
		}
		if r := get(t, cookie(token)...); r.StatusCode != 200 {
			t.Fatalf("session ended by a refused logout: %d", r.StatusCode)
		}
	})
	t.Run("logout with CSRF token", func(t *testing.T) {
		r := logout(t, append(cookie(token), accounts.CSRFHeader, csrf)...)
		if c := sessionCookie(r); r.StatusCode != 204 || !cleared(c) {
			t.Fatalf("%d %s %v", r.StatusCode, r.Body, r.Header.Values("Set-Cookie"))
		}
		if r := get(t, cookie(token)...); r.StatusCode != 401 {
			t.Fatalf("session still live after logout: %d", r.StatusCode)
		}
	})
	t.Run("logout without a live session is a no-op", func(t *testing.T) {
		for _, h := range [][]string{nil, cookie(token)} {
			if r := logout(t, h...); r.StatusCode != 204 {
				t.Fatalf("%d %s", r.StatusCode, r.Body)
			}
		}
	})
	t.Run("logout by GET is not allowed", func(t *testing.T) {
		if r := s.Do(t, testkit.Request("GET", "/admin/api/logout", nil)); r.StatusCode != 405 || r.Header.Get("Allow") != "POST" {
			t.Fatalf("%d %q", r.StatusCode, r.Header.Get("Allow"))
		}
	})
	t.Run("idle session expires", func(t *testing.T) {
		token, _ := login(t, s, "ed@example.com")
		s.Clock.Advance(accounts.SessionTTL + time.Minute)
		if r := get(t, cookie(token)...); r.StatusCode != 401 {
			t.Fatalf("%d", r.StatusCode)
		}
	})
}

func TestLoginThrottle(t *testing.T) {
	s := testkit.NewServer(t)
	testkit.NewUser(t, s.Modules.Accounts, "ed@example.com", modules.RoleEditor)
	try := func(email, password string) *testkit.Response {
		return s.Do(t, loginReq(email, password))
	}
	for i := 0; i < admin.LoginFailuresPerEmail; i++ {
		if r := try("ed@example.com", "wrong-password"); r.StatusCode != 401 {
			t.Fatalf("attempt %d: %d %s", i+1, r.StatusCode, r.Body)
		}
	}
	// The account is locked for the window, even with the right password.
	r := try("ED@example.com", "password-123")
	if r.StatusCode != 429 || r.Header.Get("Retry-After") != "300" || !strings.Contains(string(r.Body), `"code":"rate_limited"`) {
		t.Fatalf("after %d failures: %d %q %s", admin.LoginFailuresPerEmail, r.StatusCode, r.Header.Get("Retry-After"), r.Body)
	}
	// Other e-mails from the same address go on until the per-IP budget is spent.
	failures := admin.LoginFailuresPerEmail
	for i := 0; failures < admin.LoginFailuresPerIP; i++ {
		email := fmt.Sprintf("guess%d@example.com", i/admin.LoginFailuresPerEmail)
		if r := try(email, "wrong-password"); r.StatusCode != 401 {
			t.Fatalf("failure %d: %d %s", failures+1, r.StatusCode, r.Body)
		}
		failures++
	}
	if r := try("fresh@example.com", "whatever-pass"); r.StatusCode != 429 {
		t.Fatalf("per-IP limit not applied: %d %s", r.StatusCode, r.Body)
	}
	s.Clock.Advance(admin.LoginWindow - time.Minute)
	if r := try("ed@example.com", "password-123"); r.StatusCode != 429 || r.Header.Get("Retry-After") != "60" {
		t.Fatalf("within the window: %d %q", r.StatusCode, r.Header.Get("Retry-After"))
	}
	s.Clock.Advance(time.Minute)
	if r := try("ed@example.com", "password-123"); r.StatusCode != 200 {
		t.Fatalf("after the window: %d %s", r.StatusCode, r.Body)
	}
}
