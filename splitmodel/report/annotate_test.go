package report_test

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/cfg/render"
	"github.com/splitwcet/splitwcet/internal/testenv"
	"github.com/splitwcet/splitwcet/splitmodel/kernel"
	"github.com/splitwcet/splitwcet/splitmodel/report"
)

// TestRoleAnnotation: on examples/ifelse_split, every role's annotated CFG
// sums to its L^j exactly, role 1 (the child of the split at %bb.0) starts
// at the split branch and is pruned where the role analysis removed
// edges, and its worst-case blocks are exactly those of its IPET counts.
func TestRoleAnnotation(t *testing.T) {
	in := exampleInput(t)
	g := in.IPG.CFG
	for _, r := range in.Results {
		ma := r.Parallel
		for j, rb := range ma.Roles {
			if rb.Result == nil {
				continue
			}
			a, err := report.RoleAnnotation(in.IPG, r, j)
			if err != nil {
				t.Fatalf("S = %d, role %d: %v", r.S, j, err)
			}
			var sum int64
			for _, b := range a.Blocks {
				sum += b.Cycles
			}
			if sum != rb.L || a.BoundCycles != rb.L {
				t.Errorf("S = %d, role %d: blocks sum to %d, L = %d", r.S, j, sum, rb.L)
			}
			if a.Context.S != r.S || a.Context.Role != j || a.Context.KernelBoundCycles != ma.BoundParallel {
				t.Errorf("S = %d, role %d: context %+v", r.S, j, a.Context)
			}
			// A pruned block has no worst-case time, and a block whose every
			// IPG edge is removed is pruned.
			for _, b := range g.Blocks {
				n := a.Blocks[b.ID]
				if n.Pruned != "" && (n.Cycles != 0 || n.Count != 0) {
					t.Errorf("S = %d, role %d: pruned block %s has %d cycles x%d", r.S, j, b, n.Cycles, n.Count)
				}
			}
			if j == 0 && a.Start != nil {
				t.Errorf("role 0 starts at %s", a.Start)
			}
			if j == 1 {
				if a.Start == nil || rb.Start == nil || a.Start != rb.Start.Block {
					t.Errorf("S = %d: role 1 starts at %v, its start IPT is %v", r.S, a.Start, rb.Start)
				}
				pruned := 0
				for _, b := range a.Blocks {
					if b.Pruned != "" {
						pruned++
					}
				}
				if rb.Pruned > 0 && pruned == 0 {
					t.Errorf("S = %d: role 1 has %d pruned IPG edges but no pruned block", r.S, rb.Pruned)
				}
			}
		}
	}
	if _, err := report.RoleAnnotation(in.IPG, in.Results[0], 7); err == nil || !strings.Contains(err.Error(), "no role 7") {
		t.Errorf("role 7 of S = 0: %v", err)
	}
}

// TestWriteRoleCFGs: the report writes one annotated SVG and viewer per
// drawn role, byte-identical twice, and its index links them.
func TestWriteRoleCFGs(t *testing.T) {
	in := exampleInput(t)
	in.GraphsPerS = 2
	var pages [2][]byte
	for i := range pages {
		dir := t.TempDir()
		files, err := report.Write(dir, in)
		if err != nil {
			t.Fatal(err)
		}
		if files.NoGraphviz {
			if testenv.HaveGraphviz(t) {
				t.Fatal("the report drew no pictures, but dot is on PATH")
			}
			testenv.GraphvizSkip(t, "")
		}
		// S = 0: role 0; S = 1 and 4: roles 0 and 1; an SVG and a page each.
		if len(files.CFGs) != 10 {
			t.Fatalf("annotated CFGs %v, want 5 SVG+HTML pairs", files.CFGs)
		}
		index := string(readFile(t, filepath.Join(dir, files.Index)))
		for _, f := range files.CFGs {
			data := readFile(t, filepath.Join(dir, f))
			if strings.HasSuffix(f, ".html") {
				if !strings.Contains(index, `href="`+f+`"`) {
					t.Errorf("index.html does not link %s", f)
				}
				if !bytes.Contains(data, []byte("<svg")) || !bytes.Contains(data, []byte("cfgView")) {
					t.Errorf("%s: no inline SVG or viewer script", f)
				}
			}
		}
		pages[i] = readFile(t, filepath.Join(dir, "cfgs", "cfg-S1-role1.html"))
		if !bytes.Contains(pages[i], []byte("START")) || !bytes.Contains(pages[i], []byte("L^1")) {
			t.Errorf("cfg-S1-role1.html: no START or L^1")
		}
	}
	if !bytes.Equal(pages[0], pages[1]) {
		t.Errorf("two reports wrote different annotated CFGs")
	}
}

// TestAnnotatedStatic: the static annotation of the default example draws
// the wcet --static bound, and every format is deterministic.
func TestAnnotatedStatic(t *testing.T) {
	k, err := kernel.Example("ifelse", kernel.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var noDot []string // formats not drawn: no Graphviz
	for _, f := range render.AnnotatedFormats {
		var b1, b2 bytes.Buffer
		rq := report.AnnotateRequest{Kernel: k, Format: f}
		if err := report.Annotated(context.Background(), &b1, rq); err != nil {
			if f != "json" && f != "dot" && err == render.ErrNoGraphviz && !testenv.HaveGraphviz(t) {
				noDot = append(noDot, f)
				continue
			}
			t.Fatal(err)
		}
		if err := report.Annotated(context.Background(), &b2, rq); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b1.Bytes(), b2.Bytes()) || b1.Len() == 0 {
			t.Errorf("%s: output differs between two runs or is empty", f)
		}
		if f == "json" && !bytes.Contains(b1.Bytes(), []byte(`"bound_cycles": 8316`)) {
			t.Errorf("json: not the static bound of ifelse (8316 cycles, as wcet --static):\n%.400s", b1.String())
		}
	}
	if len(noDot) > 0 {
		testenv.GraphvizSkip(t, "every format but "+strings.Join(noDot, " and "))
	}
}
