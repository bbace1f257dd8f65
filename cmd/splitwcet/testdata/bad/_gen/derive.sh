#!/usr/bin/env bash
# Writes a case's kernel from an example and a small patch, instead of
# keeping a copy of the whole file: derive.sh EXAMPLE [OUT] copies
# $EXAMPLES/EXAMPLE to OUT (default kernel.s) and applies OUT.diff (a
# unified diff). The patch must apply exactly (no fuzz, no offset): an
# example that changed under it fails the case's setup, visibly, instead
# of testing something else.
set -euo pipefail
src="$EXAMPLES/$1"
out="${2:-kernel.s}"
cp "$src" "$out"
if ! log=$(patch --no-backup-if-mismatch -F0 "$out" < "$out.diff" 2>&1) || grep -q -e offset -e fuzz <<< "$log"; then
	echo "derive.sh: $out.diff does not apply exactly to $src:" >&2
	echo "$log" >&2
	exit 1
fi
rm "$out.diff"
