package sim

// Owner tracking (TrackOwners): a timing model that runs the CUs of a launch
// one after another instead of cycle by cycle (traces/sim/timing, "CU-major
// order") gets the same values only if no CU reads or writes a word of global
// memory that another CU writes. Then each CU reads initial values or its
// own writes, whatever order the CUs run in, and every word's final value
// is its one writer's last. The machine checks that condition per 4-byte
// word of every allocation, whatever path an access takes (Wave.globalRW
// and the one-region fast paths of gfx9_mem.go).
//
// A word's state is one byte: 0 untouched; owner+1 (1..maxOwners) touched
// by that owner only, with ownerWrote set once it wrote; ownerShared read
// by two owners or more and written by none.
const (
	ownerWrote  = 0x80
	ownerShared = 0x7f
	// MaxOwners bounds the owner ids SetOwner takes: 0 <= id < MaxOwners.
	MaxOwners = ownerShared - 1
)

// owners is the state of TrackOwners: the current owner's byte and
// whether a conflict was seen. The words' states are in each Region
// (Region.owners), made on the region's first tracked access.
type owners struct {
	cur      uint8 // owner id + 1
	conflict bool
}

// TrackOwners starts attributing every access to global memory (buffers,
// data sections, the kernarg segment, the dispatch packet) to the owner
// SetOwner names, owner 0 until then; the states of an earlier tracking
// are dropped. LDS and scratch are the wave's workgroup's and the wave's
// own, and are not tracked.
func (m *Machine) TrackOwners() {
	for _, r := range m.Mem.regions {
		r.owners = nil
	}
	m.owners = &owners{cur: 1}
}

// SetOwner attributes the accesses that follow to owner id, 0 <= id <
// MaxOwners (a CU's index); it panics outside that range or before
// TrackOwners, both a caller's bug.
func (m *Machine) SetOwner(id int) {
	if id < 0 || id >= MaxOwners {
		panic("sim: SetOwner: owner out of range")
	}
	m.owners.cur = uint8(id + 1)
}

// OwnersConflict reports whether, since TrackOwners, some word of global
// memory was written by one owner and read or written by another (false
// when not tracking).
func (m *Machine) OwnersConflict() bool { return m.owners != nil && m.owners.conflict }

// note records an access of n bytes at offset off of r (off < 0 in the
// bytes before a padded buffer's data) that reads, writes, or both. It
// runs for every lane of every tracked access: the owner's own word, the
// common case, is tested first.
func (o *owners) note(r *Region, off, n int, write bool) {
	sh := r.owners
	if sh == nil {
		sh = make([]uint8, (len(r.span)+3)/4)
		r.owners = sh
	}
	var wrote uint8
	if write {
		wrote = ownerWrote
	}
	at := uint(r.pre + off)
	for k, last := at/4, (at+uint(n)-1)/4; k <= last && k < uint(len(sh)); k++ {
		switch s := sh[k]; {
		case s&^ownerWrote == o.cur:
			sh[k] = s | wrote
		case s == 0:
			sh[k] = o.cur | wrote
		case wrote != 0 || s&ownerWrote != 0:
			o.conflict = true
		default: // a read of a word another owner (or several) only read
			sh[k] = ownerShared
		}
	}
}
