package gen

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/traces/sim"
)

func bytesOf(v []int32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(x))
	}
	return b
}

// TestRandomKernelsSplitEqualsUnsplitEqualsReference is simulator-tests.md
// item 10: splitting never changes a race-free kernel's output memory.
func TestRandomKernelsSplitEqualsUnsplitEqualsReference(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 30
	}
	totalSplits := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		totalSplits += checkSplitEqualsReference(t, Random(seed, size), seed, 1+int(seed%3))
	}
	if totalSplits == 0 {
		t.Error("no random kernel split: the generator does not exercise splitting")
	}
	t.Logf("%d kernels, %d splits in total", n, totalSplits)
}

// TestRandomKernelsGFX9: the random kernels in gfx9's spellings (gfx906;
// with calls to device functions) give the reference interpreter's output
// at every S, as in gfx8's, and llvm-mc-15 accepts them for gfx906.
func TestRandomKernelsGFX9(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 20
	}
	splits := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		k := RandomMarked(seed, size, Marking(seed%3))
		if seed%4 == 0 {
			k = RandomCalls(seed, size, Marking(seed%3))
		}
		splits += checkSplitEqualsReferenceFor(t, k, seed, 1+int(seed%3), "gfx906")
		if seed <= 10 {
			assembleWithLLVMMC(t, k.AssemblyFor("gfx906"), "gfx906")
		}
	}
	if splits == 0 {
		t.Error("no gfx9 random kernel split")
	}
}

// assembleWithLLVMMC fails the test when llvm-mc-15 rejects the code of
// src for cpu (skipped when it is not installed). The metadata block is
// left out: the generator writes only what the simulator reads of it, not
// every field llvm-mc's metadata verifier wants.
func assembleWithLLVMMC(t *testing.T, src, cpu string) {
	t.Helper()
	if _, err := exec.LookPath("llvm-mc-15"); err != nil {
		return
	}
	if i := strings.Index(src, "\t.amdgpu_metadata"); i >= 0 {
		src = src[:i]
	}
	cmd := exec.Command("llvm-mc-15", "-triple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-o", os.DevNull)
	cmd.Stdin = strings.NewReader(src)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc-15 -mcpu=%s: %v\n%s", cpu, err, out)
	}
}

// TestMarkedStatements: per-statement split marking (MODE bit 21 set
// around an if or loop, cleared after it) keeps the outputs, splits, and
// gives the CFG marked and unmarked exec-skip branches, never mixed ones.
func TestMarkedStatements(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 15
	}
	splits, on, off := 0, 0, 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		size := []int{64, 128, 100, 32}[seed%4]
		k := RandomMarked(seed, size, MarkStatements)
		if k.SplitMark {
			t.Fatalf("seed %d: MarkStatements marked the whole kernel", seed)
		}
		if got := Random(seed, size); len(got.Body) != len(k.Body) {
			t.Fatalf("seed %d: RandomMarked changed the statements", seed)
		}
		splits += checkSplitEqualsReference(t, k, seed, 1+int(seed%3))
		f, err := asm.Parse("m.s", []byte(k.Assembly()), asm.Options{})
		if err != nil {
			t.Fatal(err)
		}
		g, err := cfg.BuildFile(f, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, br := range g.Branches {
			if br.Class != cfg.ExecSkip {
				continue
			}
			switch br.Split {
			case cfg.SplitOn:
				on++
			case cfg.SplitOff:
				off++
			default:
				t.Errorf("seed %d: %s has split state %v", seed, br.Instr.Text, br.Split)
			}
		}
		for _, w := range g.Warnings {
			t.Errorf("seed %d: %s", seed, w.Msg)
		}
	}
	if splits == 0 || on == 0 || off == 0 {
		t.Errorf("%d splits, %d marked and %d unmarked exec-skip branches: want some of each", splits, on, off)
	}
	t.Logf("%d kernels: %d splits, %d marked and %d unmarked exec-skip branches", n, splits, on, off)
	if k := RandomMarked(3, 64, MarkNone); k.SplitMark || strings.Contains(k.Assembly(), "s_setreg") {
		t.Error("MarkNone marked the kernel")
	}
	if k := RandomMarked(3, 64, MarkKernel); !k.SplitMark {
		t.Error("MarkKernel did not mark the kernel")
	}
}

