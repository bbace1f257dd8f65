// Package yamldoc reads the one YAML document of an input file (hardware,
// workload, flow facts, latency table, sweep matrix): yaml.v3's Unmarshal
// reads the first document and silently drops any after a "---", which
// would let a file give a key twice past the parsers' checks. It also
// refuses aliases (*name, and the merge key <<: *name): the parsers walk
// the node tree for line numbers and would read an alias node as the
// string "name"; no input file needs them. A key given twice in one
// mapping is an error too (the second value would win silently).
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
	if err := check(doc); err != nil {
		return err
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

// check walks the tree in document order and returns the first alias or
// key given twice in one mapping. yaml.v3 refuses a duplicate key only
// when it decodes into a map or struct, not into a node, so without this
// the second value of a key would silently win. The walk is iterative:
// nesting depth costs no stack.
func check(root *yaml.Node) error {
	stack := []*yaml.Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n.Kind == yaml.AliasNode {
			return fmt.Errorf("yaml: line %d: alias *%s: splitwcet's input files take no aliases; write the value out", n.Line, n.Value)
		}
		if n.Kind == yaml.MappingNode {
			seen := make(map[string]int, len(n.Content)/2)
			for i := 0; i+1 < len(n.Content); i += 2 {
				k := n.Content[i]
				if k.Kind != yaml.ScalarNode {
					continue
				}
				if first, dup := seen[k.Value]; dup {
					return fmt.Errorf("yaml: line %d: key %q given twice (first at line %d): a key may appear once", k.Line, k.Value, first)
				}
				seen[k.Value] = k.Line
			}
		}
		for i := len(n.Content) - 1; i >= 0; i-- {
			stack = append(stack, n.Content[i])
		}
	}
	return nil
}
