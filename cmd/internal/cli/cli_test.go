package cli

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

func TestSFlag(t *testing.T) {
	for _, args := range [][]string{{"-S", "0..2,8"}, {"--splits", "0-2,8"}, {"--S", "8,0,1,2"}, {"--S=0,1-2,8"}} {
		f := pflag.NewFlagSet("x", pflag.ContinueOnError)
		var s SList
		AddSFlag(f, &s, "4", "S")
		if s.Changed() || !reflect.DeepEqual(s.Values, []int{4}) || s.Text != "4" {
			t.Fatalf("default: %+v", s)
		}
		if err := f.Parse(args); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if !s.Changed() || !reflect.DeepEqual(s.Values, []int{0, 1, 2, 8}) || s.Text != strings.TrimPrefix(args[len(args)-1], "--S=") {
			t.Errorf("%v: %+v", args, s)
		}
	}
	f := pflag.NewFlagSet("x", pflag.ContinueOnError)
	var s SList
	AddSFlag(f, &s, "0", "S")
	if !f.Lookup("S").Hidden || f.Lookup("splits").Hidden || f.Lookup("splits").Shorthand != "S" {
		t.Error("--S must be a hidden alias of --splits (-S)")
	}
	if !strings.Contains(f.FlagUsages(), "(default 0)") {
		t.Errorf("the default 0 is not shown:\n%s", f.FlagUsages())
	}
	if err := f.Parse([]string{"-S", "64"}); err == nil || !strings.Contains(err.Error(), "S must be in 0..63") {
		t.Errorf("-S 64: %v", err)
	}
}

func TestFlagError(t *testing.T) {
	cmd := &cobra.Command{Use: "x"}
	var s SList
	AddSFlag(cmd.Flags(), &s, "0", "S")
	cmd.Flags().Bool("json", false, "")
	for in, want := range map[string]string{
		"unknown flag: --jsno":  "unknown flag: --jsno; did you mean --json?",
		"unknown flag: --s":     "unknown flag: --s; did you mean --splits?",
		"unknown flag: --zzzzz": "unknown flag: --zzzzz",
		"bad value":             "bad value",
	} {
		if got := FlagError(cmd, errors.New(in)).Error(); got != want {
			t.Errorf("FlagError(%q) = %q, want %q", in, got, want)
		}
	}
}
