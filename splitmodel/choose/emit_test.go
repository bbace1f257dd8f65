package choose

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
)

const llvmMC = "llvm-mc-15"

// emitAndParse emits a marking of g's candidates and parses the result
// back.
// With g nil, src is parsed as it is.
func emitAndParse(t *testing.T, name string, src []byte, g *cfg.Graph, marks []*cfg.Branch) (*Emitted, *cfg.Graph) {
	t.Helper()
	em := &Emitted{Text: src}
	if g != nil {
		var err error
		if em, err = Emit(src, g, marks); err != nil {
			t.Fatalf("%s: emit: %v", name, err)
		}
	}
	f, err := asm.Parse(name+" (emitted)", em.Text, asm.Options{})
	if err != nil {
		t.Fatalf("%s: the emitted assembly does not parse: %v", name, err)
	}
	g2, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatalf("%s: the emitted assembly has no CFG: %v", name, err)
	}
	return em, g2
}

// assemble runs llvm-mc on text; it skips when llvm-mc is not installed.
func assemble(t *testing.T, name string, text []byte) {
	t.Helper()
	if _, err := exec.LookPath(llvmMC); err != nil {
		return
	}
	p := filepath.Join(t.TempDir(), "emitted.s")
	if err := os.WriteFile(p, text, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(llvmMC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx803", "-filetype=obj", "-o", os.DevNull, p)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		t.Errorf("%s: %s rejects the emitted assembly: %v\n%s", name, llvmMC, err, firstLines(errb.String(), 10))
	}
}

func firstLines(s string, n int) string {
	l := strings.SplitN(s, "\n", n+1)
	return strings.Join(l[:min(n, len(l))], "\n")
}

// TestEmitRoundTrip emits, for every example, no marking, every candidate,
// and every other candidate, and checks that the result parses back to the
// same CFG plus the inserted instructions with exactly the marked
// branches split-marked, and that llvm-mc assembles it.
func TestEmitRoundTrip(t *testing.T) {
	if _, err := exec.LookPath(llvmMC); err != nil {
		t.Logf("%s not installed: the emitted assembly is not assembled", llvmMC)
	}
	for _, name := range examples.Names() {
		g, ig, src := exampleIPG(t, name)
		cands, _ := Candidates(ig)
		var all, alt []*cfg.Branch
		for i, c := range cands {
			all = append(all, c.Branch)
			if i%2 == 0 {
				alt = append(alt, c.Branch)
			}
		}
		for _, marks := range [][]*cfg.Branch{nil, all, alt} {
			em, g2 := emitAndParse(t, name, src, g, marks)
			if err := CheckEmitted(g, g2, marks, em); err != nil {
				t.Errorf("%s, %d marks: %v", name, len(marks), err)
				continue
			}
			// Independently of CheckEmitted: the instruction counts, the
			// marked branches and the code length comment.
			setCount, clearCount := 0, 0
			for _, in := range g2.Func.Instrs {
				switch norm(in.Text) {
				case SetMark:
					setCount++
				case ClearMark:
					clearCount++
				}
			}
			if setCount != len(marks) {
				t.Errorf("%s: %d SetMark for %d marks", name, setCount, len(marks))
			}
			if want := len(g.Func.Instrs) + em.Inserted - len(em.Removed); len(g2.Func.Instrs) != want {
				t.Errorf("%s: %d instructions, want %d", name, len(g2.Func.Instrs), want)
			}
			on := map[int]bool{}
			for _, br := range marks {
				on[br.Block.ID] = true
			}
			for _, br := range g2.Branches {
				if (br.Split == cfg.SplitOn) != on[br.Block.ID] || br.Split != cfg.SplitOn && br.Split != cfg.SplitOff {
					t.Errorf("%s: emitted branch in %s has marking %v", name, br.Block.Name, br.Split)
				}
			}
			if g.Func.CodeLenInByte >= 0 {
				d0 := g.Func.CodeLenInByte - g.Func.LLVMCodeLen(g.Arch)
				d1 := g2.Func.CodeLenInByte - g2.Func.LLVMCodeLen(g2.Arch)
				if d0 != d1 {
					t.Errorf("%s: codeLenInByte %d for LLVM's estimate %d; the original had %d for %d", name, g2.Func.CodeLenInByte, g2.Func.LLVMCodeLen(g2.Arch), g.Func.CodeLenInByte, g.Func.LLVMCodeLen(g.Arch))
				}
			}
			// The IPG keeps its shape: one IPT per IPT, one edge per edge.
			ig2, err := ipg.Build(g2, ipg.Thesis)
			if err != nil {
				t.Fatal(err)
			}
			if len(ig2.IPTs) != len(ig.IPTs) || len(ig2.Edges) != len(ig.Edges) {
				t.Errorf("%s: emitted IPG has %d IPTs and %d edges, the original %d and %d", name, len(ig2.IPTs), len(ig2.Edges), len(ig.IPTs), len(ig.Edges))
			}
			assemble(t, name, em.Text)
			again, err := Emit(src, g, marks)
			if err != nil || !bytes.Equal(again.Text, em.Text) {
				t.Errorf("%s: emitting twice gives different text (%v)", name, err)
			}
		}
	}
}

// TestEmitReplacesMarks re-marks ifelse_split, whose HIP code marks the
// whole if/else (both s_cbranch_execz), with the else branch alone: its own
// two s_setreg go.
func TestEmitReplacesMarks(t *testing.T) {
	g, ig, src := exampleIPG(t, "ifelse_split")
	cands, _ := Candidates(ig)
	if len(cands) != 2 || !cands[0].Marked || !cands[1].Marked {
		t.Fatalf("ifelse_split: want 2 marked candidates, got %v", cands)
	}
	marks := []*cfg.Branch{cands[1].Branch}
	em, g2 := emitAndParse(t, "ifelse_split", src, g, marks)
	if err := CheckEmitted(g, g2, marks, em); err != nil {
		t.Fatal(err)
	}
	// Inserted: the set before the branch and a clear in the else body;
	// the join ends the kernel and needs none.
	if len(em.Removed) != 2 || len(em.Replaced) != 0 || em.Inserted != 2 {
		t.Errorf("removed %d, replaced %d, inserted %d; want 2, 0, 2", len(em.Removed), len(em.Replaced), em.Inserted)
	}
	if g2.Branches[0].Split != cfg.SplitOff || g2.Branches[1].Split != cfg.SplitOn {
		t.Errorf("emitted marking %v, %v; want off, on", g2.Branches[0].Split, g2.Branches[1].Split)
	}
	if strings.Contains(string(em.Text), "hwreg(HW_REG_MODE, 21, 1), 1\n") {
		t.Errorf("the kernel's own mark survived")
	}
	assemble(t, "ifelse_split", em.Text)
}

// TestEmitErrors: marks Emit refuses, with the position.
func TestEmitErrors(t *testing.T) {
	g, _, src := exampleIPG(t, "ifelse_split")
	// A MODE write covering more than bit 21 cannot be dropped.
	wide := bytes.Replace(src, []byte("hwreg(HW_REG_MODE, 21, 1), 1"), []byte("hwreg(HW_REG_MODE, 16, 8), 32"), 1)
	f, err := asm.Parse("wide.s", wide, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	gw, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Emit(wide, gw, nil); err == nil || !strings.Contains(err.Error(), "wide.s:") || !strings.Contains(err.Error(), "besides bit 21") {
		t.Errorf("wide MODE write: err = %v", err)
	}
	// A uniform or loop branch is not a candidate.
	_, igd, srcd := exampleIPG(t, "divloop")
	_, excl := Candidates(igd)
	if len(excl) == 0 {
		t.Fatal("divloop: no excluded branch")
	}
	if _, err := Emit(srcd, igd.CFG, []*cfg.Branch{excl[0].Branch}); err == nil || !strings.Contains(err.Error(), "not a candidate") {
		t.Errorf("loop branch: err = %v", err)
	}
	// Text that is not the CFG's.
	if _, err := Emit([]byte("s_endpgm\n"), g, nil); err == nil {
		t.Error("foreign text: no error")
	}
}

// TestEmitLoneMark: a MODE write that is its block's only instruction is
// turned into a clear, not dropped, so the blocks stay as they are.
func TestEmitLoneMark(t *testing.T) {
	_, _, src := exampleIPG(t, "ifelse_split")
	set := "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 21, 1), 1\n"
	if !bytes.Contains(src, []byte(set)) {
		t.Fatal("ifelse_split: no set instruction")
	}
	lone := bytes.Replace(src, []byte(set), []byte(".LBB0_98:\n"+set+".LBB0_99:\n"), 1)
	f, err := asm.Parse("lone.s", lone, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	ig, err := ipg.Build(g, ipg.Thesis)
	if err != nil {
		t.Fatal(err)
	}
	cands, _ := Candidates(ig)
	marks := []*cfg.Branch{cands[0].Branch}
	em, g2 := emitAndParse(t, "lone.s", lone, g, marks)
	if err := CheckEmitted(g, g2, marks, em); err != nil {
		t.Fatal(err)
	}
	if len(em.Replaced) != 1 || len(em.Removed) != 1 {
		t.Errorf("replaced %d, removed %d; want 1, 1", len(em.Replaced), len(em.Removed))
	}
	assemble(t, "lone.s", em.Text)
}
