package render

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
)

// ErrNoGraphviz is returned by SVG when Graphviz's dot is not on PATH.
var ErrNoGraphviz = errors.New("graphviz is not installed (no `dot` on PATH): install it with scripts/deps.sh or `apt-get install graphviz`; --format dot works without it")

// SVG renders DOT text (as DOT writes it) to SVG with Graphviz's `dot -Tsvg`.
func SVG(w io.Writer, dotText string) error {
	path, err := exec.LookPath("dot")
	if err != nil {
		return ErrNoGraphviz
	}
	cmd := exec.Command(path, "-Tsvg")
	cmd.Stdin = strings.NewReader(dotText)
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(errb.String())
		if msg == "" {
			msg = err.Error()
		}
		return fmt.Errorf("dot -Tsvg failed: %s", msg)
	}
	_, err = w.Write(out.Bytes())
	return err
}
