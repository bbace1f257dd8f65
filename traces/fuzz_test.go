package traces_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
	"github.com/splitwcet/splitwcet/ipg/exampletest"
	"github.com/splitwcet/splitwcet/traces"
)

// checkPositioned fails unless err is a *traces.Error naming fuzz.csv and
// a line.
func checkPositioned(t *testing.T, err error) {
	t.Helper()
	var te *traces.Error
	if !errors.As(err, &te) {
		t.Fatalf("error %q (%T) is no *traces.Error", err, err)
	}
	if te.File != "fuzz.csv" || te.Line < 1 || !strings.HasPrefix(err.Error(), fmt.Sprintf("fuzz.csv:%d: ", te.Line)) {
		t.Fatalf("error %q names no line of fuzz.csv", err)
	}
}

// FuzzReader: the reader never panics, every error names a line, a trace
// read to its end writes back into a trace that reads the same, and
// analyzing it over the ifelse IPG never panics.
func FuzzReader(f *testing.F) {
	ig := exampletest.IPG(f, "ifelse", ipg.Thesis)
	ok, _ := makeTrace(f, ig, traces.Header{Placement: "thesis", InputSet: "tiny", S: 1, Extra: []traces.KeyValue{{Key: "source", Value: "x"}},
		Code: ifelseCode, Workload: "w.yaml", Workgroups: [3]int{4, 1, 1}, WorkgroupSize: [3]int{128, 1, 1}, HWHash: defaultHash}, ifelseEvents)
	f.Add(ok)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(ok)
	zw.Close()
	f.Add(gz.Bytes())
	f.Add(gz.Bytes()[:gz.Len()/2])
	src, _ := makeTrace(f, exampletest.IPG(f, "divloop", ipg.Thesis), traces.Header{Placement: "thesis", S: 1}, divloopEvents())
	f.Add(src)
	for _, s := range []string{
		"",
		goodPreamble,
		goodPreamble + "0,0,0,0,0,-1,0,0,0,start\n",
		goodPreamble + "1e3,0,0,0,0,-1,0,0,0,start,\n",
		goodPreamble + "0,0,0,0,0,-1,0,0,0,div@%bb.0,X\n",
		goodPreamble + "100,0,0,0,0,-1,0,0,0,start,\n90,0,0,1,0,-1,0,0,0,start,\n",
		goodPreamble + "-0,0,0,0,1,0,0,0,0,start,\r\n0,0,0,0,0,-1,0,0,0,st\rart,",
		"# kernel: k\n" + traces.HeaderRow + "\n",
		"# splitwcet-trace: 1\n# workgroups: 04x1x1\n# workgroup_size: 1x1\n# code: sha256:\n" + traces.HeaderRow + "\n",
		"#splitwcet-trace:1\n# x: \xff\n" + traces.HeaderRow + "\r\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := traces.NewReader(bytes.NewReader(data), "fuzz.csv", ig)
		if err != nil {
			checkPositioned(t, err)
			return
		}
		var evs []traces.Event
		for {
			e, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				checkPositioned(t, err)
				return
			}
			if len(evs) < 1<<16 {
				evs = append(evs, e)
			}
		}
		if r.Events() > int64(len(evs)) {
			return // too long to compare
		}
		var buf bytes.Buffer
		w, err := traces.NewWriter(&buf, r.Header())
		if err != nil {
			t.Fatalf("header %+v read but not written: %v", r.Header(), err)
		}
		for _, e := range evs {
			if err := w.Write(e); err != nil {
				t.Fatalf("event %v read but not written: %v", e, err)
			}
		}
		w.Close()
		r2, err := traces.NewReader(bytes.NewReader(buf.Bytes()), "fuzz.csv", ig)
		if err != nil {
			t.Fatalf("rewritten trace: %v", err)
		}
		if !reflect.DeepEqual(r2.Header(), r.Header()) {
			t.Fatalf("header %+v rewritten as %+v", r.Header(), r2.Header())
		}
		for i := 0; ; i++ {
			e, err := r2.Next()
			if err == io.EOF {
				if i != len(evs) {
					t.Fatalf("rewritten trace has %d events, want %d", i, len(evs))
				}
				break
			}
			if err != nil {
				t.Fatalf("rewritten trace: %v", err)
			}
			if i >= len(evs) || e != evs[i] {
				t.Fatalf("rewritten event %d = %v", i, e)
			}
		}
		r3, err := traces.NewReader(bytes.NewReader(buf.Bytes()), "fuzz.csv", ig)
		if err != nil {
			t.Fatal(err)
		}
		if st, err := traces.Analyze(r3, ig); err != nil {
			var te *traces.Error
			if !errors.As(err, &te) || te.File != "fuzz.csv" {
				t.Fatalf("analysis error %q names no trace", err)
			}
		} else if st.Events() != int64(len(evs)) {
			t.Fatalf("analysis saw %d events of %d", st.Events(), len(evs))
		}
	})
}
