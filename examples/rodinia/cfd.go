package rodinia

import (
	"fmt"
	"math"
	"strings"
)

// cfd (euler3d): an explicit finite-volume solver of the 3-D Euler
// equations on an unstructured mesh of cells with four faces each. Its
// host reads the mesh from a data file that ../shared/rodinia does not
// hold; CFDMesh builds ours (../cfd/README.md). The constants are the
// benchmark's.
const (
	CFDBlock = 192 // every kernel's block size (BLOCK_SIZE_0..4)
	cfdNNB   = 4   // faces (neighbours) per cell
	cfdNDIM  = 3
	CFDNVar  = 5 // density, momentum x/y/z, density·energy
	CFDRK    = 3 // Runge-Kutta stages per iteration
	cfdGamma = float32(1.4)
)

// CFDMesh is a mesh as euler3d's host holds it after reading its data file:
// nel cells padded to Nelr (a multiple of CFDBlock), structure-of-arrays
// layout with stride Nelr. Neighbours[i + j·Nelr] is cell i's neighbour
// across face j: a 0-based cell index, -1 a wing (wall) boundary, -2 a far
// field boundary. Normals[i + (j + k·4)·Nelr] is component k of face j's
// normal scaled by the face's area, pointing into cell i (the file's
// outward normals, negated by the host). Areas[i] is the cell's volume.
type CFDMesh struct {
	Nel, Nelr  int
	Areas      []float32
	Neighbours []int32
	Normals    []float32
}

// cfdFace is one face of a cell as the data file gives it: the neighbour
// in the file's numbering (1-based cell, 0 a wing boundary, negative far
// field) and the outward area-weighted normal.
type cfdFace struct {
	nb     int32
	normal [3]float32
}

// cfdCell is one line of the data file: the volume and the four faces.
type cfdCell struct {
	volume float32
	faces  [cfdNNB]cfdFace
}

// cfdBipyramid builds the cells of our mesh of n tetrahedra: a bipyramid
// around the z-axis, apex T = (0, 0, 1) and B = (0, 0, -1), equator points
// P_k at angle 2πk/n with radius and height varied per k (so cells differ
// in volume and shape). Cell k is the tetrahedron (T, B, P_k, P_k+1): its
// faces (T, B, P_k) and (T, B, P_k+1) are shared with cells k-1 and k+1
// (the mesh closes around the axis), its upper face (T, P_k, P_k+1) is far
// field, its lower face (B, P_k, P_k+1) a wing (wall) boundary for the
// first half of the cells and far field for the second. Cell k lists its
// faces rotated by k (face slot j holds face (j - k) mod 4 of the order
// left, right, upper, lower), as the file's face order is the mesh
// generator's: so each of the kernel's four (unrolled) face steps sees
// interior, wing and far-field faces in different cells.
func cfdBipyramid(n int) []cfdCell {
	type vec [3]float64
	sub := func(a, b vec) vec { return vec{a[0] - b[0], a[1] - b[1], a[2] - b[2]} }
	cross := func(a, b vec) vec {
		return vec{a[1]*b[2] - a[2]*b[1], a[2]*b[0] - a[0]*b[2], a[0]*b[1] - a[1]*b[0]}
	}
	dot := func(a, b vec) float64 { return a[0]*b[0] + a[1]*b[1] + a[2]*b[2] }
	top, bot := vec{0, 0, 1}, vec{0, 0, -1}
	p := make([]vec, n)
	for k := range p {
		a := 2 * math.Pi * float64(k) / float64(n)
		r := 1 + 0.25*float64(k%3)
		p[k] = vec{r * math.Cos(a), r * math.Sin(a), 0.1 * float64(k%2*2-1)}
	}
	// outward is face (a, b, c)'s area-weighted normal pointing away from
	// the cell's fourth vertex d.
	outward := func(a, b, c, d vec) [3]float32 {
		v := cross(sub(b, a), sub(c, a))
		s := 0.5
		if dot(v, sub(d, a)) > 0 {
			s = -0.5
		}
		return [3]float32{float32(s * v[0]), float32(s * v[1]), float32(s * v[2])}
	}
	cells := make([]cfdCell, n)
	for k := range cells {
		pk, pk1 := p[k], p[(k+1)%n]
		vol := math.Abs(dot(sub(pk, bot), cross(sub(pk1, bot), sub(top, bot)))) / 6
		lower := int32(0) // wing
		if k >= n/2 {
			lower = -1 // far field
		}
		faces := [cfdNNB]cfdFace{
			{int32((k+n-1)%n) + 1, outward(top, bot, pk, pk1)},
			{int32((k+1)%n) + 1, outward(top, bot, pk1, pk)},
			{-1, outward(top, pk, pk1, bot)},
			{lower, outward(bot, pk, pk1, top)},
		}
		cells[k].volume = float32(vol)
		for j := 0; j < cfdNNB; j++ {
			cells[k].faces[j] = faces[(j-k%cfdNNB+cfdNNB)%cfdNNB]
		}
	}
	return cells
}

