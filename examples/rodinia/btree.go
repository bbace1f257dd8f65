package rodinia

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"
)

// BTreeOrder is b+tree's DEFAULT_ORDER (common.h, no RD_WG_SIZE given):
// a node holds at most BTreeOrder-1 keys, and findK and findRangeK run
// with BTreeOrder work-items per workgroup.
const BTreeOrder = 256

// KnodeBytes is sizeof(knode) for DEFAULT_ORDER 256: int location, int
// indices[257], int keys[257], bool is_leaf (padded to 4), int num_keys.
const KnodeBytes = 4 + 4*(BTreeOrder+1) + 4*(BTreeOrder+1) + 4 + 4

// Offsets of the knode fields.
const (
	knodeIndices = 4
	knodeKeys    = 4 + 4*(BTreeOrder+1)
	knodeIsLeaf  = knodeKeys + 4*(BTreeOrder+1)
	knodeNumKeys = knodeIsLeaf + 4
)

// btNode is a node of the host's CPU B+ tree: keys sorted; an internal
// node has len(keys)+1 children, a leaf one record value per key.
type btNode struct {
	keys     []int32
	children []*btNode
	values   []int32
	leaf     bool
	parent   *btNode
}

// BTree is a B+ tree of order BTreeOrder built by inserting keys one at a
// time the way b+tree's host does (insert with record value = key,
// duplicates ignored; a full leaf of order-1 keys plus the new one splits
// into cut(order-1) keys and the rest, the right leaf's first key going up;
// a full internal node splits around key cut(order)-1, which goes up; a
// split root makes a new root).
type BTree struct {
	root *btNode
	n    int
}

func cut(n int) int { return (n + 1) / 2 }

// findLeaf descends as the host's find_leaf: child i where i is the number
// of keys ≤ key.
func (t *BTree) findLeaf(key int32) *btNode {
	c := t.root
	for c != nil && !c.leaf {
		i := 0
		for i < len(c.keys) && key >= c.keys[i] {
			i++
		}
		c = c.children[i]
	}
	return c
}

// Insert adds key (with value key) unless it is present.
func (t *BTree) Insert(key int32) {
	if t.root == nil {
		t.root = &btNode{keys: []int32{key}, values: []int32{key}, leaf: true}
		t.n++
		return
	}
	leaf := t.findLeaf(key)
	i := sort.Search(len(leaf.keys), func(i int) bool { return leaf.keys[i] >= key })
	if i < len(leaf.keys) && leaf.keys[i] == key {
		return
	}
	t.n++
	leaf.keys = insertAt(leaf.keys, i, key)
	leaf.values = insertAt(leaf.values, i, key)
	if len(leaf.keys) <= BTreeOrder-1 {
		return
	}
	split := cut(BTreeOrder - 1)
	right := &btNode{leaf: true, parent: leaf.parent,
		keys:   append([]int32(nil), leaf.keys[split:]...),
		values: append([]int32(nil), leaf.values[split:]...)}
	leaf.keys, leaf.values = leaf.keys[:split:split], leaf.values[:split:split]
	t.insertIntoParent(leaf, right.keys[0], right)
}

func (t *BTree) insertIntoParent(left *btNode, key int32, right *btNode) {
	p := left.parent
	if p == nil {
		t.root = &btNode{keys: []int32{key}, children: []*btNode{left, right}}
		left.parent, right.parent = t.root, t.root
		return
	}
	li := 0
	for p.children[li] != left {
		li++
	}
	p.keys = insertAt(p.keys, li, key)
	p.children = insertAt(p.children, li+1, right)
	right.parent = p
	if len(p.keys) <= BTreeOrder-1 {
		return
	}
	split := cut(BTreeOrder)
	kPrime := p.keys[split-1]
	nn := &btNode{parent: p.parent,
		keys:     append([]int32(nil), p.keys[split:]...),
		children: append([]*btNode(nil), p.children[split:]...)}
	p.keys, p.children = p.keys[:split-1:split-1], p.children[:split:split]
	for _, c := range nn.children {
		c.parent = nn
	}
	t.insertIntoParent(p, kPrime, nn)
}

