package workload

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// RunSets runs prog functionally on each input set with opt ('splitwcet
// run'). With dump, each run's output buffers are written under dump
// (dump/SET with several sets). It returns the runs' summaries (perWave:
// with each wavefront's counts) and, in text, one line per set with the
// files written.
func RunSets(prog *sim.Program, sets []Set, opt sim.Options, dump string, perWave bool) ([]sim.Summary, []byte, error) {
	var text bytes.Buffer
	var summaries []sim.Summary
	for _, set := range sets {
		m, err := sim.NewMachine(prog, set.Launch, opt)
		if err != nil {
			return nil, nil, err
		}
		res, err := m.Run()
		if err != nil {
			return nil, nil, fmt.Errorf("input set %s: %w", set.Name, err)
		}
		var files []string
		if dump != "" {
			dir := dump
			if len(sets) > 1 {
				dir = dir + "/" + set.Name
			}
			if files, err = res.Dump(dir); err != nil {
				return nil, nil, err
			}
		}
		sum := res.Summary(prog.Fn.Name, set.Name, opt.S, perWave)
		summaries = append(summaries, sum)
		fmt.Fprintf(&text, "%s, input set %s, S=%d: %d workgroups, %d wavefronts, %d splits, %d wavefront instructions\n",
			prog.Fn.Name, set.Name, opt.S, sum.Workgroups, sum.LaunchWaves, sum.Splits, sum.Instructions)
		if len(files) > 0 {
			fmt.Fprintf(&text, "  wrote %s\n", strings.Join(files, ", "))
		}
	}
	return summaries, text.Bytes(), nil
}
