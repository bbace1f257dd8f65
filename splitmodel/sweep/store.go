package sweep

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/splitwcet/splitwcet/internal/outfile"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Shard selects the cases of one shard: shard I of N takes the cases whose
// index is I, I+N, I+2N, ... The zero value takes every case.
type Shard struct{ I, N int }

// MaxShards bounds N.
const MaxShards = 100_000

// ParseShard reads "I/N" (0 <= I < N).
func ParseShard(s string) (Shard, error) {
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil {
		return Shard{}, fmt.Errorf("%q: want I/N, shard I of N (0 <= I < N), e.g. 0/4", s)
	}
	if n < 1 || n > MaxShards || i < 0 || i >= n {
		return Shard{}, fmt.Errorf("%q: want 0 <= I < N and 1 <= N <= %d", s, MaxShards)
	}
	return Shard{I: i, N: n}, nil
}

// Has reports whether the case of the given index belongs to the shard.
func (s Shard) Has(index int) bool { return s.N <= 1 || index%s.N == s.I }

// All reports whether the shard is every case.
func (s Shard) All() bool { return s.N <= 1 }

func (s Shard) String() string {
	if s.N == 0 {
		return "0/1"
	}
	return fmt.Sprintf("%d/%d", s.I, s.N)
}

// Indexes are the indexes of 0..n-1 in the shard, in order.
func (s Shard) Indexes(n int) []int {
	var out []int
	for i := 0; i < n; i++ {
		if s.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

// The file layout of a results directory: DIR/manifest.json and one
// DIR/cases/ID.json per finished case.
const (
	Format       = "splitwcet-sweep"
	ResultSchema = 1
	ManifestName = "manifest.json"
	CasesDir     = "cases"
)

// Kinds of campaign a results directory holds.
const (
	KindSweep = "sweep"
	KindFuzz  = "fuzz"
)

// Manifest names every case of a campaign: merge lists the missing ones
// from it. Every shard writes the same manifest.
type Manifest struct {
	Format string `json:"format"`
	Schema int    `json:"schema"`
	Kind   string `json:"kind"`
	// Matrix is the matrix hash (sweep) or the campaign's configuration
	// hash (fuzz); Tool the splitwcet version that ran it.
	Matrix string `json:"matrix"`
	Tool   string `json:"tool"`
	Name   string `json:"name,omitempty"`
	// Config is the campaign's configuration (fuzz; its summary needs it).
	Config json.RawMessage `json:"config,omitempty"`
	Cases  []string        `json:"cases"`
}

// Result is one case's result file.
type Result struct {
	Format string `json:"format"`
	Schema int    `json:"schema"`
	Kind   string `json:"kind"`
	Matrix string `json:"matrix"`
	Tool   string `json:"tool"`
	ID     string `json:"id"`
	Index  int    `json:"index"`
	// Seconds is the case's wall time (not part of any summary).
	Seconds float64         `json:"seconds"`
	Body    json.RawMessage `json:"result"`
}

// writeAtomic writes data to path through a temporary file in the same
// directory and a rename: a reader sees the old file or the whole new
// one, never a part (internal/outfile: the file's directory is the
// results directory, whatever lies at path gives way, a link included).
func writeAtomic(path string, data []byte) error {
	return outfile.WriteIn(filepath.Dir(path), filepath.Base(path), data)
}

func marshal(v any) ([]byte, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// prepare creates dir and dir/cases and writes the manifest, or checks
// that the one there is the same campaign's.
func prepare(dir string, man *Manifest) error {
	man.Format, man.Schema = Format, ResultSchema
	if err := os.MkdirAll(filepath.Join(dir, CasesDir), 0o755); err != nil {
		return err
	}
	path := filepath.Join(dir, ManifestName)
	if old, err := readManifest(path); err == nil {
		if err := sameCampaign(path, old, man); err != nil {
			return fmt.Errorf("%w; use another directory, or remove this one", err)
		}
		if slices.Equal(old.Cases, man.Cases) && old.Name == man.Name && bytes.Equal(old.Config, man.Config) {
			return nil
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return err
	}
	data, err := marshal(man)
	if err != nil {
		return err
	}
	return writeAtomic(path, data)
}

func sameCampaign(where string, have, want *Manifest) error {
	switch {
	case have.Kind != want.Kind:
		return fmt.Errorf("%s: results of a %s campaign, not of a %s campaign", where, have.Kind, want.Kind)
	case have.Matrix != want.Matrix:
		return fmt.Errorf("%s: results of another matrix (hash %s, not %s)", where, short(have.Matrix), short(want.Matrix))
	case have.Tool != want.Tool:
		return fmt.Errorf("%s: results of another splitwcet version (%s, not %s)", where, have.Tool, want.Tool)
	}
	return nil
}

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

// maxManifestBytes bounds a manifest file: MaxCases case ids of a few
// dozen bytes each, and the configuration.
const maxManifestBytes = 64 << 20

func readManifest(path string) (*Manifest, error) {
	if st, err := os.Stat(path); err == nil && st.Size() > maxManifestBytes {
		return nil, fmt.Errorf("%s: %d bytes: a results manifest has at most %d", path, st.Size(), maxManifestBytes)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("%s: not a results manifest: %v", path, err)
	}
	if m.Format != Format || m.Schema != ResultSchema {
		return nil, fmt.Errorf("%s: not a results manifest of schema %d (format %q, schema %d)", path, ResultSchema, m.Format, m.Schema)
	}
	if len(m.Cases) > MaxCases {
		return nil, fmt.Errorf("%s: %d cases: a campaign has at most %d", path, len(m.Cases), MaxCases)
	}
	seen := make(map[string]bool, len(m.Cases))
	for i, id := range m.Cases {
		if seen[id] {
			return nil, fmt.Errorf("%s: case %q listed twice (the second at index %d): not a manifest splitwcet wrote", path, id, i)
		}
		seen[id] = true
	}
	return &m, nil
}

func resultPath(dir, id string) string { return filepath.Join(dir, CasesDir, id+".json") }

// readResult reads a case's result file; ok is false when there is none
// or it is not a complete result of this campaign's case id.
func readResult(dir string, man *Manifest, id string) (*Result, bool) {
	data, err := os.ReadFile(resultPath(dir, id))
	if err != nil {
		return nil, false
	}
	var r Result
	if json.Unmarshal(data, &r) != nil || r.Format != Format || r.Schema != ResultSchema || r.Kind != man.Kind ||
		r.Matrix != man.Matrix || r.Tool != man.Tool || r.ID != id || len(r.Body) == 0 {
		return nil, false
	}
	return &r, true
}

// writeResult writes a case's result file atomically.
func writeResult(dir string, man *Manifest, id string, index int, seconds float64, body any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	r := Result{Format: Format, Schema: ResultSchema, Kind: man.Kind, Matrix: man.Matrix, Tool: man.Tool, ID: id, Index: index,
		Seconds: seconds, Body: b}
	data, err := marshal(r)
	if err != nil {
		return err
	}
	return writeAtomic(resultPath(dir, id), data)
}

// Merged is the results of one campaign gathered from directories.
type Merged struct {
	Manifest *Manifest
	// Results are the finished cases in enumeration order; Missing the
	// ids of those no directory holds.
	Results []*Result
	Missing []string
	// Seconds is the sum of the cases' wall times.
	Seconds float64
}

// MaxListed is how many missing case ids an error lists.
const MaxListed = 20

// Gather reads the results of dirs: every directory must hold the same
// campaign (kind, matrix, tool version), every result file in them must
// belong to it, and every case must be there unless allowMissing.
func Gather(dirs []string, allowMissing bool) (*Merged, error) {
	if len(dirs) == 0 {
		return nil, fmt.Errorf("no directory to merge")
	}
	var man *Manifest
	for _, d := range dirs {
		m, err := readManifest(filepath.Join(d, ManifestName))
		if err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return nil, fmt.Errorf("%s: no %s: not a results directory of splitwcet sweep or fuzz --shard", d, ManifestName)
			}
			return nil, err
		}
		if man == nil {
			man = m
			continue
		}
		if err := sameCampaign(filepath.Join(d, ManifestName), m, man); err != nil {
			return nil, fmt.Errorf("%w (the first directory, %s, holds %s)", err, dirs[0], short(man.Matrix))
		}
		if !slices.Equal(m.Cases, man.Cases) {
			return nil, fmt.Errorf("%s: names other cases than %s", filepath.Join(d, ManifestName), filepath.Join(dirs[0], ManifestName))
		}
	}
	known := map[string]bool{}
	for _, id := range man.Cases {
		known[id] = true
	}
	// Every result file present must be this campaign's.
	for _, d := range dirs {
		ents, err := os.ReadDir(filepath.Join(d, CasesDir))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return nil, err
		}
		for _, e := range ents {
			name := e.Name()
			if e.IsDir() || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".json") {
				continue
			}
			path := filepath.Join(d, CasesDir, name)
			data, err := os.ReadFile(path)
			if err != nil {
				return nil, err
			}
			var r Result
			if err := json.Unmarshal(data, &r); err != nil || r.Format != Format {
				return nil, fmt.Errorf("%s: not a case result (remove it, or rerun its shard, which rewrites it)", path)
			}
			switch {
			case r.Kind != man.Kind || r.Matrix != man.Matrix:
				return nil, fmt.Errorf("%s: a result of another matrix (hash %s, not %s)", path, short(r.Matrix), short(man.Matrix))
			case r.Tool != man.Tool:
				return nil, fmt.Errorf("%s: a result of another splitwcet version (%s, not %s)", path, r.Tool, man.Tool)
			case !known[r.ID]:
				return nil, fmt.Errorf("%s: case %q is not in the manifest", path, r.ID)
			case r.ID+".json" != name:
				return nil, fmt.Errorf("%s: holds the result of case %q, whose file is %s: a result under another file name (a copy?); remove it", path, r.ID, r.ID+".json")
			}
		}
	}
	mg := &Merged{Manifest: man}
	for _, id := range man.Cases {
		var found *Result
		var foundIn string
		for _, d := range dirs {
			r, ok := readResult(d, man, id)
			switch {
			case !ok:
			case found == nil:
				found, foundIn = r, d
			case !sameBody(found.Body, r.Body):
				// Results depend on the case alone: two that differ were not
				// made by the same run of the same tool; taking either would
				// hide it.
				return nil, fmt.Errorf("case %s has different results in %s and %s: the same case cannot give two results; rerun it, or merge one of them", id, resultPath(foundIn, id), resultPath(d, id))
			}
		}
		if found == nil {
			mg.Missing = append(mg.Missing, id)
			continue
		}
		mg.Results = append(mg.Results, found)
		mg.Seconds += found.Seconds
	}
	if len(mg.Missing) > 0 && !allowMissing {
		list := mg.Missing
		more := ""
		if len(list) > MaxListed {
			list, more = list[:MaxListed], fmt.Sprintf(" and %d more", len(mg.Missing)-MaxListed)
		}
		return nil, fmt.Errorf("%d of %d cases have no result: %s%s (rerun their shards, or merge with --allow-missing)",
			len(mg.Missing), len(man.Cases), strings.Join(list, " "), more)
	}
	return mg, nil
}

// sameBody reports whether two results say the same (their JSON compacted).
func sameBody(a, b json.RawMessage) bool {
	var ca, cb bytes.Buffer
	if json.Compact(&ca, a) != nil || json.Compact(&cb, b) != nil {
		return bytes.Equal(a, b)
	}
	return bytes.Equal(ca.Bytes(), cb.Bytes())
}
