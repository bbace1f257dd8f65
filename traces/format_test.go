package traces_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/traces"
)

// randomEvents returns n valid events in nondecreasing time.
func randomEvents(seed uint64, n int) []traces.Event {
	rng := rand.New(rand.NewPCG(seed, 7))
	names := []string{"start", "div@%bb.0", "div@.LBB0_2", "join@.LBB0_4", "back@.LBB0_3+2", "end", "end#2"}
	var t int64
	evs := make([]traces.Event, n)
	for i := range evs {
		t += rng.Int64N(50)
		split := rng.IntN(4)
		parent := -1
		if split > 0 {
			parent = rng.IntN(split)
		}
		var o byte
		switch rng.IntN(3) {
		case 1:
			o = traces.Taken
		case 2:
			o = traces.NotTaken
		}
		evs[i] = traces.Event{
			Time: t, Workgroup: rng.IntN(1000), Wave: rng.IntN(16), Family: rng.IntN(1 << 20),
			Split: split, Parent: parent, CU: rng.IntN(64), SIMD: rng.IntN(4), Slot: rng.IntN(20),
			IPT: testIPG.IPT(names[rng.IntN(len(names))]), Outcome: o,
		}
	}
	return evs
}

// testIPG has an IPT of every name the format tests use: the format reads
// names against an IPG but does not care which.
var testIPG = namedIPG("start", "div@%bb.0", "div@.LBB0_2", "join@.LBB0_4", "back@.LBB0_3+2", "end", "end#2", "x")

func namedIPG(names ...string) *ipg.Graph {
	g := &ipg.Graph{Placement: ipg.Thesis}
	for i, n := range names {
		g.IPTs = append(g.IPTs, &ipg.IPT{ID: i, Name: n})
	}
	return g
}

func tp(name string) *ipg.IPT { return testIPG.IPT(name) }

var testHeader = traces.Header{
	Kernel: "_Z6ifelsePKiPi", Placement: "thesis", InputSet: "small", S: 3, Mode: traces.ModeParallel,
	Seed: 1<<64 - 1, HW: "4 CUs x 4 SIMDs x 10 slots, vmem 350 cycles",
	Code:     "sha256:ab3d4f4977b110e0c8c237d04e3304e46e9d30f7bdf9451d3dc919324aa5e26f",
	Workload: "examples/ifelse/workload.yaml", Workgroups: [3]int{8, 2, 1}, WorkgroupSize: [3]int{64, 1, 1},
	HWHash: "sha256:e14c7ae08016797bd9c056ddc367d1ed51d403a1ff83297bc4e7db282c4f5f42",
	Extra:  []traces.KeyValue{{Key: "source", Value: "gem5 (converted)"}, {Key: "clock_mhz", Value: "1000"}},
}

func writeAll(t testing.TB, w *traces.Writer, evs []traces.Event) {
	t.Helper()
	for _, e := range evs {
		if err := w.Write(e); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

func readAll(t testing.TB, r *traces.Reader) []traces.Event {
	t.Helper()
	var evs []traces.Event
	for {
		e, err := r.Next()
		if err == io.EOF {
			return evs
		}
		if err != nil {
			t.Fatal(err)
		}
		evs = append(evs, e)
	}
}

func TestRoundTrip(t *testing.T) {
	evs := randomEvents(1, 5000)
	want := testHeader
	want.Version = 1
	for _, name := range []string{"t.csv", "t.csv.gz"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), name)
			w, err := traces.Create(path, testHeader)
			if err != nil {
				t.Fatal(err)
			}
			writeAll(t, w, evs)
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if gz := len(raw) > 2 && raw[0] == 0x1f && raw[1] == 0x8b; gz != strings.HasSuffix(name, ".gz") {
				t.Errorf("gzip-compressed = %v", gz)
			}
			r, err := traces.Open(path, testIPG)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			if got := r.Header(); !reflect.DeepEqual(got, want) {
				t.Errorf("header %+v, want %+v", got, want)
			}
			got := readAll(t, r)
			if !reflect.DeepEqual(got, evs) {
				t.Fatalf("read %d events differing from the %d written", len(got), len(evs))
			}
			if r.Events() != int64(len(evs)) || r.Line() != int64(len(evs))+16 {
				t.Errorf("Events %d Line %d, want %d and %d", r.Events(), r.Line(), len(evs), len(evs)+16)
			}
		})
	}
}

