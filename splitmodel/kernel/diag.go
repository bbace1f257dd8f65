package kernel

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/splitwcet/splitwcet/internal/diag"
)

// diagnose attaches the text of every file read to err's diagnostics
// (diag.WithSources) and, for HIP input, points a diagnostic in hipcc's
// assembly at the HIP line its `.loc` names, with a note at the assembly
// line: the HIP source is what the user wrote, and the assembly exists
// only when --save-asm kept it.
func (in *Input) diagnose(err error) error {
	ds := diag.Collect(err)
	if len(ds) == 0 || in.texts == nil || errors.As(err, new(diagnosed)) {
		return err
	}
	if IsHIP(in.Path) && in.asmName != "" {
		asmText, hip := in.texts[in.asmName], in.texts[in.Path]
		var out []diag.Diagnostic
		for _, d := range ds {
			if d.File != in.asmName || d.Line == 0 {
				out = append(out, d)
				continue
			}
			note := d
			note.Severity, note.Source = diag.Note, diag.Line(asmText, d.Line)
			note.Msg = "in hipcc's assembly, kept by --save-asm"
			if in.SaveAsm == "" {
				note.File, note.Msg = "", "at line "+strconv.Itoa(d.Line)+" of hipcc's assembly of "+in.Path+" (not kept: --save-asm FILE keeps it)"
			}
			if file, line, col := locAt(asmText, d.Line); line > 0 && filepath.Base(file) == filepath.Base(in.Path) {
				d.File, d.Line, d.Col, d.Source = in.Path, line, col, diag.Line(hip, line)
			} else if in.SaveAsm == "" {
				d.Source = diag.Line(asmText, d.Line)
				d.File, d.Line, d.Col = "", 0, 0
			}
			out = append(out, d, note)
		}
		ds = out
	}
	return diagnosed{diag.WithSources(&diag.List{Diags: ds, Err: err}, in.texts)}
}

// diagnosed marks an error diagnose has treated (Diagnose may see it again).
type diagnosed struct{ error }

func (d diagnosed) Unwrap() error { return d.error }

// HIPLine is the source position the `.loc` lines of assembly text give
// line n (file as the line table names it; line 0: none).
func HIPLine(text []byte, n int) (file string, line, col int) { return locAt(text, n) }

// locAt returns the source position the last `.loc` before line n of the
// assembly text gives (file name from its `.file`), or a zero line when
// none applies (no `.loc`, or `.loc F 0`: code with no source line).
func locAt(text []byte, n int) (file string, line, col int) {
	files := map[string]string{}
	for i, l := range strings.SplitN(string(text), "\n", n+1) {
		if i >= n {
			break
		}
		f := strings.Fields(l)
		if len(f) < 3 {
			continue
		}
		switch f[0] {
		case ".file":
			// .file N "name" or .file N "dir" "name" [md5 ...]
			var q []string
			for _, s := range f[2:] {
				if u, err := strconv.Unquote(s); err == nil {
					q = append(q, u)
				}
			}
			if len(q) > 0 {
				files[f[1]] = q[min(len(q), 2)-1]
			}
		case ".loc":
			file, line, col = files[f[1]], atoi(f[2]), 0
			if len(f) > 3 {
				col = atoi(f[3])
			}
		}
	}
	return file, line, col
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0
	}
	return n
}
