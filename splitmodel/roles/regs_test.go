package roles

import (
	"math/rand/v2"
	"sort"
	"testing"
)

// TestRegsAgainstMap checks the sorted register slice against a map under
// random sets, deletes and copies: same contents, keys always in order.
func TestRegsAgainstMap(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for round := 0; round < 200; round++ {
		var s regs
		m := map[int]node{}
		for op := 0; op < 60; op++ {
			k := r.IntN(20) - 3
			switch r.IntN(3) {
			case 0, 1:
				v := node(r.IntN(1000))
				s.set(k, v)
				m[k] = v
			case 2:
				s.del(k)
				delete(m, k)
			}
			if r.IntN(10) == 0 {
				c := (&mstate{regs: s}).clone().regs
				if !c.equal(s) {
					t.Fatalf("a clone differs: %v, %v", c, s)
				}
				s = c
			}
		}
		if len(s) != len(m) || !sort.SliceIsSorted(s, func(i, j int) bool { return s[i].k < s[j].k }) {
			t.Fatalf("regs %v, map %v", s, m)
		}
		for k, v := range m {
			if w, ok := s.get(k); !ok || w != v {
				t.Fatalf("key %d: %d, %v; want %d", k, w, ok, v)
			}
		}
	}
}

// TestVarKeyPack checks that packed keys are distinct for distinct keys
// and that keys out of the packed ranges are left to the struct map.
func TestVarKeyPack(t *testing.T) {
	seen := map[uint64]varKey{}
	for _, kind := range []varKind{varLaunch, varDef, varRead, varMerge, varInit} {
		for _, block := range []int{-1, 0, 1, 594, 1<<21 - 2} {
			for _, index := range []int{-1, 0, 3, 1<<22 - 2} {
				for _, reg := range []int{-103, -3, -2, -1, 0, 105, 1105, 2047} {
					k := varKey{kind: kind, block: block, index: index, reg: reg}
					p, ok := k.pack()
					if !ok {
						t.Fatalf("%+v does not pack", k)
					}
					if o, dup := seen[p]; dup {
						t.Fatalf("%+v and %+v pack to %#x", k, o, p)
					}
					seen[p] = k
				}
			}
		}
	}
	for _, k := range []varKey{{kind: varConst, block: -1, val: 5}, {kind: varDef, block: 1 << 21}, {kind: varDef, index: 1 << 22}, {kind: varDef, reg: 2048}, {kind: varDef, reg: -2049}} {
		if _, ok := k.pack(); ok {
			t.Errorf("%+v packs", k)
		}
	}
	d := newBDD()
	defer d.release()
	for _, k := range []varKey{{kind: varConst, block: -1, val: 5}, {kind: varDef, block: 1, index: 2, reg: 3}, {kind: varDef, reg: 4000}} {
		if a, b := d.varOf(k), d.varOf(k); a != b {
			t.Errorf("%+v: two variables", k)
		}
	}
}