func TestWriterDeterministic(t *testing.T) {
	evs := randomEvents(2, 3000)
	var a, b bytes.Buffer
	for _, buf := range []*bytes.Buffer{&a, &b} {
		w, err := traces.NewWriter(buf, testHeader)
		if err != nil {
			t.Fatal(err)
		}
		writeAll(t, w, evs)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two writes of the same events differ")
	}
	dir := t.TempDir()
	var gz [2][]byte
	for i := range gz {
		p := filepath.Join(dir, []string{"a.csv.gz", "b.csv.gz"}[i])
		w, err := traces.Create(p, testHeader)
		if err != nil {
			t.Fatal(err)
		}
		writeAll(t, w, evs)
		if gz[i], err = os.ReadFile(p); err != nil {
			t.Fatal(err)
		}
	}
	if !bytes.Equal(gz[0], gz[1]) {
		t.Error("two gzip files of the same events differ")
	}
}

// TestWriterText pins the exact text of a small trace (docs/trace-format.md
// shows the same).
func TestWriterText(t *testing.T) {
	var buf bytes.Buffer
	h := traces.Header{Kernel: "_Z6ifelsePKiPi", Placement: "thesis", InputSet: "tiny", S: 1, Mode: traces.ModeParallel, Seed: 42, HW: "1cu.yaml",
		Code: ifelseCode, Workload: "examples/ifelse/workload.yaml", Workgroups: [3]int{1, 1, 1}, WorkgroupSize: [3]int{64, 1, 1}, HWHash: oneCUHash}
	w, err := traces.NewWriter(&buf, h)
	if err != nil {
		t.Fatal(err)
	}
	writeAll(t, w, []traces.Event{
		{Time: 10, Parent: -1, IPT: tp("start")},
		{Time: 30, Parent: -1, IPT: tp("div@%bb.0"), Outcome: traces.NotTaken},
		{Time: 30, Split: 1, Parent: 0, Slot: 10, IPT: tp("div@%bb.0"), Outcome: traces.Taken},
		{Time: 200, Parent: -1, IPT: tp("end")},
	})
	want := `# splitwcet-trace: 1
# kernel: _Z6ifelsePKiPi
# placement: thesis
# input_set: tiny
# S: 1
# mode: parallel
# seed: 42
# hw: 1cu.yaml
# code: sha256:ab3d4f4977b110e0c8c237d04e3304e46e9d30f7bdf9451d3dc919324aa5e26f
# workload: examples/ifelse/workload.yaml
# workgroups: 1x1x1
# workgroup_size: 64x1x1
# hw_hash: sha256:c6ac4ee75831e9cc33f4d3c51edaa23a334a780b9d01fa4934d5a859ce92cd7b
time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome
10,0,0,0,0,-1,0,0,0,start,
30,0,0,0,0,-1,0,0,0,div@%bb.0,N
30,0,0,0,1,0,0,0,10,div@%bb.0,T
200,0,0,0,0,-1,0,0,0,end,
`
	if got := buf.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestWriterRejects(t *testing.T) {
	var buf bytes.Buffer
	w, err := traces.NewWriter(&buf, traces.Header{})
	if err != nil {
		t.Fatal(err)
	}
	ok := traces.Event{Time: 5, Parent: -1, IPT: tp("start")}
	if err := w.Write(ok); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		e    traces.Event
		want string
	}{
		{traces.Event{Time: 4, Parent: -1, IPT: tp("start")}, "trace: event 2: time 4 is before the previous event's time 5 (events must be in nondecreasing time)"},
		{traces.Event{Time: 5, Parent: 0, IPT: tp("start")}, "trace: event 2: parent: expected -1 for split 0, found 0"},
		{traces.Event{Time: 5, Split: 2, Parent: 2, IPT: tp("start")}, "trace: event 2: parent: expected a split id in 0..1 for split 2, found 2"},
		{traces.Event{Time: 5, Parent: -1, IPT: &ipg.IPT{Name: "a,b"}}, `trace: event 2: ipt: expected an IPT name without commas or line breaks, found "a,b"`},
		{traces.Event{Time: 5, Parent: -1, IPT: &ipg.IPT{}}, "trace: event 2: ipt: expected an IPT name, found nothing"},
		{traces.Event{Time: 5, Parent: -1, IPT: tp("x"), Outcome: 't'}, "trace: event 2: outcome: expected T, N, M, W or nothing, found 't'"},
		{traces.Event{Time: 5, Parent: -1, CU: -1, IPT: tp("x")}, "trace: event 2: cu: expected an integer >= 0, found -1"},
	} {
		if err := w.Write(c.e); err == nil || err.Error() != c.want {
			t.Errorf("Write(%v) = %v, want %s", c.e, err, c.want)
		}
	}
	for _, c := range []struct {
		h    traces.Header
		want string
	}{
		{traces.Header{Version: 2}, "trace: cannot write trace format version 2 (only 1)"},
		{traces.Header{Placement: "edges"}, `trace: placement: expected thesis or blocks, found "edges"`},
		{traces.Header{Mode: "fast"}, `trace: mode: expected parallel or serial, found "fast"`},
		{traces.Header{HW: "a\nb"}, `trace: preamble hw: the value may not contain a line break: "a\nb"`},
		{traces.Header{Code: "sha256:AB"}, `trace: code: expected sha256: and 64 lowercase hex digits, found "sha256:AB"`},
		{traces.Header{HWHash: "md5:0"}, `trace: hw_hash: expected sha256: and 64 lowercase hex digits, found "md5:0"`},
		{traces.Header{Workgroups: [3]int{4, 0, 1}}, `trace: workgroups: expected three sizes >= 1 (or none), found [4 0 1]`},
		{traces.Header{Extra: []traces.KeyValue{{Key: "kernel", Value: "x"}}}, `trace: preamble key "kernel" appears twice`},
		{traces.Header{Extra: []traces.KeyValue{{Key: "a b", Value: "x"}}}, `trace: preamble key "a b": expected letters, digits, _ . -`},
	} {
		if _, err := traces.NewWriter(io.Discard, c.h); err == nil || err.Error() != c.want {
			t.Errorf("NewWriter(%+v) = %v, want %s", c.h, err, c.want)
		}
	}
}