// checkSplitEqualsReference runs k at S = 0, 1, 3, 63 and checks the
// outputs against the reference interpreter and S = 0 and the partition
// invariant at every split; it returns the splits made.
func checkSplitEqualsReference(t *testing.T, k *Kernel, seed uint64, groups int) (totalSplits int) {
	t.Helper()
	return checkSplitEqualsReferenceFor(t, k, seed, groups, "gfx803")
}

// checkSplitEqualsReferenceFor is checkSplitEqualsReference for k's
// assembly for target: gfx803 through the loader, a gfx9 processor through
// the simulator's decoder (sim.Decode; the loader takes gfx9 with the gfx9
// generation, issue 29).
func checkSplitEqualsReferenceFor(t *testing.T, k *Kernel, seed uint64, groups int, target string) (totalSplits int) {
	t.Helper()
	tab := make([]int32, 256)
	for i := range tab {
		tab[i] = int32(i*2654435761>>7) % 5000
	}
	size := k.Size
	src := k.AssemblyFor(target)
	name := fmt.Sprintf("gen%d.s", seed)
	var p *sim.Program
	var err error
	if target == "gfx803" {
		p, err = loadProgram(name, []byte(src))
	} else {
		p, err = decodeProgram(name, []byte(src))
	}
	if err != nil {
		t.Fatalf("seed %d: %v\n%s", seed, err, src)
	}
	wantOut, wantCtr := k.Reference(tab, groups)
	var base []sim.Output
	for _, S := range []int{0, 1, 3, 63} {
		l := &sim.Launch{Workgroups: [3]int{groups, 1, 1}, WorkgroupSize: [3]int{size, 1, 1}, Args: []sim.Arg{
			{Name: "tab", Buffer: bytesOf(tab), IsBuffer: true},
			{Name: "out", Buffer: make([]byte, 4*groups*size), IsBuffer: true, Output: true},
			{Name: "counters", Buffer: make([]byte, 16), IsBuffer: true, Output: true},
		}}
		m, err := sim.NewMachine(p, l, sim.Options{S: S, MaxWaveInstructions: 1 << 20, Observer: func(ev *sim.Event) {
			if ev.Child != nil {
				if err := ev.Wave.Family.CheckPartition(); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
		r, err := m.Run()
		if err != nil {
			t.Fatalf("seed %d S=%d: %v\n%s", seed, S, err, src)
		}
		totalSplits += r.Splits
		if !bytes.Equal(r.Outputs[0].Data, bytesOf(wantOut)) || !bytes.Equal(r.Outputs[1].Data, bytesOf(wantCtr[:])) {
			t.Fatalf("seed %d S=%d (size %d, %d groups): outputs differ from the reference\n%s", seed, S, size, groups, src)
		}
		if base == nil {
			base = r.Outputs
		} else {
			for i := range base {
				if !bytes.Equal(base[i].Data, r.Outputs[i].Data) {
					t.Fatalf("seed %d S=%d: output %s differs from S=0", seed, S, base[i].Name)
				}
			}
		}
	}
	return totalSplits
}

// decodeProgram parses assembly and decodes its kernel with the
// simulator's table for the file's target.
func decodeProgram(name string, src []byte) (*sim.Program, error) {
	f, err := asm.Parse(name, src, asm.Options{})
	if err != nil {
		return nil, err
	}
	fn, err := f.SelectKernel("")
	if err != nil {
		return nil, err
	}
	return sim.Decode(fn, f.Arch)
}

// loadProgram parses assembly and decodes its only kernel for the
// simulator, through the project's one loader.
func loadProgram(name string, src []byte) (*sim.Program, error) {
	k, err := kernel.FromText(name, src, kernel.Config{Simulate: true})
	if err != nil {
		return nil, err
	}
	return k.Program, nil
}
