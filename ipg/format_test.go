package ipg_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/awalterschulze/gographviz"

	"github.com/splitwcet/splitwcet/examples"
	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
)

var update = flag.Bool("update", false, "rewrite examples/*/ipg.golden.json")

// TestGoldenIPG compares the thesis-placement IPG of every example with
// examples/NAME/ipg.golden.json (regenerate with -update and review the diff).
func TestGoldenIPG(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			ig := exampletest.IPG(t, name, ipg.Thesis)
			var buf bytes.Buffer
			if err := ipg.WriteJSON(&buf, ig, nil); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("..", "examples", name, "ipg.golden.json")
			if *update {
				if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("IPG JSON of %s differs from %s (run with -update and review the diff if intended)", name, path)
			}
		})
	}
}

func TestFormats(t *testing.T) {
	ig := exampletest.IPG(t, "divloop", ipg.Thesis)
	n := len(ig.Edges)
	a := &ipg.Annotation{Weights: make([]int64, n), Counts: make([]int64, n), Critical: make([]bool, n)}
	for i := range a.Weights {
		a.Weights[i] = int64(10 * (i + 1))
		a.Counts[i] = 1
	}
	a.Critical[3] = true

	var text bytes.Buffer
	if err := ipg.Text(&text, ig, a); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"6 IPTs, 7 edges", "div@.LBB0_2            div+back", "e3    div@.LBB0_2-taken->div@.LBB0_2  w=40  x=1  critical  via .LBB0_2  back-of .LBB0_2"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}

	var js bytes.Buffer
	if err := ipg.WriteJSON(&js, ig, a); err != nil {
		t.Fatal(err)
	}
	var doc ipg.JSON
	if err := json.Unmarshal(js.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.IPTs) != 6 || len(doc.Edges) != 7 || *doc.Edges[3].Weight != 40 || !doc.Edges[3].Critical || doc.Edges[3].BackOf[0] != ".LBB0_2" {
		t.Errorf("json: %+v", doc.Edges[3])
	}

	dot, err := ipg.DOT(ig, a)
	if err != nil {
		t.Fatal(err)
	}
	ast, err := gographviz.ParseString(dot)
	if err != nil {
		t.Fatalf("DOT does not parse: %v\n%s", err, dot)
	}
	parsed := gographviz.NewGraph()
	if err := gographviz.Analyse(ast, parsed); err != nil {
		t.Fatal(err)
	}
	if len(parsed.Nodes.Nodes) != 6 || len(parsed.Edges.Edges) != 7 {
		t.Errorf("DOT has %d nodes, %d edges", len(parsed.Nodes.Nodes), len(parsed.Edges.Edges))
	}
	if !strings.Contains(dot, `label="div@.LBB0_2\ns_cbranch_execnz .LBB0_2\nkernel.hip:34"`) {
		t.Errorf("DOT label of the loop IPT not found:\n%s", dot)
	}
}
