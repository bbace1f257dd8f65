package choose

import (
	"fmt"
	"runtime"
	"sort"
	"sync"

	"github.com/splitwcet/splitwcet/splitmodel/roles"
)

// SearchOptions tune Search. Zero values take the defaults.
type SearchOptions struct {
	// Exhaustive: with at most this many candidates every subset is
	// predicted (2^n markings). Default 10.
	Exhaustive int
	// Screen: with more candidates than Exhaustive, the greedy search
	// considers only the Screen candidates with the largest RegionGain
	// (ties: layout order). Default 24; negative: no screening.
	Screen int
	// MaxMarks caps the marks the greedy search adds (default: no cap
	// beyond the screened candidates).
	MaxMarks int
	// Workers predict markings concurrently (0: GOMAXPROCS). The result
	// does not depend on it.
	Workers int
}

func (o SearchOptions) withDefaults() SearchOptions {
	if o.Exhaustive == 0 {
		o.Exhaustive = 10
	}
	if o.Exhaustive > 20 {
		o.Exhaustive = 20
	}
	if o.Screen == 0 {
		o.Screen = 24
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	return o
}

// SearchResult is what Search found.
type SearchResult struct {
	// Method is "exhaustive", "greedy" or "none" (no candidate).
	Method string
	// Pool are the candidates searched (after screening), by index.
	Pool []int
	// Gains are the screening estimates (RegionGain) of every candidate.
	Gains []int64
	// Evaluated counts the distinct markings predicted.
	Evaluated int
	// Ranked are the distinct predicted markings, best first (in the order
	// of better).
	Ranked []*Prediction
}

// Best is the best predicted marking.
func (r *SearchResult) Best() *Prediction { return r.Ranked[0] }

// Search looks for the marking with the smallest predicted bound.
//
// With at most Exhaustive candidates it predicts every subset. Otherwise
// it screens the candidates by RegionGain (the Screen largest) and runs a
// greedy search from the empty marking: each round predicts the current
// marking plus each screened candidate not in it and keeps the best while
// it improves (and MaxMarks allows); then a removal pass drops a mark
// while that improves, and the greedy resumes, until neither helps.
// Markings are ordered by better: the predicted bound, then the secondary
// prediction (Model.Secondary), the mean role term, fewer marks and lower
// candidate indexes; "improves" means comes first in that order. The
// result is deterministic whatever Workers.
func (m *Model) Search(opt SearchOptions) (*SearchResult, error) {
	opt = opt.withDefaults()
	m.init()
	res := &SearchResult{Gains: make([]int64, len(m.Cands))}
	for i, c := range m.Cands {
		res.Gains[i] = regionGain(m.IPG, m.out, c, m.Weights)
	}
	seen := map[string]*Prediction{}
	eval := func(mks []Marking) ([]*Prediction, error) {
		ps, err := m.predictAll(mks, opt.Workers)
		if err != nil {
			return nil, err
		}
		for _, p := range ps {
			seen[p.Marking.Key()] = p
		}
		return ps, nil
	}
	all := make([]int, len(m.Cands))
	for i := range all {
		all[i] = i
	}
	switch {
	case len(m.Cands) == 0:
		res.Method = "none"
		if _, err := eval([]Marking{nil}); err != nil {
			return nil, err
		}
	case len(m.Cands) <= opt.Exhaustive:
		res.Method = "exhaustive"
		res.Pool = all
		n := len(m.Cands)
		mks := make([]Marking, 0, 1<<n)
		for bits := 0; bits < 1<<n; bits++ {
			var mk Marking
			for i := 0; i < n; i++ {
				if bits&(1<<i) != 0 {
					mk = append(mk, i)
				}
			}
			mks = append(mks, mk)
		}
		if _, err := eval(mks); err != nil {
			return nil, err
		}
	default:
		res.Method = "greedy"
		res.Pool = all
		if opt.Screen > 0 && opt.Screen < len(all) {
			pool := append([]int(nil), all...)
			sort.SliceStable(pool, func(a, b int) bool { return res.Gains[pool[a]] > res.Gains[pool[b]] })
			pool = pool[:opt.Screen]
			sort.Ints(pool)
			res.Pool = pool
		}
		if err := m.greedy(res.Pool, opt, eval); err != nil {
			return nil, err
		}
	}
	for _, p := range seen {
		res.Ranked = append(res.Ranked, p)
	}
	sortPredictions(res.Ranked)
	res.Evaluated = len(res.Ranked)
	return res, nil
}

func sortPredictions(ps []*Prediction) {
	sort.Slice(ps, func(a, b int) bool { return better(ps[a], ps[b]) })
}

// better reports whether p beats q: a smaller bound; ties: a smaller
// secondary prediction, a smaller mean role term, fewer marks, lower
// indexes.
func better(p, q *Prediction) bool {
	if p.Bound != q.Bound {
		return p.Bound < q.Bound
	}
	if p.Secondary != q.Secondary {
		return p.Secondary < q.Secondary
	}
	if p.Mean != q.Mean {
		return p.Mean < q.Mean
	}
	return p.Marking.less(q.Marking)
}

// gains reports whether p improves on q: a smaller bound, or the same
// bound with a smaller secondary prediction, or both the same with a
// smaller mean role term.
func gains(p, q *Prediction) bool {
	if p.Bound != q.Bound {
		return p.Bound < q.Bound
	}
	if p.Secondary != q.Secondary {
		return p.Secondary < q.Secondary
	}
	return p.Mean < q.Mean
}

func (m *Model) greedy(pool []int, opt SearchOptions, eval func([]Marking) ([]*Prediction, error)) error {
	ps, err := eval([]Marking{nil})
	if err != nil {
		return err
	}
	cur := ps[0]
	maxMarks := len(pool)
	if opt.MaxMarks > 0 {
		maxMarks = min(maxMarks, opt.MaxMarks)
	}
	for {
		// Forward: add the best candidate while it strictly helps.
		for len(cur.Marking) < maxMarks {
			var mks []Marking
			for _, i := range pool {
				if !cur.Marking.Has(i) {
					mks = append(mks, cur.Marking.with(i))
				}
			}
			if len(mks) == 0 {
				break
			}
			ps, err := eval(mks)
			if err != nil {
				return err
			}
			best := ps[0]
			for _, p := range ps[1:] {
				if better(p, best) {
					best = p
				}
			}
			if !gains(best, cur) {
				break
			}
			cur = best
		}
		// Removal: drop a mark while that strictly helps.
		dropped := false
		for len(cur.Marking) > 0 {
			var mks []Marking
			for _, i := range cur.Marking {
				mks = append(mks, cur.Marking.without(i))
			}
			ps, err := eval(mks)
			if err != nil {
				return err
			}
			best := ps[0]
			for _, p := range ps[1:] {
				if better(p, best) {
					best = p
				}
			}
			if !gains(best, cur) {
				break
			}
			cur, dropped = best, true
		}
		if !dropped {
			return nil
		}
	}
}

// predictAll predicts markings with up to workers goroutines; the result
// is in the order of mks.
func (m *Model) predictAll(mks []Marking, workers int) ([]*Prediction, error) {
	out := make([]*Prediction, len(mks))
	errs := make([]error, len(mks))
	if workers <= 1 || len(mks) == 1 {
		for i, mk := range mks {
			if out[i], errs[i] = m.Predict(mk); errs[i] != nil {
				return nil, m.markingErr(mk, errs[i])
			}
		}
		return out, nil
	}
	ch := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(workers, len(mks)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range ch {
				out[i], errs[i] = m.Predict(mks[i])
			}
		}()
	}
	for i := range mks {
		ch <- i
	}
	close(ch)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, m.markingErr(mks[i], err)
		}
	}
	return out, nil
}

