// Package cli holds what splitwcet's commands share on the command line
// beyond cobra's: the one flag for the numbers of splits S (SList: the same
// spelling and meaning in every command), "did you mean" for a mistyped
// flag (FlagError), and how an error is reported and which exit code it
// gives (Report, Recover, UsageError, DetailError).
package cli

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/splitwcet/splitwcet/cfg/isa"
	"github.com/splitwcet/splitwcet/internal/diag"
	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/traces/sim/split"
	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// SList is the value of --splits (-S; --S is its hidden alias): the numbers
// of splits S, a list (0,1,2,4), a range (0-8 or 0..8) or both (0-4,8,16),
// each in 0..63 (splitmodel.ParseSList). Text keeps the words given (or the
// default), as provenance records them.
type SList struct {
	Text   string
	Values []int
	set    bool
}

// String is the list as given.
func (s *SList) String() string { return s.Text }

// Set parses v.
func (s *SList) Set(v string) error {
	vals, err := splitmodel.ParseSList(v)
	if err != nil {
		return err
	}
	s.Text, s.Values, s.set = v, vals, true
	return nil
}

// Type names the value in --help.
func (s *SList) Type() string { return "S-list" }

// Changed reports whether the command line gave the flag.
func (s *SList) Changed() bool { return s.set }

// AddSFlag declares --splits and -S with the default def, and --S as a
// hidden alias (the flag's earlier spelling).
func AddSFlag(f *pflag.FlagSet, s *SList, def, usage string) {
	if err := s.Set(def); err != nil {
		panic("cli: default S list " + def + ": " + err.Error())
	}
	s.set = false
	usage += fmt.Sprintf(": a list (0,1,2,4), a range (0-8 or 0..8) or both (0-4,8,16), each 0..%d", isa.MaxS)
	if def == "0" { // pflag shows no default that reads as zero
		usage += " (default 0)"
	}
	f.VarP(s, "splits", "S", usage)
	f.Var(s, "S", usage+" (old spelling of --splits)")
	_ = f.MarkHidden("S")
}

// AddPolicyFlag declares --split-policy, which overrides the hardware
// file's splits.policy (split.Names; docs/hardware.md).
func AddPolicyFlag(f *pflag.FlagSet, p *string) {
	f.StringVar(p, "split-policy", "", "who of a family may split, overriding the hardware's splits.policy (default halve): "+strings.Join(split.Names, ", ")+" (docs/hardware.md)")
}

// AddReconvergeFlag declares --reconverge, which turns the hardware
// file's splits.reconverge on (docs/reconvergence.md).
func AddReconvergeFlag(f *pflag.FlagSet, b *bool) {
	f.BoolVar(b, "reconverge", false, "splits made at reconvergent branches merge again at their joins, overriding the hardware's splits.reconverge (needs a budgeted --split-policy; docs/reconvergence.md)")
}

// SetReconverge applies --reconverge (on: splits.reconverge true) to hw,
// after --split-policy: reconvergence under fcfs is a usage error.
func SetReconverge(hw *timing.Config, on bool) error {
	if on {
		hw.Reconverge = true
	}
	if hw.Reconverge && !hw.SplitPolicy.Rules().Local() {
		return Usagef("--reconverge (splits.reconverge) needs a budgeted split policy (halve, parent-first, child-first), not %s: under fcfs the members race for the slots merges return", hw.SplitPolicy)
	}
	return nil
}

// ReadHardware reads the hardware file at path (timing.ReadFile: "" is
// the default hardware) and applies --split-policy p and --reconverge to
// it, in that order; it returns the file's bytes too, for provenance.
func ReadHardware(path, p string, reconverge bool) (timing.Config, []byte, error) {
	hw, data, err := timing.ReadFile(path)
	if err == nil {
		err = SetPolicy(&hw, p)
	}
	if err == nil {
		err = SetReconverge(&hw, reconverge)
	}
	return hw, data, err
}

// SetPolicy applies --split-policy's value p to hw ("": keep the
// hardware's); a name that is no policy is a usage error.
func SetPolicy(hw *timing.Config, p string) error {
	if p == "" {
		return nil
	}
	pol, err := split.Parse(p)
	if err != nil {
		return Usagef("--split-policy %q: want %s", p, strings.Join(split.Names, ", "))
	}
	hw.SplitPolicy = pol
	return nil
}

var unknownFlag = regexp.MustCompile(`^unknown flag: --([^ =]+)`)

// FlagError adds "did you mean --NAME?" to an unknown long flag's error
// when one of cmd's flags is near it (diag.Closest).
func FlagError(cmd *cobra.Command, err error) error {
	m := unknownFlag.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	var names []string
	cmd.Flags().VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
	c := diag.Closest(m[1], names)
	if c == "" {
		return err
	}
	if f := cmd.Flags().Lookup(c); f.Hidden { // an alias: name the flag it stands for
		cmd.Flags().VisitAll(func(g *pflag.Flag) {
			if !g.Hidden && g.Value == f.Value {
				c = g.Name
			}
		})
	}
	return fmt.Errorf("%w; did you mean --%s?", err, c)
}