func insertAt[T any](s []T, i int, v T) []T {
	s = append(s, v)
	copy(s[i+1:], s[i:])
	s[i] = v
	return s
}

// Height is the host's height(root): edges from the root to a leaf.
func (t *BTree) Height() int {
	h := 0
	for c := t.root; !c.leaf; c = c.children[0] {
		h++
	}
	return h
}

// GPU is the host's transform_to_cuda: the records array (size records,
// record i the value of the i-th key in leaf order) and the knodes array
// (one KnodeBytes knode per tree node, in breadth-first order from the
// root). A knode holds num_keys = keys+2 keys, INT_MIN first and INT_MAX
// last and in the unused slots up to order-1; an internal knode's indices
// are its children's knode numbers, a leaf's its records' numbers after a
// 0 in slot 0, and slot num_keys-1 holds the next knode's number. Bytes the
// host leaves unset (it fills a malloc'd block) are zero here; the kernels
// read none that matter (docs in ../b+tree/README.md).
func (t *BTree) GPU(size int) (records []int32, knodes []byte, nodes int) {
	records = make([]int32, size)
	var order []*btNode
	for q := []*btNode{t.root}; len(q) > 0; q = q[1:] {
		order = append(order, q[0])
		q = append(q, q[0].children...)
	}
	knodes = make([]byte, len(order)*KnodeBytes)
	put := func(node, off int, v int32) {
		binary.LittleEndian.PutUint32(knodes[node*KnodeBytes+off:], uint32(v))
	}
	next, rec := 1, 0
	for q, n := range order {
		nk := len(n.keys) + 2
		put(q, 0, int32(q))
		if n.leaf {
			knodes[q*KnodeBytes+knodeIsLeaf] = 1
		}
		put(q, knodeNumKeys, int32(nk))
		put(q, knodeKeys, math.MinInt32)
		for i := nk - 1; i < BTreeOrder; i++ {
			put(q, knodeKeys+4*i, math.MaxInt32)
		}
		for i, k := range n.keys {
			put(q, knodeKeys+4*(i+1), k)
		}
		if n.leaf {
			put(q, knodeIndices, 0)
			for i, v := range n.values {
				records[rec] = v
				put(q, knodeIndices+4*(i+1), int32(rec))
				rec++
			}
		} else {
			for i := range n.children {
				put(q, knodeIndices+4*i, int32(next))
				next++
			}
		}
		put(q, knodeIndices+4*(nk-1), int32(q+1))
	}
	return records, knodes, len(order)
}

// BTreeKeys is our input file for "b+tree file F" with n elements: the
// number n, then n distinct keys, the first n of the numbers 0..2n-1
// shuffled (Fisher-Yates, j = rand()%(i+1) for i from 2n-1 down, with
// glibc's rand() after srand(seed)). The host draws its queries in
// [0, n], so about half of them find a key.
func BTreeKeys(n int, seed uint32) []int32 {
	g := NewGlibcRand(seed)
	v := make([]int32, 2*n)
	for i := range v {
		v[i] = int32(i)
	}
	for i := len(v) - 1; i > 0; i-- {
		j := g.Rand() % int32(i+1)
		v[i], v[j] = v[j], v[i]
	}
	return v[:n]
}

// BTreeBuild inserts keys in file order, as the host reads them.
func BTreeBuild(keys []int32) *BTree {
	t := &BTree{}
	for _, k := range keys {
		t.Insert(k)
	}
	return t
}

// BTreeQueries are the queries the host draws for the command file
// "j COUNT RSIZE" then "k COUNT" with the data file's size, with glibc's
// rand() unseeded (the host calls no srand: seed 1). The host's command
// parser reads the number after "j" twice (its pointer does not move past
// COUNT), so the range size is COUNT, not RSIZE. For each range query:
// start = (int)(rand()/(float)RAND_MAX·size), end = start + rsize, and when
// end ≥ size, start -= end - size and end = size-1. For each key query:
// key = (int)(rand()/(float)RAND_MAX·size), drawn after the range queries.
func BTreeQueries(size, count int) (start, end, keys []int32) {
	g := NewGlibcRand(1)
	draw := func() int32 {
		return int32(float32(g.Rand()) / float32(math.MaxInt32) * float32(size))
	}
	rsize := int32(count)
	for i := 0; i < count; i++ {
		s := draw()
		e := s + rsize
		if e >= int32(size) {
			s -= e - int32(size)
			e = int32(size) - 1
		}
		start, end = append(start, s), append(end, e)
	}
	for i := 0; i < count; i++ {
		keys = append(keys, draw())
	}
	return start, end, keys
}

