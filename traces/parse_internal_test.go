package traces

import (
	"reflect"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/ipg"
)

// FuzzParseLine: the one-pass parser accepts only lines the field-by-field
// parser reads, and reads them the same.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{
		"0,0,0,0,0,-1,0,0,0,start,",
		"123456789012345678,1,2,3,4,3,5,6,7,div@%bb.0,T",
		"1,1,2,3,1,0,5,6,7,div@%bb.0,N",
		"1,1,2,3,0,-1,5,6,7,div@%bb.0,NN",
		"-1,1,2,3,0,-1,5,6,7,a,",
		"1,1,2,3,0,-2,5,6,7,a,",
		"1,1,2,3,2,-1,5,6,7,a,",
		"1,1,2,3,0,-1,5,6,7,a\rb,",
		"1,1,2,3,0,-1,5,6,7,,",
		"1,1,2,3,0,-1,5,6,7,a,,",
		"9999999999999999999,1,2,3,0,-1,5,6,7,a,",
		"00000000000000000001,1,2,3,0,-1,5,6,7,a,",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.ContainsAny(line, "\n") {
			return
		}
		r := &Reader{name: "x", line: 1, ig: &ipg.Graph{}, ipts: map[string]*ipg.IPT{}}
		for _, n := range []string{"start", "div@%bb.0", "a", "a\rb"} {
			r.ipts[n] = &ipg.IPT{Name: n}
		}
		fast, ok := r.fastParse([]byte(line))
		slow, err := r.slowParse([]byte(line))
		if ok && (err != nil || !reflect.DeepEqual(fast, slow)) {
			t.Fatalf("fast %v, slow %v %v", fast, slow, err)
		}
	})
}