func (m *Model) markingErr(mk Marking, err error) error {
	return fmt.Errorf("predicting the marking %s: %w", m.Describe(mk), err)
}

// Describe names a marking's branches: "{%bb.0, .LBB0_4}", "{}".
func (m *Model) Describe(mk Marking) string {
	s := "{"
	for i, x := range mk {
		if i > 0 {
			s += ", "
		}
		if x >= 0 && x < len(m.Cands) {
			s += m.Cands[x].Label()
		} else {
			s += fmt.Sprintf("#%d", x)
		}
	}
	return s + "}"
}

// FirstS is the marking of every candidate: a wavefront then splits at the
// first S candidates it executes with a divergent mask (Theorem 5.2.2).
func (m *Model) FirstS() Marking {
	mk := make(Marking, len(m.Cands))
	for i := range mk {
		mk[i] = i
	}
	return mk
}

// AsMarked is the kernel's own marking restricted to the candidates.
func (m *Model) AsMarked() Marking {
	var mk Marking
	for _, c := range m.Cands {
		if c.Marked {
			mk = append(mk, c.Index)
		}
	}
	return mk
}

// Thesis is the marking the thesis' guidance gives (4.5, 4.5.2), with the
// static latency model's segment weights (ipet/static): the divergent
// paths that suffer most from running one after the other should split,
// whether or not they are met first (an inner branch whose side waits on
// a long memory access before dependent ALU work beats an outer branch
// met earlier), and the bit should be set only where a split is sure to
// find a reserve slot. So: candidates in decreasing RegionGain under the
// static weights (which charge memory latency at the dependent
// s_waitcnt), ties in layout order, skipping gains of 0; each is added
// while the family's split count with unlimited slots (the role
// analysis' N∞) stays at most S, and the walk stops when it reaches S or
// at the first candidate that would exceed it.
func (m *Model) Thesis(static []int64) (Marking, error) {
	type scored struct {
		i    int
		gain int64
	}
	m.init()
	var order []scored
	for _, c := range m.Cands {
		if g := regionGain(m.IPG, m.out, c, static); g > 0 {
			order = append(order, scored{c.Index, g})
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return order[a].gain > order[b].gain })
	var mk Marking
	for _, s := range order {
		try := mk.with(s.i)
		// N∞ comes from the analysis' first pass (unlimited slots), whatever S.
		ra, err := roles.AnalyzeMarked(m.IPG, 1, roles.WorstCase, m.marking(try))
		if err != nil {
			return nil, err
		}
		n := ra.Unlimited
		if n < 0 || n > m.S {
			break
		}
		mk = try
		if n == m.S {
			break
		}
	}
	return mk, nil
}
