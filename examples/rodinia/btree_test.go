package rodinia

import (
	"encoding/binary"
	"math"
	"sort"
	"testing"
)

func knodeField(kn []byte, node, off int) int32 {
	return int32(binary.LittleEndian.Uint32(kn[node*KnodeBytes+off:]))
}

// 300 keys inserted in increasing order: the 256th splits the full leaf
// (255 keys + 1) into cut(255) = 128 keys (0..127) and 128 (128..255), key
// 128 goes up into a new root; keys 256..299 join the right leaf. The GPU
// layout by hand: knode 0 the root with keys INT_MIN, 128, INT_MAX and
// children 1, 2; knode 1 the left leaf (records 0..127), knode 2 the right
// one (records 128..299); slot num_keys-1 of each holds the next knode.
func TestBTreeByHand(t *testing.T) {
	keys := make([]int32, 300)
	for i := range keys {
		keys[i] = int32(i)
	}
	tr := BTreeBuild(keys)
	if tr.Height() != 1 {
		t.Fatalf("height %d, want 1", tr.Height())
	}
	rec, kn, nodes := tr.GPU(300)
	if nodes != 3 || len(kn) != 3*KnodeBytes || KnodeBytes != 2068 {
		t.Fatalf("%d knodes, %d bytes, knode %d bytes", nodes, len(kn), KnodeBytes)
	}
	for i, r := range rec {
		if r != int32(i) {
			t.Fatalf("record %d = %d", i, r)
		}
	}
	type want struct {
		node, off int
		v         int32
	}
	for _, w := range []want{
		{0, 0, 0}, {0, knodeNumKeys, 3}, {0, knodeKeys, math.MinInt32}, {0, knodeKeys + 4, 128},
		{0, knodeKeys + 8, math.MaxInt32}, {0, knodeKeys + 4*255, math.MaxInt32},
		{0, knodeIndices, 1}, {0, knodeIndices + 4, 2}, {0, knodeIndices + 8, 1}, {0, knodeIsLeaf, 0},
		{1, 0, 1}, {1, knodeNumKeys, 130}, {1, knodeKeys + 4, 0}, {1, knodeKeys + 4*128, 127},
		{1, knodeKeys + 4*129, math.MaxInt32}, {1, knodeIndices, 0}, {1, knodeIndices + 4, 0},
		{1, knodeIndices + 4*128, 127}, {1, knodeIndices + 4*129, 2}, {1, knodeIsLeaf, 1},
		{2, knodeNumKeys, 174}, {2, knodeKeys + 4, 128}, {2, knodeKeys + 4*172, 299},
		{2, knodeIndices + 4, 128}, {2, knodeIndices + 4*172, 299}, {2, knodeIndices + 4*173, 3},
	} {
		if got := knodeField(kn, w.node, w.off); got != w.v {
			t.Errorf("knode %d offset %d = %d, want %d", w.node, w.off, got, w.v)
		}
	}
	// Duplicates are ignored.
	tr.Insert(5)
	if tr.n != 300 {
		t.Errorf("%d keys after a duplicate", tr.n)
	}
}

// findK's descent in Go on the device layout: at each of height levels the
// slot i with keys[i] ≤ key < keys[i+1] gives the next knode
// (indices[i]); in the leaf the slot with keys[i] == key gives the record.
func emulateFindK(kn []byte, records []int32, height int, key int32) int32 {
	node := 0
	for l := 0; l < height; l++ {
		for i := 0; i < BTreeOrder; i++ {
			if knodeField(kn, node, knodeKeys+4*i) <= key && knodeField(kn, node, knodeKeys+4*(i+1)) > key {
				node = int(knodeField(kn, node, knodeIndices+4*i))
				break
			}
		}
	}
	for i := 0; i < BTreeOrder; i++ {
		if knodeField(kn, node, knodeKeys+4*i) == key {
			return records[knodeField(kn, node, knodeIndices+4*i)]
		}
	}
	return -1
}

