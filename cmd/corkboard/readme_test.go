package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeGetsTheBinaryFirst: a newcomer following the README gets the
// corkboard binary (go install or make build) before the first command
// that runs it, and the README's run command says that its first build
// takes minutes.
func TestReadmeGetsTheBinaryFirst(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	// The first use of the binary: `corkboard <command>` in a code span or
	// at the start of a code line (not ./cmd/corkboard, not bin/corkboard).
	use := regexp.MustCompile("(?m)(^[ \t]*|`)corkboard (serve|admin|apikey|company|migrate|backup|doctor)\\b").FindStringIndex(text)
	if use == nil {
		t.Fatal("the README never runs the corkboard binary")
	}
	get := regexp.MustCompile(`go install \./cmd/corkboard|make build`).FindStringIndex(text)
	if get == nil || get[0] > use[0] {
		t.Errorf("the README runs corkboard (at byte %d: %q) before saying how to get it (go install ./cmd/corkboard or make build)",
			use[0], text[use[0]:min(len(text), use[0]+60)])
	}

	// The first command of the README is `make run`, which warns that the
	// first build takes minutes.
	first := regexp.MustCompile("(?s)```sh\n(.*?)```").FindStringSubmatch(text)
	if first == nil || !strings.HasPrefix(strings.TrimSpace(first[1]), "make run") {
		t.Fatalf("the README's first command is not make run: %q", first)
	}
	makefile, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	target := regexp.MustCompile(`(?ms)^run:.*?\n\n`).FindString(string(makefile) + "\n\n")
	if !regexp.MustCompile(`echo .*first build.*minutes`).MatchString(target) {
		t.Errorf("make run does not say that the first build takes minutes:\n%s", target)
	}
}
