package main

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

// flagToken is a flag named in docs/cli.md: --long or -x.
var flagToken = regexp.MustCompile("(?:^|[\\s\\[(|`,])(--[a-z][a-z0-9-]*|-[a-zA-Z])\\b")

// cliDocFlags returns the flags docs/cli.md documents per command: those
// of its synopsis (the first code block), of the first column of the
// tables in the command's section ("## splitwcet CMD"), and --kernel, -k,
// --arch, --hipcc-flags and --save-asm for the commands its paragraph on
// reading a kernel names.
func cliDocFlags(t *testing.T) map[string]map[string]bool {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "cli.md"))
	if err != nil {
		t.Fatal(err)
	}
	doc := map[string]map[string]bool{}
	add := func(cmd, text string) {
		if doc[cmd] == nil {
			doc[cmd] = map[string]bool{}
		}
		for _, m := range flagToken.FindAllStringSubmatch(text, -1) {
			doc[cmd][m[1]] = true
		}
	}
	lines := strings.Split(string(b), "\n")
	// The synopsis: "    splitwcet CMD ..." and its indented continuation lines.
	cmd := ""
	for _, l := range lines {
		if strings.HasPrefix(l, "## ") {
			break
		}
		switch f := strings.Fields(l); {
		case len(f) >= 2 && f[0] == "splitwcet" && strings.HasPrefix(l, "    "):
			cmd = f[1]
			add(cmd, strings.Join(f[2:], " "))
		case strings.HasPrefix(l, "      ") && cmd != "":
			add(cmd, l)
		default:
			cmd = ""
		}
	}
	// The tables of each command's section.
	cmd = ""
	for _, l := range lines {
		if strings.HasPrefix(l, "## ") {
			cmd = ""
			if f := strings.Fields(l); len(f) == 3 && f[1] == "splitwcet" {
				cmd = f[2]
			}
			continue
		}
		if cmd != "" && strings.HasPrefix(l, "| ") {
			first := strings.SplitN(strings.ReplaceAll(l[2:], `\|`, "/"), "|", 2)[0]
			add(cmd, first)
		}
	}
	// The flags every kernel-reading command shares.
	m := regexp.MustCompile(`Every command that reads a kernel \(([^)]*)\)`).FindStringSubmatch(string(b))
	if m == nil {
		t.Fatal("docs/cli.md: no paragraph \"Every command that reads a kernel (...)\"")
	}
	for _, c := range regexp.MustCompile("`([a-z]+)`").FindAllStringSubmatch(m[1], -1) {
		add(c[1], "--kernel -k --arch --hipcc-flags --save-asm")
	}
	return doc
}

// TestCLIDocsMatchFlags: every flag of every command is in docs/cli.md,
// and every flag docs/cli.md gives a command exists, so that the reference
// cannot drift from the code. Hidden flags (--S, the old spelling of
// --splits) and --help are left out.
// Requirements: REQ-DOC-2 (docs/qualification/requirements.md).
func TestCLIDocsMatchFlags(t *testing.T) {
	doc := cliDocFlags(t)
	root := newRootCmd(io.Discard, io.Discard)
	seen := map[string]bool{}
	for _, c := range root.Commands() {
		name := c.Name()
		seen[name] = true
		actual := map[string]bool{}
		c.Flags().VisitAll(func(f *pflag.Flag) {
			if f.Hidden || f.Name == "help" {
				return
			}
			actual["--"+f.Name] = true
			if f.Shorthand != "" {
				actual["-"+f.Shorthand] = true
			}
		})
		var missing, extra []string
		for f := range actual {
			if !doc[name][f] {
				missing = append(missing, f)
			}
		}
		for f := range doc[name] {
			if !actual[f] && f != "--help" {
				extra = append(extra, f)
			}
		}
		sort.Strings(missing)
		sort.Strings(extra)
		if len(missing) > 0 {
			t.Errorf("splitwcet %s: flags missing from docs/cli.md (synopsis or the section's tables): %s", name, strings.Join(missing, " "))
		}
		if len(extra) > 0 {
			t.Errorf("splitwcet %s: docs/cli.md documents flags the command does not have: %s", name, strings.Join(extra, " "))
		}
		if len(actual) > 0 && len(doc[name]) == 0 {
			t.Errorf("splitwcet %s: not in docs/cli.md", name)
		}
	}
	for name := range doc {
		if !seen[name] && name != "--help" {
			t.Errorf("docs/cli.md documents a command splitwcet does not have: %s", name)
		}
	}
}
