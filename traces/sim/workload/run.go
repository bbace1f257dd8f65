package workload

import (
	"bytes"
	"fmt"

	"github.com/splitwcet/splitwcet/traces/sim"
)

// RunSets runs prog functionally on each input set with opt ('splitwcet
// run'). With dump, each run's output buffers are written under dump
// (dump/SET with several sets). It returns the runs' summaries (perWave:
// with each wavefront's counts) and, in text, each set's sim.Summary.Text
// (its run line, out-of-bounds lines and the files written).
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
		text.WriteString(sum.Text(files))
	}
	return summaries, text.Bytes(), nil
}
