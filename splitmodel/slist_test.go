package splitmodel

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseSList(t *testing.T) {
	for in, want := range map[string][]int{
		"0,1,2,4":   {0, 1, 2, 4},
		"0-3":       {0, 1, 2, 3},
		"8,0-2,2":   {0, 1, 2, 8},
		" 63 ":      {63},
		"4-4,1":     {1, 4},
		"0-2,16-16": {0, 1, 2, 16},
		"0..3":      {0, 1, 2, 3},
		"2..2,0-1":  {0, 1, 2},
	} {
		got, err := ParseSList(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("ParseSList(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "x", "3-1", "64", "-1", "0-64", "1,,a", "3..1", "0..", "..4", "0..64"} {
		if _, err := ParseSList(in); err == nil {
			t.Errorf("ParseSList(%q): no error", in)
		}
	}
	if _, err := ParseSList("5-2"); err == nil || !strings.Contains(err.Error(), "LO <= HI") {
		t.Errorf("ParseSList(5-2): error %v, want one saying LO <= HI", err)
	}
}
