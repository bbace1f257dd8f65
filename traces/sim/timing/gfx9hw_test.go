package timing_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/traces/sim/timing"
)

// TestGFX9HardwareFiles: the Vega hardware files of docs/results load,
// hold the numbers their sources give, and every value they set cites a
// source defined in their header ("every number with its source").
func TestGFX9HardwareFiles(t *testing.T) {
	for _, c := range []struct {
		file           string
		cus, dp, dpMul int
	}{
		{"v1000.yaml", 11, 8, 16}, // Ryzen Embedded V1807B: 1/16-rate f64 (the default's)
		{"v2000.yaml", 7, 8, 16},  // Ryzen Embedded V2748
		{"mi50.yaml", 60, 2, 2},   // Instinct MI50: 1/2-rate f64
	} {
		path := filepath.Join("..", "..", "..", "docs", "results", c.file)
		hw, data, err := timing.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if hw.CUs != c.cus || hw.SIMDsPerCU != 4 || hw.SlotsPerSIMD != 10 || hw.SIMDLanes != 16 || hw.LDSBytesPerCU != 65536 {
			t.Errorf("%s: %d CUs x %d SIMD%d, %d slots, LDS %d; want %d CUs x 4 SIMD16, 10 slots, 64 KiB",
				c.file, hw.CUs, hw.SIMDsPerCU, hw.SIMDLanes, hw.SlotsPerSIMD, hw.LDSBytesPerCU, c.cus)
		}
		if hw.VALUDP != c.dp || hw.VALUDPMul != c.dpMul {
			t.Errorf("%s: f64 rates %d/%d, want %d/%d", c.file, hw.VALUDP, hw.VALUDPMul, c.dp, c.dpMul)
		}
		checkSourced(t, c.file, string(data))
	}
}

var citeRE = regexp.MustCompile(`\[([A-Z0-9-]+)\]`)

// checkSourced: every line that sets a value cites at least one [KEY], and
// every key cited is defined in the header ("#   [KEY] ...").
func checkSourced(t *testing.T, name, text string) {
	t.Helper()
	defined := map[string]bool{}
	for _, l := range strings.Split(text, "\n") {
		if m := regexp.MustCompile(`^#\s+\[([A-Z0-9-]+)\]`).FindStringSubmatch(l); m != nil {
			defined[m[1]] = true
		}
	}
	for i, l := range strings.Split(text, "\n") {
		code, comment, _ := strings.Cut(l, "#")
		k, v, ok := strings.Cut(code, ":")
		if strings.TrimSpace(k) == "" || !ok || strings.TrimSpace(v) == "" {
			continue // a comment, a blank line or a section key
		}
		cites := citeRE.FindAllStringSubmatch(comment, -1)
		if len(cites) == 0 {
			t.Errorf("%s:%d: %q cites no source", name, i+1, strings.TrimSpace(l))
		}
		for _, c := range cites {
			if !defined[c[1]] {
				t.Errorf("%s:%d: source [%s] is not defined in the header", name, i+1, c[1])
			}
		}
	}
	if len(defined) == 0 {
		t.Errorf("%s: no sources in the header", name)
	}
}
