package workload

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// RunSets runs prog functionally for each S of sValues (outer) and each
// input set ('splitwcet run'), with opt (its S is set per run). With dump,
// each run's output buffers are written under dump (dump/S<n> with several
// S, then /SET with several sets). It returns the runs' summaries (perWave:
// with each wavefront's counts) and, in text, one line per run naming the
// kernel as display, with the files written.
func RunSets(prog *sim.Program, sets []Set, sValues []int, opt sim.Options, dump string, perWave bool, display string) ([]sim.Summary, []byte, error) {
	var text bytes.Buffer
	var summaries []sim.Summary
	for _, s := range sValues {
		opt.S = s
		for _, set := range sets {
			m, err := sim.NewMachine(prog, set.Launch, opt)
			if err != nil {
				return nil, nil, err
			}
			res, err := m.Run()
			if err != nil {
				return nil, nil, fmt.Errorf("input set %s, S=%d: %w", set.Name, s, err)
			}
			var files []string
			if dump != "" {
				dir := dump
				if len(sValues) > 1 {
					dir += "/S" + strconv.Itoa(s)
				}
				if len(sets) > 1 {
					dir = dir + "/" + set.Name
				}
				if files, err = res.Dump(dir); err != nil {
					return nil, nil, err
				}
			}
			sum := res.Summary(prog.Fn.Name, set.Name, s, perWave)
			summaries = append(summaries, sum)
			shown := sum
			shown.Kernel = display
			text.WriteString(shown.Text(files))
		}
	}
	return summaries, text.Bytes(), nil
}
