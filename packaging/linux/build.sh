#!/usr/bin/env bash
# Build the Linux release artifacts into dist/:
#   dist/character-studio/                          the PyInstaller one-folder build
#   dist/character-studio_<version>_<arch>.deb      installs to /opt/character-studio
#   dist/character-studio-<version>-linux-<arch>.tar.gz   the one-folder build as-is
#
# Usage: packaging/linux/build.sh [--tarball-only]   (from anywhere; PYTHON=... picks the
#        interpreter; --tarball-only skips the .deb, as the release journeys do)
# Needs: the venv with the `packaging` extra, Node.js + npm (transpiler bundle),
# dpkg-dev (dpkg-shlibdeps), and the shared libraries the Qt plugins link against
# installed (the apt-get line of .github/workflows/release.yml), because
# dpkg-shlibdeps maps each needed library to the package that owns it here.
#
# Build on the oldest distribution you support: the bundle needs the glibc it was
# built against (the release workflow builds on ubuntu-22.04, glibc 2.35).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
APP=character-studio
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(dpkg --print-architecture)
MACHINE=$(uname -m)
DIST=$ROOT/dist
WORK=$ROOT/build/linux
START=$(date +%s.%N)
DEB_TOO=yes
for arg in "$@"; do
  case $arg in
    --tarball-only) DEB_TOO=no ;;
    *) echo "usage: $0 [--tarball-only]" >&2; exit 2 ;;
  esac
done

# awk, not bc: bc is not on every fresh machine (CI builds this for the release journeys).
step() { printf '\n== %s (at %s s)\n' "$1" "$(awk -v a="$(date +%s.%N)" -v b="$START" 'BEGIN { printf "%.1f", a - b }')"; }

# 1. The TypeScript transpiler bundle: the spec refuses to build without it, and
#    it is never committed (made from the pinned npm lockfile).
step "transpiler bundle"
"$PYTHON" scripts/build_transpiler.py

# 2. The one-folder build. --clean: a stale work dir has shipped deleted modules before.
step "PyInstaller"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$DIST" --workpath "$ROOT/build/pyinstaller" packaging/studio.spec
BUNDLE=$DIST/$APP
test -x "$BUNDLE/$APP"

# 3. The .deb, staged in build/linux/deb.
DEB=""
if [ "$DEB_TOO" = yes ]; then
  step "deb"
  STAGE=$WORK/deb
  rm -rf "$WORK"
  mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications"
  cp -a "$BUNDLE" "$STAGE/opt/$APP"
  # Symlinks, not wrapper scripts: the binary picks its mode from the name it runs
  # under (character-player), and there is no extra shell between the desktop and the app.
  ln -s "/opt/$APP/$APP" "$STAGE/usr/bin/character-studio"
  ln -s "/opt/$APP/character-player" "$STAGE/usr/bin/character-player"
  install -m 0644 packaging/linux/character-studio.desktop packaging/linux/character-player.desktop \
    "$STAGE/usr/share/applications/"
  for png in resources/icons/character-studio-*.png; do
    size=${png##*-}; size=${size%.png}
    install -D -m 0644 "$png" "$STAGE/usr/share/icons/hicolor/${size}x${size}/apps/$APP.png"
  done
  install -D -m 0644 resources/icons/character-studio.svg \
    "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP.svg"

  # Depends from the ELF files themselves. dpkg-shlibdeps wants a debian/control
  # beside it; -l points it at the bundle's own library folders so libraries we ship
  # resolve there. Finding no package for a private library, it would fall through to
  # the system's copy and depend on that package anyway; a debian/shlibs.local entry
  # with no dependencies for every library the bundle ships says "provided here", so
  # only what the bundle does NOT ship (libc, libEGL, libxcb...) becomes a dependency.
  SHLIB=$WORK/shlibdeps
  mkdir -p "$SHLIB/debian"
  printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$APP" "$APP" >"$SHLIB/debian/control"
  find "$STAGE/opt/$APP" -name 'lib*.so.*' -printf '%f\n' \
    | sed -nE 's/^(.*)\.so\.([0-9.]+)$/\1 \2/p' | sort -u >"$SHLIB/debian/shlibs.local"
  mapfile -t ELVES < <(find "$STAGE/opt/$APP" -type f -exec sh -c \
    'head -c 4 "$1" | grep -q "^.ELF" && echo "$1"' _ {} \;)
  LIBDIRS=()
  while IFS= read -r dir; do LIBDIRS+=("-l$dir"); done < <(printf '%s\n' "${ELVES[@]}" | xargs -n1 dirname | sort -u)
  SHLIBS=$(cd "$SHLIB" && dpkg-shlibdeps -O --ignore-missing-info --warnings=1 \
    "${LIBDIRS[@]}" "${ELVES[@]}" 2>"$WORK/shlibdeps.log" | sed -n 's/^shlibs:Depends=//p')
  if [ -z "$SHLIBS" ]; then
    cat "$WORK/shlibdeps.log" >&2
    echo "error: dpkg-shlibdeps found no dependencies" >&2
    exit 1
  fi
  # Not visible in ELF headers: Qt finds fonts through fontconfig's configuration
  # (the bundled libfontconfig reads /etc/fonts) and the PyPI Qt ships no fonts.
  DEPENDS="$SHLIBS, fontconfig-config, fonts-dejavu-core | fonts-liberation2"
  INSTALLED_KB=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
  sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" -e "s/@DEPENDS@/$DEPENDS/" \
    -e "s/@INSTALLED_SIZE@/$INSTALLED_KB/" packaging/linux/control.in >"$STAGE/DEBIAN/control"
  DEB=$DIST/${APP}_${VERSION}_${ARCH}.deb
  # zstd: ~1 s where xz takes ~2 minutes for a 60 MB payload (dpkg >= 1.21.18 and
  # Ubuntu's dpkg read it). --root-owner-group: files owned by root, not the builder.
  dpkg-deb --root-owner-group --build -Zzstd "$STAGE" "$DEB" >/dev/null
fi

# 4. The tarball of the one-folder build (any glibc >= the build machine's).
step "tar.gz"
TARBALL=$DIST/$APP-$VERSION-linux-$MACHINE.tar.gz
tar -C "$DIST" --owner=0 --group=0 -czf "$TARBALL" "$APP"

step "done"
[ -z "$DEB" ] || printf 'Depends: %s\n' "$DEPENDS"
printf '%-10s %s\n' "$(du -sh "$BUNDLE" | cut -f1)" "$BUNDLE/ (one-folder build)"
[ -z "$DEB" ] || printf '%-10s %s\n' "$(du -h "$DEB" | cut -f1)" "$DEB"
printf '%-10s %s\n' "$(du -h "$TARBALL" | cut -f1)" "$TARBALL"
