#!/usr/bin/env bash
# Packs the binaries that bench/gpu/device-check.sh needs into .gpu-bin/ (ignored by git),
# small enough to carry to a GPU machine that has no Rust toolchain: p4a, p4a-validate
# and libp4a_runtime.a from target/release, stripped of debug information and gzipped
# (about 14 MB instead of 130), with a STAMP file naming the commit they were built from.
#
#   bench/gpu/pack.sh            # builds them first (cargo build --release ...)
#   bench/gpu/pack.sh --no-build # packs what target/release holds
#
# Then carry `.gpu-bin` (see bench/gpu/README.md, "Device check").
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SRC=${CARGO_TARGET_DIR:-$ROOT/target}/release
DEST=$ROOT/.gpu-bin
BINARIES=(p4a p4a-validate libp4a_runtime.a)

if [ "${1:-}" != "--no-build" ]; then
    (cd "$ROOT" && cargo build --release -p p4a -p p4a-validation -p p4a-runtime)
fi
for f in "${BINARIES[@]}"; do
    [ -f "$SRC/$f" ] || { echo "pack.sh: no $SRC/$f: build it first" >&2; exit 1; }
done
# Read before the temporary folder exists, which git would count as a change.
COMMIT=$(git -C "$ROOT" rev-parse HEAD 2>/dev/null || echo unknown)
CHANGES=$(git -C "$ROOT" status --porcelain 2>/dev/null | wc -l)
rm -rf "$DEST.tmp"
mkdir -p "$DEST.tmp"
for f in "${BINARIES[@]}"; do
    cp "$SRC/$f" "$DEST.tmp/$f"
    # Debug information only: the library keeps its symbol table, which linking needs.
    strip --strip-debug "$DEST.tmp/$f"
    gzip -6 "$DEST.tmp/$f"
done
{
    echo "commit $COMMIT"
    echo "uncommitted changes $CHANGES"
    echo "packed $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    (cd "$DEST.tmp" && ls -l -- *.gz)
} >"$DEST.tmp/STAMP"
rm -rf "$DEST"
mv "$DEST.tmp" "$DEST"
echo "packed into $DEST ($(du -sh "$DEST" | cut -f1)):"
cat "$DEST/STAMP"
