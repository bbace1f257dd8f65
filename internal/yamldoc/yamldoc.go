// Package yamldoc reads the one YAML document of an input file (hardware,
// workload, flow facts, latency table, sweep matrix): yaml.v3's Unmarshal
// reads the first document and silently drops any after a "---", which
// would let a file give a key twice past the parsers' checks. It also
// refuses aliases (*name, and the merge key <<: *name): the parsers walk
// the node tree for line numbers and would read an alias node as the
// string "name"; no input file needs them.
package yamldoc

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"gopkg.in/yaml.v3"
)

// Unmarshal decodes data's single document into doc, as yaml.Unmarshal
// does (empty input gives an empty node), and fails when a second document
// follows, with an error worded like yaml.v3's ("yaml: line N: ..."), so
// that the callers' handling of YAML errors positions it.
func Unmarshal(data []byte, doc *yaml.Node) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(doc); err != nil {
		if errors.Is(err, io.EOF) {
			*doc = yaml.Node{}
			return nil
		}
		return err
	}
	if a := firstAlias(doc); a != nil {
		return fmt.Errorf("yaml: line %d: alias *%s: splitwcet's input files take no aliases; write the value out", a.Line, a.Value)
	}
	var next yaml.Node
	switch err := dec.Decode(&next); {
	case errors.Is(err, io.EOF):
		return nil
	case err != nil:
		return err
	}
	line := next.Line
	if len(next.Content) > 0 {
		line = next.Content[0].Line
	}
	return fmt.Errorf("yaml: line %d: a second YAML document (after ---): a file holds one", line)
}

// firstAlias returns the first alias node of the tree in document order,
// or nil. The walk is iterative: nesting depth costs no stack.
func firstAlias(root *yaml.Node) *yaml.Node {
	stack := []*yaml.Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n.Kind == yaml.AliasNode {
			return n
		}
		for i := len(n.Content) - 1; i >= 0; i-- {
			stack = append(stack, n.Content[i])
		}
	}
	return nil
}