const goodPreamble = "# splitwcet-trace: 1\n# kernel: k\n" + traces.HeaderRow + "\n"

func TestReaderMalformed(t *testing.T) {
	long := strings.Repeat("x", traces.MaxLine+1)
	for _, c := range []struct{ name, src, want string }{
		{"empty", "", `bad.csv:1: expected the preamble line "# splitwcet-trace: 1", found the end of the file`},
		{"no header row", "# splitwcet-trace: 1\n# kernel: k\n", `bad.csv:3: expected the header row "time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome", found the end of the file`},
		{"missing version key", "# kernel: k\n# a plain comment\n" + traces.HeaderRow + "\n", `bad.csv:3: expected the preamble key splitwcet-trace ("# splitwcet-trace: 1") before the header row`},
		{"version 2", "# splitwcet-trace: 2\n" + traces.HeaderRow + "\n", `bad.csv:1: splitwcet-trace: expected format version 1, found "2"`},
		{"bad header row", "# splitwcet-trace: 1\ntime,wg,wave\n", `bad.csv:2: expected the header row "time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome", found "time,wg,wave"`},
		{"duplicate key", "# splitwcet-trace: 1\n# seed: 1\n# seed: 2\n", `bad.csv:3: preamble key "seed" appears twice (first on line 2)`},
		{"bad S", "# splitwcet-trace: 1\n# S: -1\n", `bad.csv:2: S: expected an integer >= 0, found "-1"`},
		{"bad seed", "# splitwcet-trace: 1\n# seed: x\n", `bad.csv:2: seed: expected an unsigned integer, found "x"`},
		{"bad mode", "# splitwcet-trace: 1\n# mode: fast\n", `bad.csv:2: mode: expected parallel or serial, found "fast"`},
		{"bad placement", "# splitwcet-trace: 1\n# placement: edges\n", `bad.csv:2: placement: expected thesis or blocks, found "edges"`},
		{"too few fields", goodPreamble + "0,0,0,0,0,-1,0,0,0,start\n", "bad.csv:4: expected 11 fields (time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome), found 10"},
		{"too many fields", goodPreamble + "0,0,0,0,0,-1,0,0,0,start,,\n", "bad.csv:4: expected 11 fields (time,workgroup,wave,family,split,parent,cu,simd,slot,ipt,outcome), found 12"},
		{"non-integer time", goodPreamble + "1e3,0,0,0,0,-1,0,0,0,start,\n", `bad.csv:4: time: expected an integer, found "1e3"`},
		{"non-integer workgroup", goodPreamble + "0,x,0,0,0,-1,0,0,0,start,\n", `bad.csv:4: workgroup: expected an integer, found "x"`},
		{"empty slot", goodPreamble + "0,0,0,0,0,-1,0,0,,start,\n", `bad.csv:4: slot: expected an integer, found ""`},
		{"overflow", goodPreamble + "9223372036854775808,0,0,0,0,-1,0,0,0,start,\n", `bad.csv:4: time: expected an integer, found "9223372036854775808"`},
		{"unknown outcome", goodPreamble + "0,0,0,0,0,-1,0,0,0,div@%bb.0,X\n", `bad.csv:4: outcome: expected T, N, M, W or nothing, found "X"`},
		{"lowercase outcome", goodPreamble + "0,0,0,0,0,-1,0,0,0,div@%bb.0,t\n", `bad.csv:4: outcome: expected T, N, M, W or nothing, found "t"`},
		{"empty IPT", goodPreamble + "0,0,0,0,0,-1,0,0,0,,\n", "bad.csv:4: ipt: expected an IPT name, found nothing"},
		{"negative time", goodPreamble + "-5,0,0,0,0,-1,0,0,0,start,\n", "bad.csv:4: time: expected a cycle >= 0, found -5"},
		{"negative family", goodPreamble + "0,0,0,-1,0,-1,0,0,0,start,\n", "bad.csv:4: family: expected an integer >= 0, found -1"},
		{"parent of split 0", goodPreamble + "0,0,0,0,0,0,0,0,0,start,\n", "bad.csv:4: parent: expected -1 for split 0, found 0"},
		{"parent of a child", goodPreamble + "0,0,0,0,1,1,0,0,0,start,\n", "bad.csv:4: parent: expected a split id in 0..0 for split 1, found 1"},
		{"time backwards", goodPreamble + "100,0,0,0,0,-1,0,0,0,start,\n# comment\n\n90,0,0,1,0,-1,0,0,0,start,\n", "bad.csv:7: time: expected >= 100 (the time of the event on line 4; events are in nondecreasing time), found 90"},
		{"long line", goodPreamble + long + "\n", "bad.csv:4: expected a line of at most 65535 bytes"},
		{"gzip header", "\x1f\x8bxxxxxxxxxxxx", "bad.csv:1: expected gzip data: gzip: invalid header"},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := readErr(c.src)
			if err == nil || err.Error() != c.want {
				t.Fatalf("got %v\nwant %s", err, c.want)
			}
			var te *traces.Error
			if !errors.As(err, &te) || te.File != "bad.csv" || te.Line < 1 {
				t.Errorf("error %#v is no *traces.Error with a line", err)
			}
		})
	}
}

