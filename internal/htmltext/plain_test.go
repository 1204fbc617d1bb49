package htmltext

import "testing"

func TestPlainText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"tags and whitespace", "<p>Hello <b>big</b>\n world</p>", "Hello big world"},
		{"title", "  Rock &amp; <b>Roll</b> & more ", "Rock & Roll & more"},
		{"drops scripts", "Main St <script>alert(1)</script>1<style>p{}</style>", "Main St 1"},
		{"drops a closed script", "Main St </script><script>alert(1)</script> 1", "Main St 1"},
		{"drops image handlers", "Main St <img src=x onerror=alert(1)> 1", "Main St 1"},
		{"decodes, then strips again", "Main St &lt;img src=x onerror=alert(1)&gt; 1", "Main St 1"},
		{"keeps lone signs", "Fish & Chips <3 >_< 1 < 2", "Fish & Chips <3 >_< 1 < 2"},
		{"job title", "  <b>Développeur·se</b> Go (H/F) <script>x()</script> ", "Développeur·se Go (H/F)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PlainText(tt.in); got != tt.want {
				t.Fatalf("%q, want %q", got, tt.want)
			}
		})
	}
}

func TestText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"keeps whitespace", "R&amp;D <i>team</i>\n  second line", "R&D team\n  second line"},
		{"tags leave nothing", "Sen<i>io</i>r", "Senior"},
		{"drops scripts", "a<script>alert(1)</script>b<style>p{}</style>", "ab"},
		{"decodes, then strips again", "x &lt;img src=x onerror=alert(1)&gt; y", "x  y"},
		{"keeps lone signs", "1 < 2 & 3 > 2", "1 < 2 & 3 > 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Text(tt.in); got != tt.want {
				t.Fatalf("%q, want %q", got, tt.want)
			}
		})
	}
}
