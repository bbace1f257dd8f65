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
