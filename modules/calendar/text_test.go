package calendar

import "testing"

func TestTextRules(t *testing.T) {
	tests := []struct{ name, fn, in, want string }{
		{"autop wraps", "autop", "Full description", "<p>Full description</p>"},
		{"autop keeps paragraphs", "autop", "<p>Full description</p>", "<p>Full description</p>"},
		{"autop splits blank lines", "autop", "One\nline two\n\nThree", "<p>One<br />\nline two</p>\n<p>Three</p>"},
		{"autop empty", "autop", "  ", ""},
		{"sanitize keeps allowed", "sanitize", `<p class="x">Hi <a href="https://e.org" onclick="x()">there</a></p>`, `<p>Hi <a href="https://e.org">there</a></p>`},
		{"sanitize drops scripts", "sanitize", `Hi<script>alert(1)</script><img src="javascript:x" alt="a">`, `Hi<img alt="a">`},
		{"sanitize escapes text", "sanitize", `a < b & c`, `a &lt; b &amp; c`},
		{"slug", "slug", "Événement d'été 2027!", "evenement-d-ete-2027"},
		{"plain", "plain", "<p>Hello <b>big</b>\n world</p>", "Hello big world"},
		{"plain title", "plain", "  Rock &amp; <b>Roll</b> & more ", "Rock & Roll & more"},
		{"plain drops scripts", "plain", "Main St <script>alert(1)</script>1<style>p{}</style>", "Main St 1"},
		{"plain drops a closed script", "plain", "Main St </script><script>alert(1)</script> 1", "Main St 1"},
		{"plain drops image handlers", "plain", "Main St <img src=x onerror=alert(1)> 1", "Main St 1"},
		{"plain decodes, then strips again", "plain", "Main St &lt;img src=x onerror=alert(1)&gt; 1", "Main St 1"},
		{"plain keeps lone signs", "plain", "Fish & Chips <3 >_< 1 < 2", "Fish & Chips <3 >_< 1 < 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got string
			switch tt.fn {
			case "autop":
				got = Autop(tt.in)
			case "sanitize":
				got = SanitizeHTML(tt.in)
			case "slug":
				got = Slugify(tt.in)
			case "plain":
				got = PlainText(tt.in)
			}
			if got != tt.want {
				t.Fatalf("%q, want %q", got, tt.want)
			}
		})
	}
}