// BTreeFind is the reference of findK: per query the record value of the
// key (the key itself), -1 when the tree does not hold it.
func BTreeFind(treeKeys, queries []int32) []int32 {
	rank := btRank(treeKeys)
	ans := make([]int32, len(queries))
	for i, q := range queries {
		ans[i] = -1
		if _, ok := rank[q]; ok {
			ans[i] = q
		}
	}
	return ans
}

// BTreeFindRange is the reference of findRangeK: per query the record
// number of its start key (its rank among the tree's keys; 0, the initial
// value, when absent) and the length rank(end) - recstart + 1 (0 when end
// is absent).
func BTreeFindRange(treeKeys, start, end []int32) (recstart, reclen []int32) {
	rank := btRank(treeKeys)
	recstart, reclen = make([]int32, len(start)), make([]int32, len(start))
	for i := range start {
		if r, ok := rank[start[i]]; ok {
			recstart[i] = r
		}
		if r, ok := rank[end[i]]; ok {
			reclen[i] = r - recstart[i] + 1
		}
	}
	return recstart, reclen
}

func btRank(keys []int32) map[int32]int32 {
	s := append([]int32(nil), keys...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	rank := map[int32]int32{}
	for _, k := range s {
		if _, ok := rank[k]; !ok {
			rank[k] = int32(len(rank))
		}
	}
	return rank
}

// BTreeInput is everything the host hands findK and findRangeK for our
// data file of n elements (BTreeKeys(n, 7)) and command file "j COUNT
// COUNT" / "k COUNT".
type BTreeInput struct {
	Keys              []int32 // the data file's keys, in order
	Height, Nodes     int
	Records           []int32
	Knodes            []byte
	Start, End, Query []int32
}

// BTreeCount is the number of queries of each command of our command file.
const BTreeCount = 16

// NewBTreeInput builds the tree and the queries for n elements.
func NewBTreeInput(n int) *BTreeInput {
	in := &BTreeInput{Keys: BTreeKeys(n, 7)}
	t := BTreeBuild(in.Keys)
	if t.n != n {
		panic(fmt.Sprintf("b+tree: %d distinct keys of %d", t.n, n))
	}
	in.Height = t.Height()
	in.Records, in.Knodes, in.Nodes = t.GPU(n)
	in.Start, in.End, in.Query = BTreeQueries(n, BTreeCount)
	return in
}

// btreeInputs are the committed b+tree inputs: for 100 elements (the
// thesis' small input, Table 6.1) and 1000 (its medium one), our data file
// in the host's format, the records and knodes arrays the host copies to
// the device, and the queries of our command file.
func btreeInputs() []InputFile {
	var files []InputFile
	files = append(files, InputFile{"b+tree/command.txt", []byte(fmt.Sprintf("j %d %d\nk %d\n", BTreeCount, BTreeCount, BTreeCount))})
	for _, n := range []int{100, 1000} {
		in := NewBTreeInput(n)
		data := fmt.Sprintf("%d\n", n)
		for _, k := range in.Keys {
			data += fmt.Sprintf("%d\n", k)
		}
		files = append(files,
			InputFile{fmt.Sprintf("b+tree/data%d.txt", n), []byte(data)},
			InputFile{fmt.Sprintf("b+tree/records%d.bin", n), I32Bytes(in.Records)},
			InputFile{fmt.Sprintf("b+tree/knodes%d.bin", n), in.Knodes},
			InputFile{fmt.Sprintf("b+tree/keys%d.bin", n), I32Bytes(in.Query)},
			InputFile{fmt.Sprintf("b+tree/start%d.bin", n), I32Bytes(in.Start)},
			InputFile{fmt.Sprintf("b+tree/end%d.bin", n), I32Bytes(in.End)})
	}
	return files
}
