package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"

	"github.com/splitwcet/splitwcet/internal/extcmd"
)

// ErrNoGraphviz is returned by SVG when Graphviz's dot is not on PATH.
var ErrNoGraphviz = errors.New("graphviz is not installed (no `dot` on PATH): install it with scripts/deps.sh or `apt-get install graphviz`; --format dot works without it")

// MaxSVGEdges is the most edges SVG gives Graphviz to draw: dot's layout
// time grows faster than the square of the graph (measured with dot 2.43:
// 1,500 edges 5 s, 3,000 edges 28 s, 6,000 edges more than 90 s of CPU),
// so a larger graph is refused at once rather than drawn for minutes.
const MaxSVGEdges = 2000

// TooLargeError is SVG's refusal of a graph with more than MaxSVGEdges
// edges.
type TooLargeError struct{ Edges int }

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("the graph has %d edges, more than the %d splitwcet draws as SVG: Graphviz would take minutes (its layout time grows faster than the square of the edges); write DOT instead (--format dot, --graph dot) and draw it with other tools, or read the text or JSON output", e.Edges, MaxSVGEdges)
}

// SVG renders DOT text (as DOT writes it) to SVG with Graphviz's `dot -Tsvg`.
func SVG(w io.Writer, dotText string) error {
	if n := edgeCount(dotText); n > MaxSVGEdges {
		return &TooLargeError{Edges: n}
	}
	path, err := exec.LookPath("dot")
	if err != nil {
		return ErrNoGraphviz
	}
	cmd := exec.Command(path, "-Tsvg")
	cmd.Stdin = strings.NewReader(dotText)
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errb
	if err := extcmd.Run(context.Background(), cmd, "dot -Tsvg", extcmd.DotEnv, extcmd.DotLimit); err != nil {
		if extcmd.Stopped(err) {
			return err
		}
		msg := strings.TrimSpace(errb.String())
		if msg == "" {
			msg = err.Error()
		}
		return fmt.Errorf("dot -Tsvg failed: %s", msg)
	}
	_, err = w.Write(out.Bytes())
	return err
}

// edgeCount counts the edge statements of DOT text: lines with "->"
// before any attribute list (a label may hold "->" too).
func edgeCount(dot string) int {
	n := 0
	for _, line := range strings.Split(dot, "\n") {
		i := strings.Index(line, "->")
		if i >= 0 && (strings.IndexByte(line, '[') < 0 || i < strings.IndexByte(line, '[')) {
			n++
		}
	}
	return n
}
