package sweep

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
)

// caseBody is a sweep case's result file body: the case and what it found.
type caseBody struct {
	Case Case `json:"case"`
	*CaseResult
}

// Summary is a merged campaign's summary: the text the unsharded run prints
// and the failures that make the command exit 1.
type Summary struct {
	Text []byte
	// Failed counts the cases that failed: an error or a bound below its
	// observation (sweep), a failed check (fuzz). OverBudget counts the
	// sweep cases with a bound over their kernel's budget (exit status 4
	// when no case failed).
	Failed, OverBudget int
}

// Summarize gathers dirs (Gather) and returns the summary of the campaign
// they hold (sweep or fuzz), byte for byte what the unsharded run prints.
func Summarize(dirs []string, allowMissing bool) (*Summary, *Merged, error) {
	mg, err := Gather(dirs, allowMissing)
	if err != nil {
		return nil, nil, err
	}
	var s *Summary
	switch mg.Manifest.Kind {
	case KindSweep:
		s, err = sweepSummary(mg)
	case KindFuzz:
		s, err = fuzzSummary(mg)
	default:
		err = fmt.Errorf("%s: unknown campaign kind %q", dirs[0], mg.Manifest.Kind)
	}
	return s, mg, err
}

func sweepSummary(mg *Merged) (*Summary, error) {
	man := mg.Manifest
	var b strings.Builder
	name := man.Name
	if name == "" {
		name = "(unnamed)"
	}
	fmt.Fprintf(&b, "sweep %s: %d case(s), matrix %s, splitwcet %s\n", name, len(man.Cases), short(man.Matrix), man.Tool)
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "case\tkernel\tset\thardware\tmarking\tpolicy\tmode\tS\tmarked\tobserved 5.4\tbound 5.4\tobserved 5.5\tbound 5.5\tsimulated\tchoose")
	var errs []string
	failed, violations, premise, over := 0, 0, 0, 0
	for _, r := range mg.Results {
		var body caseBody
		if err := json.Unmarshal(r.Body, &body); err != nil || body.CaseResult == nil {
			return nil, fmt.Errorf("case %s: an unreadable result", r.ID)
		}
		c, res := body.Case, body.CaseResult
		set := c.Set
		if c.Workload != "" {
			set = filepath.Base(c.Workload) + ":" + set
		}
		obs := map[string]string{"parallel": "-", "serial": "-"}
		bnd := map[string]string{"parallel": "-", "serial": "-"}
		bad := res.Error != ""
		for _, ma := range res.Analyze {
			obs[ma.Mode], bnd[ma.Mode] = strconv.FormatInt(ma.Observed, 10), strconv.FormatInt(ma.Bound, 10)
			if len(ma.Violations) > 0 {
				bnd[ma.Mode] += " BELOW"
				violations++
				bad = true
			}
			if !ma.PremiseHeld {
				bnd[ma.Mode] += "*"
				premise++
			}
			if ma.OverBudget {
				bnd[ma.Mode] += " OVER"
			}
		}
		for _, ma := range res.Analyze {
			if ma.OverBudget {
				over++
				break
			}
		}
		simulated := "-"
		if len(res.Simulate) > 0 {
			var most int64
			for _, s := range res.Simulate {
				most = max(most, s.Cycles)
			}
			simulated = strconv.FormatInt(most, 10)
		}
		ch := "-"
		if res.Choose != nil {
			ch = fmt.Sprintf("%s: %d (none %d)", res.Choose.Name, res.Choose.Bound, res.Choose.BoundNone)
		}
		kname := c.Kernel.Name()
		hw := c.Hardware
		if c.Reconverge {
			hw += "+reconverge"
		}
		marked := strconv.Itoa(res.Marked)
		if res.Error != "" {
			marked = "ERROR"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", c.ID, kname, set, hw, c.Marking, c.Policy, c.Mode, c.S,
			marked, obs["parallel"], bnd["parallel"], obs["serial"], bnd["serial"], simulated, ch)
		if bad {
			failed++
		}
		if res.Error != "" {
			first, _, _ := strings.Cut(res.Error, "\n")
			errs = append(errs, fmt.Sprintf("  %s: %s", c.ID, first))
		}
	}
	if err := tw.Flush(); err != nil {
		return nil, err
	}
	fmt.Fprintf(&b, "%d case(s) with a result: %d failed (%d error(s), %d bound(s) below the observation); %d mode result(s) with the premise broken (*: roles derived again under the all-executions assumption)\n",
		len(mg.Results), failed, len(errs), violations, premise)
	if over > 0 {
		fmt.Fprintf(&b, "%d case(s) with a bound over their kernel's budget (OVER)\n", over)
	}
	if len(errs) > 0 {
		fmt.Fprintf(&b, "errors:\n%s\n", strings.Join(errs, "\n"))
	}
	writeMissing(&b, mg)
	return &Summary{Text: []byte(b.String()), Failed: failed, OverBudget: over}, nil
}

func writeMissing(w io.Writer, mg *Merged) {
	if len(mg.Missing) == 0 {
		return
	}
	fmt.Fprintf(w, "missing (%d of %d cases, merged with --allow-missing):\n", len(mg.Missing), len(mg.Manifest.Cases))
	for _, id := range mg.Missing {
		fmt.Fprintf(w, "  %s\n", id)
	}
}
