package ipet

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"
	"gonum.org/v1/gonum/optimize/convex/lp"
)

// ErrRelaxInfeasible and ErrRelaxUnbounded are Relax's verdicts on programs
// without an optimum.
var (
	ErrRelaxInfeasible = errors.New("ipet: LP relaxation is infeasible")
	ErrRelaxUnbounded  = errors.New("ipet: LP relaxation is unbounded")
)

// Relax solves the LP relaxation of the problem (x_e real, not integer) with
// gonum's simplex, independently of lp_solve, and returns its optimum, an
// upper bound of Solve's. It uses dense matrices: meant for cross-checks on
// small problems (up to a few hundred edges), not for production.
func (p *Problem) Relax() (float64, error) {
	m, err := p.build()
	if err != nil {
		return 0, err
	}
	return m.relax()
}

// relax converts the model to standard form (min cᵀx, Ax = b, x ≥ 0) with
// a slack column per inequality, drops removed columns, empty and linearly
// dependent rows (flow conservation always has one), and calls lp.Simplex.
func (m *model) relax() (float64, error) {
	colOf := make([]int, len(m.obj))
	n := 0
	for i := range m.obj {
		colOf[i] = -1
		if !m.fixed[i] {
			colOf[i] = n
			n++
		}
	}
	keep, width, err := m.independentRows(colOf, n)
	if err != nil {
		return 0, err
	}
	c := make([]float64, width)
	for i, w := range m.obj {
		if ci := colOf[i]; ci >= 0 {
			c[ci] = -w
		}
	}
	// Columns in no kept row: their value is free, so a positive weight
	// makes the program unbounded; otherwise they stay 0 and are dropped.
	var cols []int
	for j := 0; j < width; j++ {
		used := false
		for _, r := range keep {
			if r[j] != 0 {
				used = true
				break
			}
		}
		if used {
			cols = append(cols, j)
		} else if c[j] < 0 {
			return 0, ErrRelaxUnbounded
		}
	}
	if len(keep) == 0 {
		return 0, nil
	}
	A := mat.NewDense(len(keep), len(cols), nil)
	b := make([]float64, len(keep))
	cc := make([]float64, len(cols))
	for i, r := range keep {
		sign := 1.0
		if r[width] < 0 {
			sign = -1 // standard form likes b >= 0
		}
		for jj, j := range cols {
			A.Set(i, jj, sign*r[j])
		}
		b[i] = sign * r[width]
	}
	for jj, j := range cols {
		cc[jj] = c[j]
	}
	opt, _, err := lp.Simplex(cc, A, b, 1e-10, nil)
	switch {
	case errors.Is(err, lp.ErrInfeasible):
		return 0, ErrRelaxInfeasible
	case errors.Is(err, lp.ErrUnbounded):
		return 0, ErrRelaxUnbounded
	case err != nil:
		return 0, fmt.Errorf("ipet: gonum simplex: %w", err)
	}
	return -opt, nil
}

// independentRows are the model's rows over its n free columns (colOf maps
// an edge to its column, -1 when fixed) with a slack column per
// inequality, width columns in all, plus the right-hand side last: a
// linearly independent subset; ErrRelaxInfeasible when a dependent row
// contradicts the others.
func (m *model) independentRows(colOf []int, n int) (keep [][]float64, width int, err error) {
	type srow struct {
		a []float64 // over the edge columns, slack added below
		b float64
		s float64 // slack coefficient: +1 for <=, -1 for >=, 0 for =
	}
	var rows []srow
	for _, r := range m.rows {
		a := make([]float64, n)
		for _, e := range r.ents {
			if c := colOf[e.col]; c >= 0 {
				a[c] += e.val
			}
		}
		s := map[ctype]float64{le: 1, ge: -1, eq: 0}[r.ct]
		rows = append(rows, srow{a: a, b: r.rhs, s: s})
	}
	nSlack := 0
	for _, r := range rows {
		if r.s != 0 {
			nSlack++
		}
	}
	width = n + nSlack
	var basis [][]float64 // reduced rows (width+1, last = b), pivot normalized to 1
	var pivots []int
	k := n
	for _, r := range rows {
		full := make([]float64, width+1)
		copy(full, r.a)
		if r.s != 0 {
			full[k] = r.s
			k++
		}
		full[width] = r.b
		red := append([]float64(nil), full...)
		for i, bv := range basis {
			if f := red[pivots[i]]; f != 0 {
				for j := range red {
					red[j] -= f * bv[j]
				}
			}
		}
		piv, best := -1, 1e-9
		for j := 0; j < width; j++ {
			if a := math.Abs(red[j]); a > best {
				piv, best = j, a
			}
		}
		if piv < 0 {
			if math.Abs(red[width]) > 1e-7 {
				return nil, 0, ErrRelaxInfeasible
			}
			continue // dependent
		}
		f := red[piv]
		for j := range red {
			red[j] /= f
		}
		basis = append(basis, red)
		pivots = append(pivots, piv)
		keep = append(keep, full)
	}
	return keep, width, nil
}
