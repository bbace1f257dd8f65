package rodinia

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/splitwcet/splitwcet/internal/fp"
)

// The mesh is a valid finite-volume mesh: every cell is closed (its outward
// face normals sum to zero), every interior face is listed by both cells
// with opposite normals, the volumes are positive and equal the divergence
// theorem's V = (1/3)·Σ x_f·n_f over the faces (x_f a point of face f), and
// each face slot holds interior, wing and far-field faces across the 16
// cells (so each unrolled face step of compute_flux diverges).
func TestCFDMeshValid(t *testing.T) { checkCFDMeshValid(t, cfdBipyramid(CFDSmall)) }

// The medium mesh, 64 copies of the small one, passes the same checks, and
// no face joins two copies: cell 16·k + i lists the cells of copy k only,
// 16·k + (i ± 1 mod 16), as cell i of the small mesh lists i ± 1.
func TestCFDMeshCopiesValid(t *testing.T) {
	small := cfdBipyramid(CFDSmall)
	cells := cfdCopies(small, CFDMedium/CFDSmall)
	if len(cells) != CFDMedium {
		t.Fatalf("%d cells, want %d", len(cells), CFDMedium)
	}
	checkCFDMeshValid(t, cells)
	for i, c := range cells {
		k, s := i/CFDSmall, small[i%CFDSmall]
		if c.volume != s.volume {
			t.Errorf("cell %d: volume %v, the copy's %v", i, c.volume, s.volume)
		}
		for j, f := range c.faces {
			want := s.faces[j].nb
			if want > 0 {
				want += int32(k * CFDSmall)
			}
			if f.nb != want || f.normal != s.faces[j].normal {
				t.Errorf("cell %d face %d: neighbour %d normal %v, want %d %v", i, j, f.nb, f.normal, want, s.faces[j].normal)
			}
			if f.nb > 0 && int(f.nb-1)/CFDSmall != k {
				t.Errorf("cell %d (copy %d) lists cell %d of another copy", i, k, f.nb-1)
			}
		}
	}
	// Cell 16·5 = 80 (faces not rotated) lists 80 + 15 and 80 + 1 (0-based,
	// by hand), far field and wing; the host pads 1024 cells to 1152.
	m := NewCFDMeshCopies(CFDMedium / CFDSmall)
	if m.Nel != 1024 || m.Nelr != 1152 {
		t.Fatalf("nel %d nelr %d, want 1024, 1152", m.Nel, m.Nelr)
	}
	for j, w := range []int32{95, 81, -2, -1} {
		if got := m.Neighbours[80+j*1152]; got != w {
			t.Errorf("cell 80 face %d: neighbour %d, want %d", j, got, w)
		}
		if m.Neighbours[1151+j*1152] != m.Neighbours[1023+j*1152] {
			t.Errorf("padding cell face %d: neighbour %d, cell 1023's %d", j, m.Neighbours[1151+j*1152], m.Neighbours[1023+j*1152])
		}
	}
	if m.Areas[1151] != m.Areas[1023] || m.Areas[1023] != small[15].volume {
		t.Errorf("areas: %v %v", m.Areas[1023], m.Areas[1151])
	}
}

