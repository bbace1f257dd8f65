package roles

// regs is the register state of an mstate: the 64-bit values known as
// masks, by register key (mask.go), as a slice sorted by key. A state
// holds a handful of registers (EXEC, the split mask, VCC and the SGPR
// pairs live at that point), is copied at every block (pass.through) and
// compared at every join: a short sorted slice copies in one allocation,
// compares element by element and lists its keys in order, which joins
// need for a deterministic variable order (a map did all three slowly).
type regs []regVal

type regVal struct {
	k int
	v node
}

// find returns the index of key k, or where it would go.
func (r regs) find(k int) (int, bool) {
	lo, hi := 0, len(r)
	for lo < hi {
		m := (lo + hi) / 2
		if r[m].k < k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(r) && r[lo].k == k
}

// get returns the value of key k, if known.
func (r regs) get(k int) (node, bool) {
	if i, ok := r.find(k); ok {
		return r[i].v, true
	}
	return 0, false
}

// set makes v the value of key k.
func (r *regs) set(k int, v node) {
	i, ok := r.find(k)
	if ok {
		(*r)[i].v = v
		return
	}
	*r = append(*r, regVal{})
	copy((*r)[i+1:], (*r)[i:])
	(*r)[i] = regVal{k, v}
}

// del forgets key k.
func (r *regs) del(k int) {
	if i, ok := r.find(k); ok {
		*r = append((*r)[:i], (*r)[i+1:]...)
	}
}

func (r regs) equal(t regs) bool {
	if len(r) != len(t) {
		return false
	}
	for i := range r {
		if r[i] != t[i] {
			return false
		}
	}
	return true
}
