package timing

// barrier is the timing side of one workgroup's s_barrier. The functional
// core decides the release: it clears sim.Wave.AtBarrier once every live
// wave of the workgroup (launch waves and splits that have not ended) has
// arrived, so a split's arrival counts and an ended split is not waited
// for. The barrier keeps the arrived waves out of issue until then and lets
// them issue again delay cycles after the release.
type barrier struct {
	waves []*twave // every wave of the workgroup: launch waves and splits
	delay int64
	// waiting counts the waves of waves that wait (twave.waiting): a
	// release with none waiting (every wave's end without a barrier in
	// the kernel) does not look at the waves.
	waiting int
}

// join adds a wave of the workgroup (a launch wave at dispatch, a split
// when it is created).
func (b *barrier) join(w *twave) { b.waves = append(b.waves, w) }

// arrive records that w issued s_barrier (the core has executed it); w
// waits unless its arrival released the barrier.
func (b *barrier) arrive(w *twave, t int64) {
	if w.w.AtBarrier {
		w.waiting = true
		b.waiting++
	}
	b.release(t)
}

// release wakes the waiting waves whose barrier the core has released (at
// cycle t: the issue of the last arrival, or the s_endpgm that made the
// waves waiting the last live ones).
func (b *barrier) release(t int64) {
	if b.waiting == 0 {
		return
	}
	for _, x := range b.waves {
		if x.waiting && !x.w.AtBarrier {
			x.waiting = false
			b.waiting--
			x.next = max(x.next, t+b.delay)
			x.fam.simd.wakeWave(x)
			if b.waiting == 0 {
				return
			}
		}
	}
}
