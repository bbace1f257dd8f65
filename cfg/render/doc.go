// Package render turns a cfg.Graph into text, JSON, DOT and SVG.
//
// Text is for people reading a terminal. JSON is for programs: the package
// owns its schema (types Document, Kernel, BlockJSON, ... below, documented
// field by field in docs/cfg-json.md) and keeps it stable: fields are only
// ever added. DOT draws the graph with loops as nested clusters, exec-skip
// branch blocks and their join blocks highlighted and split-marked branches
// outlined; SVG runs Graphviz's dot on that DOT text.
//
// Every output is deterministic: the same graph renders to the same bytes.
package render
