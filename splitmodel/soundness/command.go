package soundness

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/splitmodel"
	"github.com/splitwcet/splitwcet/splitmodel/roles"
)

// ParseSizes reads a comma-separated list of workgroup sizes (--sizes).
func ParseSizes(s string) ([]int, error) {
	var out []int
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		n, err := strconv.Atoi(part)
		if err != nil || n < 1 || n > 1024 {
			return nil, fmt.Errorf("%q: want a workgroup size in 1..1024", part)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no size")
	}
	return out, nil
}

// Check says which of c's sizes is out of its range (before anything is
// allocated for them), naming the splitwcet fuzz flag.
func (c Config) Check() error {
	switch {
	case c.Kernels < 1:
		return fmt.Errorf("--kernels %d: want at least 1", c.Kernels)
	case c.Sets < 1 || c.Sets > 16:
		return fmt.Errorf("--sets %d: want 1..16", c.Sets)
	case c.MaxGroups < 1 || c.MaxGroups > 4096:
		return fmt.Errorf("--max-groups %d: want 1..4096", c.MaxGroups)
	case c.Workers < 0:
		return fmt.Errorf("--workers %d: want 0 (GOMAXPROCS) or more", c.Workers)
	}
	if err := c.checkTarget(); err != nil {
		return fmt.Errorf("--%v", err)
	}
	return nil
}

// Command is the splitwcet fuzz command line that reruns the campaign c
// (hwPath: the --hw file, "" for none).
func (c Config) Command(hwPath string) string {
	s := fmt.Sprintf("splitwcet fuzz --kernels %d --seed %d -S %s --sizes %s --sets %d --max-groups %d",
		c.Kernels, c.Seed, intList(c.S), intList(c.Sizes), c.Sets, c.MaxGroups)
	if hwPath != "" {
		s += " --hw " + hwPath
	}
	if c.SplitPolicy != "" {
		s += " --split-policy " + c.SplitPolicy
	}
	if c.HW.Reconverge {
		s += " --reconverge"
	}
	if c.Assume != roles.WorstCase {
		s += " --assume " + c.Assume.String()
	}
	if c.Weights != splitmodel.PerWavefront {
		s += " --weights " + c.Weights.String()
	}
	if c.Static {
		s += " --static"
	}
	if c.Calls {
		s += " --calls"
	}
	if c.Barriers {
		s += " --barriers"
	}
	if p := c.target(); p != "" {
		s += " --target " + p
	}
	if c.Fault != NoFault {
		s += " --inject " + c.Fault.String()
	}
	return s
}

func intList(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}
