#!/usr/bin/env bash
# Build "Character Studio.app" and a .dmg for this Mac's architecture into dist/:
#   dist/Character Studio.app
#   dist/character-studio-<version>-macos-<arm64|x86_64>.dmg
#
# Usage: packaging/macos/build.sh   (PYTHON=... to pick the interpreter)
# Install first with packaging/macos/install_deps.sh: only wheels that run on the
# declared minimum macOS (MACOS_MINIMUM in packaging/studio.spec, Info.plist's
# LSMinimumSystemVersion); this script refuses to build with any newer wheel.
# Run once per architecture on its own runner (macos-15: arm64, macos-15-intel:
# x86_64): PyInstaller freezes the interpreter it runs under, so the app is single-arch.
# The app is ad-hoc signed by PyInstaller (enough to run on arm64); distributing
# outside CI needs a Developer ID certificate and notarisation (not done here).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
VERSION=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
APP="$ROOT/dist/Character Studio.app"
DMG="$ROOT/dist/character-studio-$VERSION-macos-$ARCH.dmg"
START=$SECONDS
MINIMUM=$("$PYTHON" packaging/macos/minimum.py print)
if [ "${MACOSX_DEPLOYMENT_TARGET:-$MINIMUM}" != "$MINIMUM" ]; then
  echo "error: MACOSX_DEPLOYMENT_TARGET=$MACOSX_DEPLOYMENT_TARGET but MACOS_MINIMUM is $MINIMUM" >&2
  exit 1
fi
export MACOSX_DEPLOYMENT_TARGET=$MINIMUM
# Every bundled wheel must run on the macOS the Info.plist promises.
"$PYTHON" packaging/macos/minimum.py check

# The transpiler bundle first: the spec refuses to freeze without it.
"$PYTHON" scripts/build_transpiler.py
# The spec's BUNDLE step writes the .app (Info.plist: bundle id, version, icon,
# LSMinimumSystemVersion, NSHighResolutionCapable, the .zip document type).
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" packaging/studio.spec
test -x "$APP/Contents/MacOS/character-studio"
/usr/bin/plutil -lint "$APP/Contents/Info.plist"
DECLARED=$(/usr/bin/plutil -extract LSMinimumSystemVersion raw "$APP/Contents/Info.plist")
if [ "$DECLARED" != "$MINIMUM" ]; then
  echo "error: Info.plist declares macOS $DECLARED, MACOS_MINIMUM is $MINIMUM" >&2
  exit 1
fi

# The disk image: the app plus an /Applications link to drag it onto. UDZO
# (zlib) opens on every supported macOS; staging in a folder keeps hdiutil from
# imaging anything else in dist/.
STAGE="$ROOT/build/dmg"
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "Character Studio" -srcfolder "$STAGE" -ov -format UDZO "$DMG"

echo "built in $((SECONDS - START)) s"
du -sh "$APP" "$DMG"