func checkCFDMeshValid(t *testing.T, cells []cfdCell) {
	t.Helper()
	kinds := make([]map[string]bool, cfdNNB)
	for j := range kinds {
		kinds[j] = map[string]bool{}
	}
	var total float64
	for i, c := range cells {
		var sum [3]float64
		for j, f := range c.faces {
			for k := 0; k < 3; k++ {
				sum[k] += float64(f.normal[k])
			}
			switch {
			case f.nb > 0:
				kinds[j]["interior"] = true
				if int(f.nb) > len(cells) {
					t.Fatalf("cell %d lists cell %d of %d", i, f.nb-1, len(cells))
				}
				other := cells[f.nb-1]
				found := false
				for _, g := range other.faces {
					if g.nb == int32(i+1) {
						found = true
						if g.normal[0] != -f.normal[0] || g.normal[1] != -f.normal[1] || g.normal[2] != -f.normal[2] {
							t.Errorf("cells %d and %d: normals %v and %v are not opposite", i, f.nb-1, f.normal, g.normal)
						}
					}
				}
				if !found {
					t.Errorf("cell %d lists %d, which does not list it", i, f.nb-1)
				}
			case f.nb == 0:
				kinds[j]["wing"] = true
			default:
				kinds[j]["far"] = true
			}
		}
		for k := 0; k < 3; k++ {
			if math.Abs(sum[k]) > 1e-6 {
				t.Errorf("cell %d is not closed: normals sum to %v", i, sum)
			}
		}
		if c.volume <= 0 {
			t.Errorf("cell %d: volume %v", i, c.volume)
		}
		total += float64(c.volume)
	}
	for j, k := range kinds {
		if len(k) != 3 {
			t.Errorf("face slot %d holds only %v", j, k)
		}
	}
	// Divergence theorem on the whole bipyramid: its boundary faces are the
	// cells' upper faces (through T = (0,0,1)) and lower ones (through B):
	// V = (1/3)·Σ T·n over upper + B·n over lower = (Σ n_z upper - Σ n_z lower)/3.
	var v float64
	for _, c := range cells {
		up, low := 0, 0
		for _, f := range c.faces {
			if f.nb <= 0 {
				if f.normal[2] > 0 {
					v += float64(f.normal[2]) / 3
					up++
				} else {
					v -= float64(f.normal[2]) / 3
					low++
				}
			}
		}
		if up != 1 || low != 1 {
			t.Fatalf("a cell has %d upper and %d lower boundary faces", up, low)
		}
	}
	if math.Abs(v-total) > 1e-5 {
		t.Errorf("volumes sum to %v, the divergence theorem gives %v", total, v)
	}
}

// The host's reading of the file: cell 0 (faces not rotated) lists cell 15
// (file 16), cell 1 (file 2), far field (file -1) and wing (file 0), which
// the host makes 15, 1, -2, -1; normals are negated; the padding copies
// cell 15's volume and neighbours and keeps zero normals.
func TestNewCFDMesh(t *testing.T) {
	m := NewCFDMesh(CFDSmall)
	if m.Nel != 16 || m.Nelr != 192 {
		t.Fatalf("nel %d nelr %d, want 16, 192", m.Nel, m.Nelr)
	}
	cells := cfdBipyramid(CFDSmall)
	want := []int32{15, 1, -2, -1}
	for j, w := range want {
		if got := m.Neighbours[j*192]; got != w {
			t.Errorf("cell 0 face %d: neighbour %d, want %d", j, got, w)
		}
		for k := 0; k < 3; k++ {
			if m.Normals[(j+k*4)*192] != -cells[0].faces[j].normal[k] {
				t.Errorf("cell 0 face %d normal %d not negated", j, k)
			}
			if m.Normals[191+(j+k*4)*192] != 0 {
				t.Errorf("padding cell normal not zero")
			}
		}
		if m.Neighbours[191+j*192] != m.Neighbours[15+j*192] {
			t.Errorf("padding cell face %d: neighbour %d, cell 15's %d", j, m.Neighbours[191+j*192], m.Neighbours[15+j*192])
		}
	}
	if m.Areas[191] != m.Areas[15] || m.Areas[0] != cells[0].volume {
		t.Errorf("areas: %v %v %v", m.Areas[0], m.Areas[15], m.Areas[191])
	}
	f := CFDMeshFile(CFDSmall)
	lines := strings.Split(strings.TrimSpace(f), "\n")
	if len(lines) != 17 || lines[0] != "16" || len(strings.Fields(lines[1])) != 1+4*4 {
		t.Errorf("mesh file: %d lines, first %q, second %q", len(lines), lines[0], lines[1])
	}
}

