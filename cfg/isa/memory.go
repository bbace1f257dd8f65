package isa

import (
	"strconv"
	"strings"
)

// The shape of a memory instruction's data, from its mnemonic: the one
// place that reads widths out of mnemonics (buffer_load_dwordx4,
// ds_read2st64_b64, s_buffer_load_dwordx8, flat_atomic_cmpswap_x2, ...).

// Data is what a memory access moves per lane: Bytes per address (a
// load's or store's type, an atomic's width, an SMEM load's dwords; 0 for
// no memory access or a shape the mnemonic does not give, such as an
// image's), Signed for a sign-extending load, Addrs addresses per lane (2
// for the two-address LDS forms ds_read2*, ds_write2*, ds_wrxchg2*), and
// TwoData for two data values per address (compare and swap, masked or,
// conditional exchange).
type Data struct {
	Bytes   int
	Signed  bool
	Addrs   int
	TwoData bool
}

// DataOf returns the data shape of a mnemonic (without encoding suffix),
// the zero Data for one of no memory encoding. Every modelled generation
// spells shapes the same way, so every target's records carry this.
func DataOf(op string) Data {
	s, _ := shapeOf(op)
	return s
}

// memPrefixes are the mnemonic prefixes of the memory encodings whose data
// shape the mnemonic spells.
var memPrefixes = []string{"buffer_", "tbuffer_", "flat_", "global_", "scratch_", "ds_", "s_"}

// shapeOf returns the data shape of a memory mnemonic; ok is false for a
// mnemonic of no memory encoding.
func shapeOf(op string) (Data, bool) {
	switch {
	case strings.HasPrefix(op, "ds_"):
		return dsShape(op), true
	case strings.HasPrefix(op, "s_"):
		return sData(op)
	}
	for _, p := range memPrefixes {
		if strings.HasPrefix(op, p) {
			return vData(op[len(p):]), true
		}
	}
	return Data{}, false
}

// vData reads a MUBUF, MTBUF or FLAT/GLOBAL/SCRATCH mnemonic without its
// prefix: load_T, store_T, atomic_OP[_x2], and the cache controls (no data).
func vData(rest string) Data {
	switch {
	case strings.HasPrefix(rest, "atomic_"):
		s := Data{Bytes: 4, Addrs: 1, TwoData: strings.Contains(rest, "cmpswap")}
		if strings.HasSuffix(rest, "_x2") {
			s.Bytes = 8
		}
		return s
	case strings.HasPrefix(rest, "load_"):
		return typeShape(strings.TrimPrefix(rest, "load_"))
	case strings.HasPrefix(rest, "store_"):
		return typeShape(strings.TrimPrefix(rest, "store_"))
	}
	return Data{} // buffer_wbinvl1, buffer_gl0_inv, ...: no data
}

// dsShape reads an LDS/GDS mnemonic: ds_read_T, ds_write_T, the two-address
// forms (read2, write2, wrxchg2, st64 or not; gfx10+'s load_2addr,
// store_2addr, storexchg_2addr), and atomics, whose data width is their
// type suffix (_b64, _u64, _f64, ..._b64 of condxchg32: 8 bytes).
func dsShape(op string) Data {
	switch op {
	case "ds_nop", "ds_gws_init", "ds_gws_barrier", "ds_gws_sema_v", "ds_gws_sema_br", "ds_gws_sema_p", "ds_gws_sema_release_all":
		return Data{}
	}
	s := Data{Bytes: 4, Addrs: 1}
	for _, p := range []string{"ds_read2", "ds_write2", "ds_wrxchg2", "ds_load_2addr", "ds_store_2addr", "ds_storexchg_2addr"} {
		if strings.HasPrefix(op, p) {
			s.Addrs = 2
		}
	}
	for _, d := range []string{"cmpst", "mskor", "condxchg", "cmpstore"} {
		if strings.Contains(op, d) {
			s.TwoData = true
		}
	}
	i := strings.LastIndexByte(op, '_')
	t := op[i+1:]
	for _, p := range []string{"ds_read_", "ds_write_", "ds_load_", "ds_store_"} {
		if rest, ok := strings.CutPrefix(op, p); ok && s.Addrs == 1 && !strings.HasPrefix(rest, "src2_") && !strings.HasPrefix(rest, "addtid_") {
			ts := typeShape(rest)
			s.Bytes, s.Signed = ts.Bytes, ts.Signed
			return s
		}
	}
	switch {
	case strings.HasSuffix(t, "64"):
		s.Bytes = 8
	case t == "b128":
		s.Bytes = 16
	case t == "b96":
		s.Bytes = 12
	}
	return s
}

// sData reads a scalar memory mnemonic: s_load_dwordxN,
// s_buffer_load_dwordxN, the stores, scalar atomics (_x2: 8 bytes) and the
// time reads (s_memtime, s_memrealtime: 8 bytes). Other s_ mnemonics are no
// memory access (ok false), and so are the cache controls (no data).
func sData(op string) (Data, bool) {
	switch {
	case strings.Contains(op, "_load_dword"), strings.Contains(op, "_store_dword"):
		n := 1
		if _, x, ok := strings.Cut(op, "dwordx"); ok {
			if v, err := strconv.Atoi(x); err == nil {
				n = v
			}
		}
		return Data{Bytes: 4 * n, Addrs: 1}, true
	case strings.HasPrefix(op, "s_atomic_"), strings.HasPrefix(op, "s_buffer_atomic_"):
		s := Data{Bytes: 4, Addrs: 1, TwoData: strings.Contains(op, "cmpswap")}
		if strings.HasSuffix(op, "_x2") {
			s.Bytes = 8
		}
		return s, true
	case op == "s_memtime", op == "s_memrealtime":
		return Data{Bytes: 8}, true
	case strings.HasPrefix(op, "s_dcache_"), strings.HasPrefix(op, "s_atc_probe"), strings.HasPrefix(op, "s_scratch_"):
		return Data{}, true
	}
	return Data{}, false
}

// typeShape reads the data type of a load or store: dword, dwordxN, byte,
// short and their unsigned/signed forms, the DS and gfx10+ types b32, u8,
// i16, ..., the d16 forms (a byte or short into half a VGPR), and the
// format forms (format_x ... format_xyzw, 4 bytes a component; d16: 2).
func typeShape(t string) Data {
	s := Data{Addrs: 1}
	t = strings.TrimSuffix(strings.TrimSuffix(t, "_hi"), "_d16")
	if f, ok := strings.CutPrefix(t, "format_"); ok {
		per := 4
		if c, ok := strings.CutPrefix(f, "d16_"); ok {
			f, per = c, 2
		}
		s.Bytes = per * len(f) // x, xy, xyz, xyzw
		return s
	}
	switch t {
	case "dword", "b32", "u32", "i32", "f32", "lds_dword", "short_d16x2":
		s.Bytes = 4
	case "dwordx2", "b64", "u64", "i64", "f64":
		s.Bytes = 8
	case "dwordx3", "b96":
		s.Bytes = 12
	case "dwordx4", "b128":
		s.Bytes = 16
	case "ubyte", "u8", "byte", "b8", "lds_ubyte":
		s.Bytes = 1
	case "sbyte", "i8", "lds_sbyte":
		s.Bytes, s.Signed = 1, true
	case "ushort", "u16", "short", "b16", "lds_ushort":
		s.Bytes = 2
	case "sshort", "i16", "lds_sshort":
		s.Bytes, s.Signed = 2, true
	default:
		s.Bytes = 4
	}
	return s
}