// CFDMeshFile is our mesh of nel cells in euler3d's data-file format: the
// number of cells, then per cell its volume and, per face, the neighbour
// (1-based; 0 wing, -1 far field) and the outward normal's three
// components. The host reads it with >>; %.9g prints each float so that
// it reads back exactly.
func CFDMeshFile(nel int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d\n", nel)
	for _, c := range cfdBipyramid(nel) {
		fmt.Fprintf(&b, "%.9g", c.volume)
		for _, f := range c.faces {
			fmt.Fprintf(&b, "  %d %.9g %.9g %.9g", f.nb, f.normal[0], f.normal[1], f.normal[2])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// NewCFDMesh is our mesh of nel cells as euler3d's host holds it after
// reading CFDMeshFile(nel): Nelr = nel rounded up to a multiple of 192;
// neighbours in 0-based numbering (a negative file value becomes -1 before
// the decrement, so far field is -2 and the file's 0 becomes -1, wing);
// normals negated. The padding cells nel..Nelr-1 copy the last cell's
// volume and neighbours; their normals stay zero: the host's loop meant to
// copy them assigns the last cell's normals to themselves, leaving the
// padding's uninitialized (zero here, what freshly allocated memory holds).
func NewCFDMesh(nel int) *CFDMesh { return cfdMeshOf(cfdBipyramid(nel)) }

// CFDMedium is the number of cells of the thesis' medium cfd input (Table
// 6.1): CFDMedium/CFDSmall = 64 copies of the small mesh.
const CFDMedium = 1024

// cfdCopies is copies disjoint copies of cells (a mesh in the file's
// numbering): copy k's cells are cells k·len(cells) .. (k+1)·len(cells)-1,
// its interior neighbours offset by k·len(cells), its wing and far-field
// faces, volumes and normals those of cells. No face joins two copies.
func cfdCopies(cells []cfdCell, copies int) []cfdCell {
	out := make([]cfdCell, 0, len(cells)*copies)
	for k := 0; k < copies; k++ {
		for _, c := range cells {
			for j := range c.faces {
				if c.faces[j].nb > 0 {
					c.faces[j].nb += int32(k * len(cells))
				}
			}
			out = append(out, c)
		}
	}
	return out
}

// NewCFDMeshCopies is the mesh of copies disjoint copies of our 16-cell
// mesh (cfdCopies) as euler3d's host holds it after reading it, padded
// as NewCFDMesh pads: the medium input is NewCFDMeshCopies(64), 1024 cells
// padded to 1152 (six workgroups of 192). Every copy holds the same
// volumes, normals and neighbour kinds, so every wavefront of a kernel
// sees the same branch pattern (../cfd/README.md).
func NewCFDMeshCopies(copies int) *CFDMesh {
	return cfdMeshOf(cfdCopies(cfdBipyramid(CFDSmall), copies))
}

// cfdMeshOf is the host's mesh of cells (NewCFDMesh).
func cfdMeshOf(cells []cfdCell) *CFDMesh {
	nel := len(cells)
	nelr := CFDBlock * ((nel + CFDBlock - 1) / CFDBlock)
	m := &CFDMesh{Nel: nel, Nelr: nelr, Areas: make([]float32, nelr),
		Neighbours: make([]int32, nelr*cfdNNB), Normals: make([]float32, nelr*cfdNDIM*cfdNNB)}
	for i, c := range cells {
		m.Areas[i] = c.volume
		for j, f := range c.faces {
			nb := f.nb
			if nb < 0 {
				nb = -1
			}
			m.Neighbours[i+j*nelr] = nb - 1
			for k := 0; k < cfdNDIM; k++ {
				m.Normals[i+(j+k*cfdNNB)*nelr] = -f.normal[k]
			}
		}
	}
	last := nel - 1
	for i := nel; i < nelr; i++ {
		m.Areas[i] = m.Areas[last]
		for j := 0; j < cfdNNB; j++ {
			m.Neighbours[i+j*nelr] = m.Neighbours[last+j*nelr]
		}
	}
	return m
}

// cfdV3 is a float3.
type cfdV3 [3]float32

// CFDFarField holds the far-field state the host computes and uploads: the
// conserved variables (density 1.4, pressure 1, Mach 1.2, angle of attack
// 0) and their flux contributions (momentum x, y, z; density·energy).
type CFDFarField struct {
	Var       [CFDNVar]float32
	FluxMom   [3]cfdV3
	FluxDenEn cfdV3
}

// NewCFDFarField evaluates the host's far-field expressions in single
// precision (the angle of attack is 0, so cos = 1 and sin = 0 exactly).
func NewCFDFarField() CFDFarField {
	var f CFDFarField
	f.Var[0] = 1.4
	pressure := float32(1)
	sos := float32(math.Sqrt(float64(cfdGamma * pressure / f.Var[0])))
	speed := float32(1.2) * sos
	vel := cfdV3{speed * 1, speed * 0, 0}
	for k := 0; k < 3; k++ {
		f.Var[1+k] = f.Var[0] * vel[k]
	}
	f.Var[4] = f.Var[0]*(float32(0.5)*(speed*speed)) + pressure/(cfdGamma-1)
	mom := cfdV3{f.Var[1], f.Var[2], f.Var[3]}
	f.FluxMom, f.FluxDenEn = cfdFluxContribution(mom, f.Var[4]+pressure, pressure, vel, false) // the host's (x86-64) code
	return f
}

// cfdFluxContribution is compute_flux_contribution: the flux tensor's rows
// for momentum x, y, z and for density·energy (deP is density·energy +
// pressure); fused as mulAdd.
func cfdFluxContribution(mom cfdV3, deP, pressure float32, vel cfdV3, fused bool) ([3]cfdV3, cfdV3) {
	var fx, fy, fz cfdV3
	fx[0] = mulAdd(fused, vel[0], mom[0], pressure)
	fx[1] = vel[0] * mom[1]
	fx[2] = vel[0] * mom[2]
	fy[0] = fx[1]
	fy[1] = mulAdd(fused, vel[1], mom[1], pressure)
	fy[2] = vel[1] * mom[2]
	fz[0] = fx[2]
	fz[1] = fy[2]
	fz[2] = mulAdd(fused, vel[2], mom[2], pressure)
	return [3]cfdV3{fx, fy, fz}, cfdV3{vel[0] * deP, vel[1] * deP, vel[2] * deP}
}

func sqrt32(x float32) float32 { return float32(math.Sqrt(float64(x))) }

// cfdState is a cell's density, momentum, density·energy and the derived
// velocity, squared speed, pressure and speed of sound (compute_velocity,
// compute_speed_sqd, compute_pressure, compute_speed_of_sound) and
// density·energy + pressure (compute_flux_contribution's de_p).
type cfdState struct {
	density, denEn, speedSqd, pressure, sos, deP float32
	mom, vel                                     cfdV3
}

// cfdStateOf is cell i's state in variables vars (stride nelr), fused as
// mulAdd.
func cfdStateOf(vars []float32, i, nelr int, fused bool) cfdState {
	var s cfdState
	s.density = vars[i]
	for k := 0; k < 3; k++ {
		s.mom[k] = vars[i+(1+k)*nelr]
	}
	s.denEn = vars[i+4*nelr]
	for k := 0; k < 3; k++ {
		s.vel[k] = s.mom[k] / s.density
	}
	s.speedSqd = mulAdd(fused, s.vel[2], s.vel[2], mulAdd(fused, s.vel[0], s.vel[0], s.vel[1]*s.vel[1]))
	// pressure = (γ-1)·e: gfx9 code also contracts this product with
	// de_p's addition (one of its uses in the same block).
	e := mulAdd(fused, -(float32(0.5) * s.density), s.speedSqd, s.denEn)
	s.pressure = (cfdGamma - 1) * e
	s.deP = mulAdd(fused, cfdGamma-1, e, s.denEn)
	s.sos = sqrt32(cfdGamma * s.pressure / s.density)
	return s
}

// CFDInitialize is cuda_initialize_variables: every cell's variables set
// to the far field.
func CFDInitialize(nelr int, ff CFDFarField) []float32 {
	v := make([]float32, nelr*CFDNVar)
	for i := 0; i < nelr; i++ {
		for j := 0; j < CFDNVar; j++ {
			v[i+j*nelr] = ff.Var[j]
		}
	}
	return v
}

// CFDStepFactor is cuda_compute_step_factor: 0.5/(sqrt(volume)·(|v| + c))
// per cell, the local time step divided by the volume; fused for gfx9
// code (mulAdd).
func CFDStepFactor(vars, areas []float32, nelr int, fused bool) []float32 {
	out := make([]float32, nelr)
	for i := range out {
		s := cfdStateOf(vars, i, nelr, fused)
		out[i] = float32(0.5) / (sqrt32(areas[i]) * (sqrt32(s.speedSqd) + s.sos))
	}
	return out
}

// CFDFlux is cuda_compute_flux: per cell, the sum over its four faces of
// the flux through the face. Across an interior face: a scalar artificial
// viscosity (0.2·|n|/2 times the sum of both cells' speeds and speeds of
// sound, times the difference of their variables) and the mean of both
// cells' flux contributions projected on the normal; across a wing face:
// the pressure force only; across a far-field face: the mean with the far
// field's flux contribution. The order of the float operations is the
// kernel's; fused says which of them gfx9 code contracts (mulAdd):
// every accumulation of a product, and in the sum of the two cells' flux
// contributions the neighbour's product, computed in the same block (the
// cell's own are computed once, in the entry block).
func CFDFlux(m *CFDMesh, vars []float32, ff CFDFarField, fused bool) []float32 {
	nelr := m.Nelr
	out := make([]float32, nelr*CFDNVar)
	mad := func(a, b, c float32) float32 { return mulAdd(fused, a, b, c) }
	for i := 0; i < nelr; i++ {
		si := cfdStateOf(vars, i, nelr, fused)
		speedI := sqrt32(si.speedSqd)
		fmI, fdeI := cfdFluxContribution(si.mom, si.deP, si.pressure, si.vel, fused)
		var fDen, fDenEn float32
		var fMom cfdV3
		for j := 0; j < cfdNNB; j++ {
			nb := m.Neighbours[i+j*nelr]
			var n cfdV3
			for k := 0; k < 3; k++ {
				n[k] = m.Normals[i+(j+k*cfdNNB)*nelr]
			}
			nlen := sqrt32(mad(n[2], n[2], mad(n[0], n[0], n[1]*n[1])))
			switch {
			case nb >= 0:
				sn := cfdStateOf(vars, int(nb), nelr, fused)
				fmN, fdeN := cfdFluxContribution(sn.mom, sn.deP, sn.pressure, sn.vel, fused)
				// fmSum and fdeSum add the two cells' contributions:
				// the neighbour's off-diagonal momentum terms
				// (vel[min(k,d)]·mom[max(k,d)]) and density·energy terms
				// are products, contracted with the sum.
				fmSum := func(k, d int) float32 {
					if !fused || k == d {
						return fmN[k][d] + fmI[k][d]
					}
					return mad(sn.vel[min(k, d)], sn.mom[max(k, d)], fmI[k][d])
				}
				fdeSum := func(d int) float32 {
					if !fused {
						return fdeN[d] + fdeI[d]
					}
					return mad(sn.vel[d], sn.deP, fdeI[d])
				}
				factor := -nlen * float32(0.2) * float32(0.5) * (speedI + sqrt32(sn.speedSqd) + si.sos + sn.sos)
				fDen = mad(factor, si.density-sn.density, fDen)
				fDenEn = mad(factor, si.denEn-sn.denEn, fDenEn)
				for k := 0; k < 3; k++ {
					fMom[k] = mad(factor, si.mom[k]-sn.mom[k], fMom[k])
				}
				for d := 0; d < 3; d++ {
					factor = float32(0.5) * n[d]
					fDen = mad(factor, sn.mom[d]+si.mom[d], fDen)
					fDenEn = mad(factor, fdeSum(d), fDenEn)
					for k := 0; k < 3; k++ {
						fMom[k] = mad(factor, fmSum(k, d), fMom[k])
					}
				}
			case nb == -1:
				for k := 0; k < 3; k++ {
					fMom[k] = mad(n[k], si.pressure, fMom[k])
				}
			case nb == -2:
				for d := 0; d < 3; d++ {
					factor := float32(0.5) * n[d]
					fDen = mad(factor, ff.Var[1+d]+si.mom[d], fDen)
					fDenEn = mad(factor, ff.FluxDenEn[d]+fdeI[d], fDenEn)
					for k := 0; k < 3; k++ {
						fMom[k] = mad(factor, ff.FluxMom[k][d]+fmI[k][d], fMom[k])
					}
				}
			}
		}
		out[i] = fDen
		for k := 0; k < 3; k++ {
			out[i+(1+k)*nelr] = fMom[k]
		}
		out[i+4*nelr] = fDenEn
	}
	return out
}

// CFDTimeStep is cuda_time_step for Runge-Kutta stage j: variables = old +
// step_factor/(RK+1-j)·flux, per cell and variable (fused for gfx9 code,
// mulAdd). It returns the new variables.
func CFDTimeStep(j, nelr int, old, step, flux []float32, fused bool) []float32 {
	out := make([]float32, len(old))
	for i := 0; i < nelr; i++ {
		factor := step[i] / float32(CFDRK+1-j)
		for v := 0; v < CFDNVar; v++ {
			out[i+v*nelr] = mulAdd(fused, factor, flux[i+v*nelr], old[i+v*nelr])
		}
	}
	return out
}

// CFDStage is the data of one Runge-Kutta stage of the host's loop: the
// variables compute_flux reads and the fluxes it writes.
type CFDStage struct {
	Vars, Flux []float32
}

// CFDIteration is one iteration of the host's loop: the variables it
// starts from (copied to old_variables), the step factors and its stages.
type CFDIteration struct {
	Old, Step []float32
	Stages    [CFDRK]CFDStage
}

// CFDRun runs iters iterations of the host's loop on mesh m with the Go
// reference (the host runs 2000): per iteration, old = variables,
// compute_step_factor, then per stage j compute_flux and time_step(j),
// fused as gfx9 code when fused is set (mulAdd). It returns each
// iteration's data and the final variables.
func CFDRun(m *CFDMesh, iters int, fused bool) ([]CFDIteration, []float32) {
	ff := NewCFDFarField()
	vars := CFDInitialize(m.Nelr, ff)
	var its []CFDIteration
	for it := 0; it < iters; it++ {
		c := CFDIteration{Old: vars, Step: CFDStepFactor(vars, m.Areas, m.Nelr, fused)}
		for j := 0; j < CFDRK; j++ {
			f := CFDFlux(m, vars, ff, fused)
			c.Stages[j] = CFDStage{Vars: vars, Flux: f}
			vars = CFDTimeStep(j, m.Nelr, c.Old, c.Step, f, fused)
		}
		its = append(its, c)
	}
	return its, vars
}

// CFDSmall is the number of cells of the thesis' small cfd input (Table 6.1).
const CFDSmall = 16

// cfdInputs are the committed inputs of the cfd workloads (../cfd): the
// mesh file, the mesh and far field as the host uploads them, and the
// reference's variables, step factors and fluxes of the first iteration
// (the inputs of its later launches) and the variables after it.
func cfdInputs() []InputFile {
	m := NewCFDMesh(CFDSmall)
	ff := NewCFDFarField()
	its, after := CFDRun(m, 1, false) // the committed inputs are gfx803's
	it := its[0]
	fs := []InputFile{
		{"cfd/mesh16.domn", []byte(CFDMeshFile(CFDSmall))},
		{"cfd/areas16.bin", F32Bytes(m.Areas)},
		{"cfd/neighbours16.bin", I32Bytes(m.Neighbours)},
		{"cfd/normals16.bin", F32Bytes(m.Normals)},
		{"cfd/ff_variable.bin", F32Bytes(ff.Var[:])},
		{"cfd/ff_flux_momentum.bin", F32Bytes(append(append(ff.FluxMom[0][:], ff.FluxMom[1][:]...), ff.FluxMom[2][:]...))},
		{"cfd/ff_flux_density_energy.bin", F32Bytes(ff.FluxDenEn[:])},
		{"cfd/vars16_it0.bin", F32Bytes(it.Old)},
		{"cfd/step16_it0.bin", F32Bytes(it.Step)},
		{"cfd/vars16_it1.bin", F32Bytes(after)},
	}
	for j := 1; j < CFDRK; j++ {
		fs = append(fs, InputFile{fmt.Sprintf("cfd/vars16_rk%d.bin", j), F32Bytes(it.Stages[j].Vars)})
	}
	for j := 0; j < CFDRK; j++ {
		fs = append(fs, InputFile{fmt.Sprintf("cfd/flux16_rk%d.bin", j), F32Bytes(it.Stages[j].Flux)})
	}
	return fs
}