// Far field by hand: density 1.4, speed 1.2·sqrt(1.4·1/1.4) = 1.2,
// momentum 1.4·1.2 = 1.68, energy 1.4·0.5·1.44 + 1/0.4 = 3.508; flux of
// x-momentum along x 1.2·1.68 + 1 = 3.016, of y-momentum along y 0 + 1,
// of energy along x 1.2·(3.508 + 1) = 5.4096.
func TestCFDFarFieldByHand(t *testing.T) {
	f := NewCFDFarField()
	got := []float32{f.Var[0], f.Var[1], f.Var[2], f.Var[3], f.Var[4], f.FluxMom[0][0], f.FluxMom[1][1], f.FluxMom[0][1], f.FluxDenEn[0], f.FluxDenEn[1]}
	want := []float64{1.4, 1.68, 0, 0, 3.508, 3.016, 1, 0, 5.4096, 0}
	for i := range want {
		if !near(float64(got[i]), want[i], 1e-6) {
			t.Errorf("far field value %d = %v, want %v", i, got[i], want[i])
		}
	}
}

// Uniform free stream on a closed cell: the fluxes cancel, except across a
// wing face, where the mean flux is replaced by the pressure force. So a
// cell without wing faces has zero flux, and a cell with wing face normal
// n (pointing in) has density flux -n·m, momentum flux -(n·m)·u and energy
// flux -(n·u)·(ρE + p), with u = (1.2, 0, 0), m = 1.4·u, p = 1. Both
// roundings (gfx803's, and gfx9's fused multiply-adds) give it.
func TestCFDFluxFreeStream(t *testing.T) {
	for _, fused := range []bool{false, true} {
		t.Run(fmt.Sprint("fused=", fused), func(t *testing.T) { checkCFDFreeStream(t, fused) })
	}
}

func checkCFDFreeStream(t *testing.T, fused bool) {
	m := NewCFDMesh(CFDSmall)
	ff := NewCFDFarField()
	flux := CFDFlux(m, CFDInitialize(m.Nelr, ff), ff, fused)
	for i := 0; i < m.Nelr; i++ {
		var nm float64 // n·m of the wing face (inward normal)
		for j := 0; j < 4; j++ {
			if m.Neighbours[i+j*m.Nelr] == -1 {
				nm += float64(m.Normals[i+j*m.Nelr]) * 1.68
			}
		}
		want := []float64{-nm, -nm * 1.2, 0, 0, -nm / 1.68 * 1.2 * 4.508}
		for v, w := range want {
			if got := float64(flux[i+v*m.Nelr]); math.Abs(got-w) > 1e-5 {
				t.Errorf("cell %d variable %d: flux %v, want %v", i, v, got, w)
			}
		}
		if i < 8 && nm == 0 {
			t.Errorf("cell %d: no wing face flux", i)
		}
	}
	// One time step: variables = old + step/(RK+1-j)·flux, the product
	// rounded (gfx803) or not (gfx9).
	step := CFDStepFactor(CFDInitialize(m.Nelr, ff), m.Areas, m.Nelr, fused)
	next := CFDTimeStep(1, m.Nelr, CFDInitialize(m.Nelr, ff), step, flux, fused)
	want := ff.Var[0] + float32(step[0]/3*flux[0])
	if fused {
		want = fp.FMA32(step[0]/3, flux[0], ff.Var[0])
	}
	if got := next[0]; got != want {
		t.Errorf("time step: %v, want %v", got, want)
	}
	// Step factor by hand for cell 0: speed 1.2, speed of sound 1:
	// 0.5/(sqrt(V)·2.2).
	if got, want := float64(step[0]), 0.5/(math.Sqrt(float64(m.Areas[0]))*2.2); !near(got, want, 1e-6) {
		t.Errorf("step factor %v, want %v", got, want)
	}
}