// The B+ tree invariants after many insertions (40000 increasing keys
// split internal nodes too: height 2; and random orders), and the device
// layout answers every query as the key-set reference does.
func TestBTreeProperties(t *testing.T) {
	inc := make([]int32, 40000)
	for i := range inc {
		inc[i] = int32(3 * i)
	}
	for _, keys := range [][]int32{inc, BTreeKeys(100, 7), BTreeKeys(1000, 7), BTreeKeys(20000, 3)} {
		tr := BTreeBuild(keys)
		var walk func(n *btNode, depth int, lo, hi int64)
		leafDepth := -1
		walk = func(n *btNode, depth int, lo, hi int64) {
			if !sort.SliceIsSorted(n.keys, func(i, j int) bool { return n.keys[i] < n.keys[j] }) || len(n.keys) > BTreeOrder-1 {
				t.Fatalf("%d keys: node keys unsorted or too many (%d)", len(keys), len(n.keys))
			}
			for _, k := range n.keys {
				if int64(k) < lo || int64(k) >= hi {
					t.Fatalf("key %d outside [%d, %d)", k, lo, hi)
				}
			}
			if n.leaf {
				if leafDepth >= 0 && leafDepth != depth {
					t.Fatalf("leaves at depths %d and %d", leafDepth, depth)
				}
				leafDepth = depth
				return
			}
			if len(n.children) != len(n.keys)+1 {
				t.Fatalf("%d children for %d keys", len(n.children), len(n.keys))
			}
			for i, c := range n.children {
				l, h := lo, hi
				if i > 0 {
					l = int64(n.keys[i-1])
				}
				if i < len(n.keys) {
					h = int64(n.keys[i])
				}
				if c.parent != n {
					t.Fatal("wrong parent")
				}
				walk(c, depth+1, l, h)
			}
		}
		walk(tr.root, 0, math.MinInt64, math.MaxInt64)
		if leafDepth != tr.Height() {
			t.Errorf("leaf depth %d, height %d", leafDepth, tr.Height())
		}
		if len(keys) == 40000 && tr.Height() != 2 {
			t.Errorf("40000 increasing keys: height %d, want 2", tr.Height())
		}
		rec, kn, _ := tr.GPU(len(keys))
		queries := []int32{-1, 0, 1, 2, 3, keys[0], keys[len(keys)-1], keys[len(keys)/2], 120000}
		for q := int32(0); q < 400; q += 7 {
			queries = append(queries, q)
		}
		want := BTreeFind(keys, queries)
		for i, q := range queries {
			if got := emulateFindK(kn, rec, tr.Height(), q); got != want[i] {
				t.Errorf("%d keys: key %d: layout gives %d, reference %d", len(keys), q, got, want[i])
			}
		}
	}
}

// The host's queries for size 100, by hand: srand(1)'s first rand() is
// 1804289383, (float)1804289383 / (float)RAND_MAX = 0.8401877..., times
// 100 = 84: the first range starts at 84, ends at 84+16 = 100 ≥ 100, so it
// becomes [84, 99]. The key queries follow the 16 range draws.
func TestBTreeQueries(t *testing.T) {
	start, end, keys := BTreeQueries(100, 16)
	if len(start) != 16 || len(keys) != 16 || start[0] != 84 || end[0] != 99 {
		t.Fatalf("start %v end %v", start, end)
	}
	g := NewGlibcRand(1)
	for i := 0; i < 16; i++ {
		g.Rand()
	}
	if k := int32(float32(g.Rand()) / float32(math.MaxInt32) * 100); keys[0] != k {
		t.Errorf("first key %d, want %d", keys[0], k)
	}
	for i := range start {
		if end[i] >= 100 || start[i] < 0 || (end[i] != start[i]+16 && end[i] != 99) {
			t.Errorf("range %d: [%d, %d]", i, start[i], end[i])
		}
	}
	// Distinct keys 0..2n-1.
	k := BTreeKeys(100, 7)
	seen := map[int32]bool{}
	for _, v := range k {
		if v < 0 || v >= 200 || seen[v] {
			t.Fatalf("BTreeKeys: %d repeated or out of range", v)
		}
		seen[v] = true
	}
	// References by hand on keys {2, 5, 9}: ranks 0, 1, 2.
	if a := BTreeFind([]int32{9, 2, 5}, []int32{5, 6}); a[0] != 5 || a[1] != -1 {
		t.Errorf("BTreeFind %v", a)
	}
	rs, rl := BTreeFindRange([]int32{9, 2, 5}, []int32{2, 3, 5}, []int32{9, 9, 7})
	if rs[0] != 0 || rl[0] != 3 || rs[1] != 0 || rl[1] != 3 || rs[2] != 1 || rl[2] != 0 {
		t.Errorf("BTreeFindRange %v %v", rs, rl)
	}
}