// readErr reads src to its end and returns the first error, nil at EOF.
func readErr(src string) error {
	r, err := traces.NewReader(strings.NewReader(src), "bad.csv", testIPG)
	if err != nil {
		return err
	}
	for {
		_, err := r.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			if _, again := r.Next(); again != err {
				return errors.New("error not sticky")
			}
			return err
		}
	}
}

func TestReaderLenient(t *testing.T) {
	// CRLF line ends, comments and blank lines anywhere, no final newline,
	// extra keys, a comment that is no key, spaces around keys and values.
	src := "# generated by a converter, 2024-01-01 12:00\r\n#splitwcet-trace:1\r\n#   source :  gem5  \r\n\r\n" +
		traces.HeaderRow + "\r\n# event comment\r\n\r\n7,1,2,3,0,-1,4,5,6,start,\r\n9,1,2,3,1,0,4,5,16,div@%bb.0,T"
	r, err := traces.NewReader(strings.NewReader(src), "ok.csv", testIPG)
	if err != nil {
		t.Fatal(err)
	}
	h := r.Header()
	if h.Version != 1 || len(h.Extra) != 1 || h.Extra[0] != (traces.KeyValue{Key: "source", Value: "gem5"}) {
		t.Errorf("header %+v", h)
	}
	got := readAll(t, r)
	want := []traces.Event{
		{Time: 7, Workgroup: 1, Wave: 2, Family: 3, Parent: -1, CU: 4, SIMD: 5, Slot: 6, IPT: tp("start")},
		{Time: 9, Workgroup: 1, Wave: 2, Family: 3, Split: 1, Parent: 0, CU: 4, SIMD: 5, Slot: 16, IPT: tp("div@%bb.0"), Outcome: 'T'},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	if r.Line() != 9 {
		t.Errorf("Line() = %d, want 9", r.Line())
	}
}

func TestReaderTruncatedGzip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.csv.gz")
	w, err := traces.Create(path, testHeader)
	if err != nil {
		t.Fatal(err)
	}
	writeAll(t, w, randomEvents(3, 20000))
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	err = readErrBytes(raw[:len(raw)/2], "t.csv.gz")
	var te *traces.Error
	if !errors.As(err, &te) || te.Line < 12 || !strings.HasSuffix(err.Error(), "unexpected EOF") {
		t.Errorf("truncated gzip: %v", err)
	}
}

