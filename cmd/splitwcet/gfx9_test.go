package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// TestGFX9EndToEnd: Vega code runs through every command that simulates
// (issue 29): choose on ifelse compiled for gfx900 marks the thesis' if
// with MODE bit 21 as on gfx8, and analyze --static of the emitted file on
// the V1000 hardware file gives hybrid and static bounds at or above the
// observations at S = 0 and 4, the split run's observation below the
// unsplit one's.
func TestGFX9EndToEnd(t *testing.T) {
	dir := t.TempDir()
	marked := filepath.Join(dir, "marked.s")
	ex := filepath.Join("..", "..", "examples", "ifelse")
	stdout, _ := mustRun(t, "choose", filepath.Join(ex, "kernel.gfx900.s"), "-w", filepath.Join(ex, "workload.yaml"),
		"--S", "1", "--json", "--emit", marked)
	var doc chooseDoc
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	if len(doc.Chosen.Branches) != 1 || doc.Chosen.Branches[0].Label != "%bb.0" || doc.Chosen.Branches[0].Src != "kernel.hip:19" {
		t.Errorf("chosen %+v, want %%bb.0 at kernel.hip:19", doc.Chosen.Branches)
	}
	data, err := os.ReadFile(marked)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1") {
		t.Error("the emitted gfx900 code does not set MODE bit 21")
	}
	f, err := asm.Parse(marked, data, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	if f.Arch.Name != "gfx900" {
		t.Errorf("emitted target %s", f.Arch.Name)
	}
	for _, br := range g.Branches {
		if want := br.Block.Name == "%bb.0"; (br.Split == cfg.SplitOn) != want {
			t.Errorf("emitted: %s in %s is %v", br.Instr.Text, br.Block.Name, br.Split)
		}
	}

	stdout, _ = mustRun(t, "analyze", marked, "-w", filepath.Join(ex, "workload.yaml"), "-S", "0,4", "--static", "--json",
		"--hw", filepath.Join("..", "..", "docs", "results", "v1000.yaml"))
	var an struct {
		Results []struct {
			S         int
			ObsPar    int64 `json:"observed_parallel_cycles"`
			ObsSer    int64 `json:"observed_serial_cycles"`
			BoundPar  int64 `json:"bound_parallel_cycles"`
			BoundSer  int64 `json:"bound_serial_cycles"`
			StaticPar int64 `json:"static_parallel_cycles"`
			StaticSer int64 `json:"static_serial_cycles"`
		} `json:"results"`
		Headline struct {
			Kind string `json:"kind"`
		} `json:"headline"`
	}
	if err := json.Unmarshal([]byte(stdout), &an); err != nil {
		t.Fatalf("%v\n%s", err, stdout)
	}
	if len(an.Results) != 2 || an.Headline.Kind != "static" {
		t.Fatalf("results %+v, headline %q", an.Results, an.Headline.Kind)
	}
	for _, r := range an.Results {
		if r.ObsPar <= 0 || r.BoundPar < r.ObsPar || r.BoundSer < r.ObsSer || r.StaticPar < r.ObsPar || r.StaticSer < r.ObsSer {
			t.Errorf("S = %d: %+v: a bound below its observation", r.S, r)
		}
	}
	if an.Results[1].ObsPar >= an.Results[0].ObsPar {
		t.Errorf("S = 4 observes %d, S = 0 %d: the split does not pay", an.Results[1].ObsPar, an.Results[0].ObsPar)
	}
}
