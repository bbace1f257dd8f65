package rodinia

// HotspotParams are the scalar arguments hotspot's host computes for a
// grid of rows×cols cells (its compute_tran_temp), with C's promotions:
// the chip constants are floats, FACTOR_CHIP, SPEC_HEAT_SI, MAX_PD and
// PRECISION doubles, K_SI the int 100.
type HotspotParams struct {
	Cap, Rx, Ry, Rz, Step float32
}

// NewHotspotParams evaluates the host's expressions for a rows×cols grid.
func NewHotspotParams(rows, cols int) HotspotParams {
	const (
		tChip      = float32(0.0005)
		chipHeight = float32(0.016)
		chipWidth  = float32(0.016)
		factorChip = 0.5
		specHeatSI = 1.75e6
		kSI        = 100
		maxPD      = 3.0e6
		precision  = 0.001
	)
	gh := chipHeight / float32(rows)
	gw := chipWidth / float32(cols)
	var p HotspotParams
	p.Cap = float32(factorChip * specHeatSI * float64(tChip) * float64(gw) * float64(gh))
	p.Rx = float32(float64(gw) / (2.0 * kSI * float64(tChip) * float64(gh)))
	p.Ry = float32(float64(gh) / (2.0 * kSI * float64(tChip) * float64(gw)))
	p.Rz = tChip / (float32(kSI) * gh * gw)
	maxSlope := maxPD / (factorChip * float64(tChip) * specHeatSI)
	p.Step = float32(precision / maxSlope)
	return p
}

// HotspotSteps advances the temperature grid (rows×cols, row-major) by
// steps time steps of hotspot's explicit scheme, as calculate_temp computes
// each cell: t' = t + (step/Cap)·(power + (tS + tN - 2t)/Ry + (tE + tW -
// 2t)/Rx + (80 - t)/Rz), where a neighbour outside the grid is the cell
// itself. As in the kernel, the sums of two neighbours and (80 - t)/Rz are
// single precision, the rest double (its literal 2.0 is a double), rounded
// to float once per step. It returns the new grid.
func HotspotSteps(temp, power []float32, rows, cols, steps int, p HotspotParams) []float32 {
	stepDivCap := p.Step / p.Cap
	rx1, ry1, rz1 := 1/p.Rx, 1/p.Ry, 1/p.Rz
	const amb = float32(80)
	cur := append([]float32(nil), temp...)
	for s := 0; s < steps; s++ {
		next := make([]float32, len(cur))
		for y := 0; y < rows; y++ {
			for x := 0; x < cols; x++ {
				at := func(yy, xx int) float32 {
					if yy < 0 || yy >= rows {
						yy = y
					}
					if xx < 0 || xx >= cols {
						xx = x
					}
					return cur[yy*cols+xx]
				}
				t := cur[y*cols+x]
				v := float64(t) + float64(stepDivCap)*(float64(power[y*cols+x])+
					(float64(at(y+1, x)+at(y-1, x))-2.0*float64(t))*float64(ry1)+
					(float64(at(y, x+1)+at(y, x-1))-2.0*float64(t))*float64(rx1)+
					float64((amb-t)*rz1))
				next[y*cols+x] = float32(v)
			}
		}
		cur = next
	}
	return cur
}
