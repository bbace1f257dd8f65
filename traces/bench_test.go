package traces_test

import (
	"bytes"
	"compress/gzip"
	"flag"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/traces"
)

var benchTrace = flag.String("benchtrace", "", "also write the benchmarks' generated trace to this file (to compare with wc -l)")

// genIfelseTrace writes a valid trace of the ifelse kernel: batches of 40
// launch wavefronts (10 workgroups of 4) running concurrently, about a
// third of them splitting at the first branch, until the output reaches
// size bytes.
func genIfelseTrace(w io.Writer, size int, ig *ipg.Graph) error {
	cw := &countWriter{w: w}
	tw, err := traces.NewWriter(cw, traces.Header{
		Kernel: "_Z6ifelsePKiPi", Placement: "thesis", InputSet: "bench", S: 1, Mode: traces.ModeParallel, Seed: 1, HW: "10 CUs",
	})
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var batch []traces.Event
	var base int64
	for fam := 0; cw.n < int64(size); {
		batch = batch[:0]
		end := base
		for k := 0; k < 40; k, fam = k+1, fam+1 {
			wg, wave := fam/4, fam%4
			e := traces.Event{Workgroup: wg, Wave: wave, Family: fam, Parent: -1, CU: k / 4 % 10, SIMD: wave, Slot: k / 16}
			t := base + int64(k*4)
			add := func(ipt string, o byte, dt int64) {
				t += dt
				e.Time, e.IPT, e.Outcome = t, ig.IPT(ipt), o
				batch = append(batch, e)
				end = max(end, t)
			}
			add("start", 0, 0)
			add("div@%bb.0", 'N', 20+rng.Int64N(10))
			if rng.IntN(3) == 0 {
				c, ct := e, t // the child, born at the branch
				c.Split, c.Parent, c.Slot, c.Outcome = 1, 0, c.Slot+10, 'T'
				batch = append(batch, c)
				for _, s := range []struct {
					ipt string
					o   byte
					dt  int64
				}{{"div@.LBB0_2", 'N', 15}, {"join@.LBB0_4", 0, 100 + rng.Int64N(50)}, {"end", 0, 60}} {
					ct += s.dt
					c.Time, c.IPT, c.Outcome = ct, ig.IPT(s.ipt), s.o
					batch = append(batch, c)
					end = max(end, ct)
				}
				add("div@.LBB0_2", 'T', 100+rng.Int64N(50))
				add("join@.LBB0_4", 0, 10)
			} else {
				add("div@.LBB0_2", 'N', 100+rng.Int64N(50))
				add("join@.LBB0_4", 0, 100+rng.Int64N(50))
			}
			add("end", 0, 40+rng.Int64N(30))
		}
		slices.SortStableFunc(batch, func(a, b traces.Event) int {
			switch {
			case a.Time != b.Time:
				return int(a.Time - b.Time)
			case a.Family != b.Family:
				return a.Family - b.Family
			}
			return a.Split - b.Split
		})
		for _, e := range batch {
			if err := tw.Write(e); err != nil {
				return err
			}
		}
		base = end + 1
	}
	return tw.Close()
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

var benchData struct {
	plain, gz []byte
}

func benchInput(b *testing.B) ([]byte, []byte) {
	b.Helper()
	if benchData.plain == nil {
		var buf bytes.Buffer
		if err := genIfelseTrace(&buf, 32<<20, exampletest.IPG(b, "ifelse", ipg.Thesis)); err != nil {
			b.Fatal(err)
		}
		benchData.plain = buf.Bytes()
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(benchData.plain)
		zw.Close()
		benchData.gz = gz.Bytes()
		if *benchTrace != "" {
			if err := os.WriteFile(*benchTrace, benchData.plain, 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	return benchData.plain, benchData.gz
}

func readCount(b *testing.B, data []byte) int64 {
	r, err := traces.NewReader(bytes.NewReader(data), "bench.csv", exampletest.IPG(b, "ifelse", ipg.Thesis))
	if err != nil {
		b.Fatal(err)
	}
	var n int64
	for {
		_, err := r.Next()
		if err == io.EOF {
			return n
		}
		if err != nil {
			b.Fatal(err)
		}
		n++
	}
}

// BenchmarkReader reads a 32 MiB trace (MB/s of plain CSV; the target is
// >= 100 MB/s per core).
func BenchmarkReader(b *testing.B) {
	plain, _ := benchInput(b)
	b.SetBytes(int64(len(plain)))
	b.ReportAllocs()
	b.ResetTimer()
	var n int64
	for b.Loop() {
		n = readCount(b, plain)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mevents/s")
}

// BenchmarkReaderGzip reads the same trace gzip-compressed (MB/s of the
// decompressed CSV).
func BenchmarkReaderGzip(b *testing.B) {
	plain, gz := benchInput(b)
	b.SetBytes(int64(len(plain)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		readCount(b, gz)
	}
}

// BenchmarkAnalyze reads the trace and computes its segment statistics over
// the ifelse IPG.
func BenchmarkAnalyze(b *testing.B) {
	plain, _ := benchInput(b)
	ig := exampletest.IPG(b, "ifelse", ipg.Thesis)
	b.SetBytes(int64(len(plain)))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		r, err := traces.NewReader(bytes.NewReader(plain), "bench.csv", ig)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := traces.Analyze(r, ig); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWriter writes events (MB/s of output).
func BenchmarkWriter(b *testing.B) {
	evs := randomEvents(9, 100000)
	var size int64
	for _, e := range evs {
		size += int64(len(e.String()) + 1)
	}
	b.SetBytes(size)
	b.ReportAllocs()
	for b.Loop() {
		w, _ := traces.NewWriter(io.Discard, traces.Header{})
		for _, e := range evs {
			if err := w.Write(e); err != nil {
				b.Fatal(err)
			}
		}
		w.Close()
	}
}

// TestGeneratedTraceAnalyzes keeps the benchmarks' generator honest: a
// small generated trace is a valid ifelse trace.
func TestGeneratedTraceAnalyzes(t *testing.T) {
	var buf bytes.Buffer
	ig := exampletest.IPG(t, "ifelse", ipg.Thesis)
	if err := genIfelseTrace(&buf, 64<<10, ig); err != nil {
		t.Fatal(err)
	}
	r, err := traces.NewReader(&buf, "gen.csv", ig)
	if err != nil {
		t.Fatal(err)
	}
	st, err := traces.Analyze(r, ig)
	if err != nil {
		t.Fatal(err)
	}
	if st.NumSplits() == 0 || st.Traces[0].Ended != len(st.Streams) || st.Edges[1].Count == 0 {
		t.Errorf("generated trace: %d streams, %d splits, %d ended", len(st.Streams), st.NumSplits(), st.Traces[0].Ended)
	}
}
