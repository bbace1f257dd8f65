package cli

import (
	"bytes"
	"math/rand/v2"
	"testing"
)

// TestChunks: what Chunks collects, in writes of every size around its
// 1 MB pieces, is written back byte for byte.
func TestChunks(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var c Chunks
	var want bytes.Buffer
	for _, n := range []int{0, 1, 4096, 1<<20 - 4097, 2, 3 << 20, 5, 1 << 20, 7} {
		p := make([]byte, n)
		for i := range p {
			p[i] = byte(r.IntN(256))
		}
		if m, err := c.Write(p); m != n || err != nil {
			t.Fatalf("Write(%d bytes) = %d, %v", n, m, err)
		}
		want.Write(p)
	}
	var got bytes.Buffer
	if n, err := c.WriteTo(&got); err != nil || n != int64(want.Len()) {
		t.Fatalf("WriteTo = %d, %v; want %d bytes", n, err, want.Len())
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Error("WriteTo wrote other bytes than were written")
	}
	for i, p := range c.parts[:len(c.parts)-1] {
		if len(p) < 1<<20 {
			t.Errorf("piece %d holds %d bytes, under 1 MB, before the last", i, len(p))
		}
	}
}
