package sim

import (
	"reflect"
	"testing"
	"unsafe"
)

// TestCloneCopiesEveryField: a split that copies only some SGPRs
// (Program.sgprs) copies every other field of the wave as a whole copy
// does, so a field added to Wave and not to copyFields fails here.
func TestCloneCopiesEveryField(t *testing.T) {
	w := new(Wave)
	fill(reflect.ValueOf(w).Elem(), 1)
	for _, sgprs := range []int{0, 7, numSGPRs - 1} {
		full, part := new(Wave), new(Wave)
		fill(reflect.ValueOf(part).Elem(), 2) // what a reused wave held
		w.clone(full, false, numSGPRs)
		w.clone(part, false, sgprs)
		for r := range part.S {
			if r < sgprIndex(sgprs) || r >= sgprIndex(numSGPRs) || r < regSGPR {
				if part.S[r] != w.S[r] {
					t.Errorf("sgprs %d: S[%d] = %d, not copied", sgprs, r, part.S[r])
				}
			} else if part.S[r] == w.S[r] {
				t.Errorf("sgprs %d: S[%d] copied", sgprs, r)
			}
		}
		fw, pw := reflect.ValueOf(full).Elem(), reflect.ValueOf(part).Elem()
		for i := range fw.NumField() {
			name := fw.Type().Field(i).Name
			f, p := open(fw.Field(i)), open(pw.Field(i))
			same := reflect.DeepEqual(f.Interface(), p.Interface())
			switch {
			case name == "S" || name == "scratch" || name == "calls":
				continue // above; clone copies these itself
			case f.Kind() == reflect.Pointer || f.Kind() == reflect.Slice:
				same = f.Pointer() == p.Pointer() && (f.Kind() == reflect.Pointer || f.Len() == p.Len())
			}
			if !same {
				t.Errorf("sgprs %d: Wave.%s is not copied (copyFields)", sgprs, name)
			}
		}
	}
}

// open makes a field of an addressable struct readable and settable,
// exported or not.
func open(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// fill sets every field of v, exported or not, to a value made from seed
// (non-zero; a pointer or a slice a new one).
func fill(v reflect.Value, seed int) {
	if v.CanAddr() && !v.CanSet() {
		v = open(v)
	}
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			fill(v.Field(i), seed+i)
		}
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i), seed+i)
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1+seed%3, 1+seed%3))
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
	case reflect.Bool:
		v.SetBool(seed%2 == 1)
	case reflect.String:
		v.SetString(string(rune('a' + seed%26)))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(seed))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(uint64(seed))
	default:
		panic("fill: " + v.Kind().String()) // a new kind of field: teach fill
	}
}
