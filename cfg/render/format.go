package render

import (
	"fmt"
	"io"

	"github.com/splitwcet/splitwcet/cfg"
	"github.com/splitwcet/splitwcet/cfg/asm"
)

// Formats are the output formats of Format.
var Formats = []string{"text", "json", "dot", "svg"}

// Format renders CFGs of one file (source, arch) in one of Formats: text
// and json take every graph, dot and svg draw the first.
func Format(w io.Writer, format, source string, arch asm.Arch, graphs []*cfg.Graph, opts Options) error {
	switch format {
	case "text":
		for i, g := range graphs {
			if i > 0 {
				if _, err := io.WriteString(w, "\n"); err != nil {
					return err
				}
			}
			if err := Text(w, g); err != nil {
				return err
			}
		}
		return nil
	case "json":
		var ks []Kernel
		for _, g := range graphs {
			ks = append(ks, opts.Build(g))
		}
		doc := NewDocument(source, arch, ks...)
		doc.Provenance = opts.Provenance
		return Write(w, doc)
	case "dot", "svg":
		if n := len(graphs[0].Edges); format == "svg" && n > MaxSVGEdges {
			// Refused before the DOT text is built: for such a graph it
			// is hundreds of megabytes, for nothing.
			return &TooLargeError{Edges: n}
		}
		dot, err := DOTString(graphs[0])
		if err != nil {
			return err
		}
		if format == "dot" {
			_, err := io.WriteString(w, dot)
			return err
		}
		return SVG(w, dot)
	}
	return fmt.Errorf("unknown format %q", format)
}