func readErrBytes(b []byte, name string) error {
	r, err := traces.NewReader(bytes.NewReader(b), name, testIPG)
	if err != nil {
		return err
	}
	for {
		if _, err := r.Next(); err != nil {
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
}

// TestReaderGzipMembers: a gzip file of two members reads as their
// concatenation (gzip -d's rule); bytes after the last member that are no
// member are called trailing bytes, not an unexpected end.
func TestReaderGzipMembers(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "t.csv.gz")
	w, err := traces.Create(path, testHeader)
	if err != nil {
		t.Fatal(err)
	}
	evs := randomEvents(5, 300)
	writeAll(t, w, evs[:150])
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var tail bytes.Buffer
	zw := gzip.NewWriter(&tail)
	plain := filepath.Join(dir, "t.csv")
	w2, err := traces.Create(plain, testHeader)
	if err != nil {
		t.Fatal(err)
	}
	writeAll(t, w2, evs[150:])
	body, _ := os.ReadFile(plain)
	// The second member holds the second half's event lines (no preamble).
	lines := strings.SplitAfter(string(body), "\n")
	var events []string
	for _, l := range lines {
		if l != "" && l[0] != '#' && !strings.HasPrefix(l, traces.HeaderRow) {
			events = append(events, l)
		}
	}
	zw.Write([]byte(strings.Join(events, "")))
	zw.Close()
	two := append(append([]byte(nil), raw...), tail.Bytes()...)
	r, err := traces.NewReader(bytes.NewReader(two), "two.csv.gz", testIPG)
	if err != nil {
		t.Fatal(err)
	}
	if got := readAll(t, r); len(got) != len(evs) {
		t.Errorf("two members: %d events, want %d", len(got), len(evs))
	}
	err = readErrBytes(append(append([]byte(nil), raw...), "garbage!!"...), "t.csv.gz")
	if err == nil || !strings.Contains(err.Error(), "9 byte(s) after the end of the gzip stream") {
		t.Errorf("trailing bytes: %v", err)
	}
}
