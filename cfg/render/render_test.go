package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/awalterschulze/gographviz"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/internal/testenv"
)

var testExamples = []string{"ifelse", "nested", "divloop", "reduce", "synthetic_split"}

func exampleGraph(t testing.TB, name string) (*asm.File, *cfg.Graph) {
	t.Helper()
	// Not ipg/exampletest: it imports ipg, which imports this package.
	src, err := examples.Assembly(name)
	if err != nil {
		t.Fatal(err)
	}
	f, err := asm.Parse(name+"/kernel.s", src, asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	return f, g
}

func renderJSON(t *testing.T, f *asm.File, g *cfg.Graph, opts Options) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Write(&buf, NewDocument(f.Name, f.Arch, opts.Build(g))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestJSON(t *testing.T) {
	for _, name := range testExamples {
		t.Run(name, func(t *testing.T) {
			f, g := exampleGraph(t, name)
			out := renderJSON(t, f, g, Options{})
			if !bytes.HasSuffix(out, []byte("}\n")) || !bytes.HasPrefix(out, []byte("{\n  \"schema\": 2,\n")) {
				t.Errorf("JSON not 2-space indented with a trailing newline:\n%.200s", out)
			}
			if again := renderJSON(t, f, g, Options{}); !bytes.Equal(out, again) {
				t.Error("JSON differs between two runs")
			}
			var doc Document
			dec := json.NewDecoder(bytes.NewReader(out))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&doc); err != nil {
				t.Fatal(err)
			}
			if doc.Assembly != f.Name || doc.Arch != "gfx803" || len(doc.Kernels) != 1 {
				t.Fatalf("document header = %q %q %d kernels", doc.Assembly, doc.Arch, len(doc.Kernels))
			}
			k := doc.Kernels[0]
			if k.Kernel != g.Func.Name || k.Kind != "kernel" || k.CodeBytes != g.CodeBytes() {
				t.Errorf("kernel %q kind %q code_bytes %d, want %q kernel %d", k.Kernel, k.Kind, k.CodeBytes, g.Func.Name, g.CodeBytes())
			}
			if k.LLVMCodeLen == nil || *k.LLVMCodeLen != g.Func.CodeLenInByte {
				t.Errorf("llvm_code_len = %v, want %d", k.LLVMCodeLen, g.Func.CodeLenInByte)
			}
			if len(k.Blocks) != len(g.Blocks) || len(k.Edges) != len(g.Edges) || len(k.Loops) != len(g.Loops) ||
				len(k.Branches) != len(g.Branches) || len(k.Calls) != len(g.Calls) || len(k.Warnings) != len(g.Warnings) ||
				len(k.Exits) != len(g.Exits) {
				t.Fatalf("counts blocks/edges/loops/branches/calls/warnings/exits = %d/%d/%d/%d/%d/%d/%d, want %d/%d/%d/%d/%d/%d/%d",
					len(k.Blocks), len(k.Edges), len(k.Loops), len(k.Branches), len(k.Calls), len(k.Warnings), len(k.Exits),
					len(g.Blocks), len(g.Edges), len(g.Loops), len(g.Branches), len(g.Calls), len(g.Warnings), len(g.Exits))
			}
			names := map[string]bool{}
			instrs, bytesSum := 0, 0
			for i, b := range k.Blocks {
				gb := g.Blocks[i]
				if b.ID != i || b.Name != gb.Name || b.Instrs != len(gb.Instrs) || b.Bytes != gb.Bytes() || b.LoopDepth != gb.LoopDepth() {
					t.Errorf("block %d = %+v, want %s", i, b, gb.Name)
				}
				if b.FirstLine <= 0 || b.LastLine < b.FirstLine {
					t.Errorf("block %s lines %d-%d", b.Name, b.FirstLine, b.LastLine)
				}
				if (b.Loop == nil) != (gb.Loop == nil) || b.Loop != nil && *b.Loop != gb.Loop.ID {
					t.Errorf("block %s loop %v", b.Name, b.Loop)
				}
				if b.Src == nil || b.Instructions != nil {
					t.Errorf("block %s: source %v, instructions %v", b.Name, b.Src, b.Instructions)
				}
				for j := 1; j < len(b.Src); j++ {
					if b.Src[j] == b.Src[j-1] {
						t.Errorf("block %s: duplicate source %s", b.Name, b.Src[j])
					}
				}
				names[b.Name] = true
				instrs += b.Instrs
				bytesSum += b.Bytes
			}
			if instrs != len(g.Func.Instrs) && len(g.Warnings) == 0 {
				t.Errorf("blocks hold %d instructions, function has %d", instrs, len(g.Func.Instrs))
			}
			if bytesSum != k.CodeBytes && len(g.Warnings) == 0 {
				t.Errorf("block bytes sum to %d, code_bytes %d", bytesSum, k.CodeBytes)
			}
			for i, e := range k.Edges {
				if e.ID != i || !names[e.From] || !names[e.To] || e.Kind != g.Edges[i].Kind.String() || e.Back != g.Edges[i].Back {
					t.Errorf("edge %d = %+v", i, e)
				}
			}
			for _, l := range k.Loops {
				if !names[l.Header] || len(l.Blocks) == 0 || l.Blocks[0] != l.Header || len(l.Latches) == 0 {
					t.Errorf("loop %+v", l)
				}
				for _, x := range l.Exits {
					if x < 0 || x >= len(k.Edges) {
						t.Errorf("loop %d exit edge %d out of range", l.ID, x)
					}
				}
			}
			for _, br := range k.Branches {
				if !names[br.Block] || k.Edges[br.TakenEdge].To != br.Taken || k.Edges[br.NotTakenEdge].To != br.NotTaken {
					t.Errorf("branch %+v", br)
				}
				if br.Class != "exec-skip" && br.Class != "uniform" {
					t.Errorf("branch class %q", br.Class)
				}
			}
		})
	}
}

func TestJSONInstructions(t *testing.T) {
	f, g := exampleGraph(t, "ifelse")
	var doc Document
	if err := json.Unmarshal(renderJSON(t, f, g, Options{Instructions: true}), &doc); err != nil {
		t.Fatal(err)
	}
	n := 0
	for i, b := range doc.Kernels[0].Blocks {
		if len(b.Instructions) != b.Instrs {
			t.Errorf("block %s: %d instructions listed, instrs %d", b.Name, len(b.Instructions), b.Instrs)
		}
		for j, in := range b.Instructions {
			gi := g.Blocks[i].Instrs[j]
			if in.Text != gi.Text || in.Line != gi.Pos().Line || in.Size != gi.Size || in.Offset != gi.Offset {
				t.Errorf("instruction %+v, want %q at line %d", in, gi.Text, gi.Pos().Line)
			}
			if in.Src != "" {
				n++
			}
		}
	}
	if n == 0 {
		t.Error("no instruction has a source line, but the example has line tables")
	}
}

func dotOf(t *testing.T, g *cfg.Graph) string {
	t.Helper()
	var buf bytes.Buffer
	if err := DOT(&buf, g); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

func TestDOT(t *testing.T) {
	for _, name := range testExamples {
		t.Run(name, func(t *testing.T) {
			_, g := exampleGraph(t, name)
			text := dotOf(t, g)
			if again := dotOf(t, g); again != text {
				t.Error("DOT differs between two runs")
			}
			ast, err := gographviz.ParseString(text)
			if err != nil {
				t.Fatalf("gographviz cannot parse the DOT: %v", err)
			}
			gv := gographviz.NewGraph()
			if err := gographviz.Analyse(ast, gv); err != nil {
				t.Fatal(err)
			}
			if len(gv.Nodes.Nodes) != len(g.Blocks) {
				t.Errorf("%d DOT nodes, %d blocks", len(gv.Nodes.Nodes), len(g.Blocks))
			}
			if len(gv.Edges.Edges) != len(g.Edges) {
				t.Errorf("%d DOT edges, %d CFG edges", len(gv.Edges.Edges), len(g.Edges))
			}
			clusters := 0
			for name := range gv.SubGraphs.SubGraphs {
				if strings.HasPrefix(name, "cluster_L") {
					clusters++
				}
			}
			if clusters != len(g.Loops) {
				t.Errorf("%d loop clusters, %d loops", clusters, len(g.Loops))
			}
			for _, b := range g.Blocks {
				if !strings.Contains(text, "<B>"+html(b.Name)+"</B>") {
					t.Errorf("no node labelled %s", b.Name)
				}
			}
			split := 0
			for _, br := range g.Branches {
				if br.Class == cfg.ExecSkip && br.Split == cfg.SplitOn {
					split++
				}
			}
			if got := strings.Count(text, "<B>SPLIT</B>") - 1; got != split { // -1: the legend
				t.Errorf("%d SPLIT marks, want one per split-marked exec-skip branch (%d)", got, split)
			}
			if !testenv.HaveGraphviz(t) {
				testenv.GraphvizSkip(t, "the DOT")
			}
			var svg bytes.Buffer
			if err := SVG(&svg, text); err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(svg.Bytes(), []byte("<svg")) {
				t.Errorf("dot output is not SVG: %.200s", svg.Bytes())
			}
		})
	}
}

func TestSyntheticSplitIsMarked(t *testing.T) {
	_, g := exampleGraph(t, "synthetic_split")
	for _, br := range g.Branches {
		if br.Class == cfg.ExecSkip && br.Split == cfg.SplitOn {
			return
		}
	}
	t.Fatal("synthetic_split has no split-marked exec-skip branch: the DOT split marking is untested")
}

// TestDOTEscaping renders a kernel whose instruction text and block names
// hold every character that DOT or HTML-like labels treat specially.
func TestDOTEscaping(t *testing.T) {
	_, g := exampleGraph(t, "ifelse")
	nasty := `s_add_u32 s0, s0, "sym<|{x}>"@rel32@lo+4 & [a:b] \n 'q'`
	g.Blocks[0].Instrs[0].Text = nasty
	g.Blocks[1].Name = `.L"odd"<name>|{1}`
	text := dotOf(t, g)
	if _, err := gographviz.ParseString(text); err != nil {
		t.Fatalf("gographviz cannot parse: %v\n%s", err, text)
	}
	// Cut to dotInstrLen bytes, then escaped.
	want := "s_add_u32 s0, s0, &quot;sym&lt;|{x}&gt;&quot;@rel32@l..."
	if !strings.Contains(text, want) || !strings.Contains(text, html(g.Blocks[1].Name)) {
		t.Errorf("instruction text not escaped as expected:\n%s", text)
	}
	if !testenv.HaveGraphviz(t) {
		testenv.GraphvizSkip(t, "the DOT")
	}
	var svg bytes.Buffer
	if err := SVG(&svg, text); err != nil {
		t.Fatal(err)
	}
	// dot writes the text back as XML: the instruction must survive intact.
	if !strings.Contains(svg.String(), want) {
		t.Errorf("SVG lost the instruction text:\n%s", svg.String())
	}
}

func TestText(t *testing.T) {
	for _, name := range testExamples {
		t.Run(name, func(t *testing.T) {
			_, g := exampleGraph(t, name)
			var a, b bytes.Buffer
			if err := Text(&a, g); err != nil {
				t.Fatal(err)
			}
			if err := Text(&b, g); err != nil {
				t.Fatal(err)
			}
			if a.String() != b.String() {
				t.Error("text differs between two runs")
			}
			out := a.String()
			// The demangled name, then the symbol: "kernel ifelse [_Z6ifelsePKiPi]".
			if !strings.HasPrefix(out, "kernel "+name+" ["+g.Func.Name+"] (gfx803)\n") {
				t.Errorf("text starts %q", strings.SplitN(out, "\n", 2)[0])
			}
			for _, b := range g.Blocks {
				if !strings.Contains(out, " "+b.Name+" ") {
					t.Errorf("text does not mention block %s", b.Name)
				}
			}
			for _, l := range g.Loops {
				if !strings.Contains(out, "header "+l.Header.Name) {
					t.Errorf("text does not list loop at %s", l.Header.Name)
				}
			}
			for _, br := range g.Branches {
				if !strings.Contains(out, br.Block.Name+" (line ") {
					t.Errorf("text does not list the branch of %s", br.Block.Name)
				}
			}
		})
	}
}

func TestSVGWithoutDot(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	err := SVG(&bytes.Buffer{}, "digraph{}")
	if err != ErrNoGraphviz || !strings.Contains(err.Error(), "apt-get install graphviz") || !strings.Contains(err.Error(), "--format dot") {
		t.Errorf("SVG without dot: %v", err)
	}
}

func TestSVGBadDOT(t *testing.T) {
	testenv.NeedGraphviz(t)
	if err := SVG(&bytes.Buffer{}, "digraph { a -> }"); err == nil || !strings.Contains(err.Error(), "dot -Tsvg") {
		t.Errorf("SVG of bad DOT: %v", err)
	}
}

// nestedLoops has a loop nested in another, with an exec-skip branch inside.
const nestedLoops = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.type	k,@function
k:
; %bb.0:
	s_mov_b32 s0, 4
.LBB0_1:                                ; =>This Loop Header: Depth=1
	s_mov_b32 s1, 3
.LBB0_2:                                ; =>This Inner Loop Header: Depth=2
	v_cmp_gt_u32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_add_u32_e32 v1, vcc, 1, v1
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s1, s1, -1
	s_cmp_lg_u32 s1, 0
	s_cbranch_scc1 .LBB0_2
; %bb.5:
	s_add_i32 s0, s0, -1
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_1
; %bb.6:
	s_endpgm
.Lfunc_end0:
	.amdhsa_kernel k
	.end_amdhsa_kernel
`

func TestNestedLoops(t *testing.T) {
	f, err := asm.Parse("nest.s", []byte(nestedLoops), asm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := cfg.BuildFile(f, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Loops) != 2 {
		t.Fatalf("%d loops, want 2", len(g.Loops))
	}

	// DOT: the inner loop's cluster sits in the outer one's, the blocks in
	// their innermost loop's cluster.
	ast, err := gographviz.ParseString(dotOf(t, g))
	if err != nil {
		t.Fatal(err)
	}
	gv := gographviz.NewGraph()
	if err := gographviz.Analyse(ast, gv); err != nil {
		t.Fatal(err)
	}
	children := gv.Relations.ParentToChildren
	if !children["cluster_L0"]["cluster_L1"] {
		t.Errorf("cluster_L1 is not inside cluster_L0: %v", children)
	}
	for _, b := range g.Blocks {
		id := fmt.Sprintf("b%d", b.ID)
		want := "cfg"
		if b.Loop != nil {
			want = fmt.Sprintf("cluster_L%d", b.Loop.ID)
		}
		if !children[want][id] {
			t.Errorf("block %s (%s) not in %s", b.Name, id, want)
		}
	}

	// JSON: parent and children link the loops.
	var doc Document
	if err := json.Unmarshal(renderJSON(t, f, g, Options{}), &doc); err != nil {
		t.Fatal(err)
	}
	l := doc.Kernels[0].Loops
	if l[0].Parent != nil || len(l[0].Children) != 1 || l[0].Children[0] != 1 || l[1].Parent == nil || *l[1].Parent != 0 || l[1].Depth != 2 {
		t.Errorf("loops %+v", l)
	}
	if b := doc.Kernels[0].Blocks[3]; b.Loop == nil || *b.Loop != 1 || b.LoopDepth != 2 {
		t.Errorf("block %s: loop %v depth %d, want loop 1 depth 2", b.Name, b.Loop, b.LoopDepth)
	}
}

// TestGraphvizText: the linear-time writer gives gographviz's own bytes.
func TestGraphvizText(t *testing.T) {
	for _, name := range append(testExamples, "large", "dsincos") {
		_, g := exampleGraph(t, name)
		d := &dotBuilder{g: g, gv: gographviz.NewGraph()}
		if err := d.build(); err != nil {
			t.Fatal(err)
		}
		got, err := GraphvizText(d.gv)
		if err != nil {
			t.Fatal(err)
		}
		if want := d.gv.String(); got != want {
			t.Errorf("%s: GraphvizText differs from gographviz's String", name)
		}
	}
}
