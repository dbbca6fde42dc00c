#!/usr/bin/env bash
# Install the app with the packaging extra for a macOS release build, from wheels
# that run on the macOS the app declares (MACOS_MINIMUM in packaging/studio.spec).
#
# Usage: packaging/macos/install_deps.sh   (PYTHON=... to pick the interpreter)
#
# pip picks the newest wheel for the macOS it runs on: on the macOS 15 runners that
# is google-re2's macosx_15_0 wheel, and the app would need macOS 15 whatever its
# Info.plist says. So every wheel is downloaded for macosx_<minimum>_<arch> (pip
# then takes only wheels tagged for that macOS or older) and installed from that
# folder with no index. --only-binary=:all: also settles cmarkgfm on Intel: its
# newest release with a macOS x86_64 wheel is 2024.1.14 (2024.11.20 and 2025.10.x
# ship arm64 wheels and an sdist only), which pyproject's ">=2024.1" allows, so
# nothing is compiled here.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-$ROOT/.venv/bin/python}
MINIMUM=$("$PYTHON" packaging/macos/minimum.py print)
if [ "${MACOSX_DEPLOYMENT_TARGET:-$MINIMUM}" != "$MINIMUM" ]; then
  echo "error: MACOSX_DEPLOYMENT_TARGET=$MACOSX_DEPLOYMENT_TARGET but MACOS_MINIMUM is $MINIMUM" >&2
  exit 1
fi
export MACOSX_DEPLOYMENT_TARGET=$MINIMUM  # For anything that still compiles.
PLATFORM="macosx_${MINIMUM/./_}_$(uname -m)"
WORK=$ROOT/build/macos-deps
rm -rf "$WORK"
mkdir -p "$WORK/wheels"

# The run-time dependencies, the packaging extra, and the build backend for the
# editable install (pip builds it in an isolated environment from the same folder).
"$PYTHON" - >"$WORK/requirements.txt" <<'PY'
import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
build = tomllib.load(open("pyproject.toml", "rb"))["build-system"]["requires"]
print("\n".join(project["dependencies"] + project["optional-dependencies"]["packaging"] + build))
PY
"$PYTHON" -m pip download --only-binary=:all: --platform "$PLATFORM" \
  --dest "$WORK/wheels" -r "$WORK/requirements.txt"
"$PYTHON" -m pip install --no-index --find-links "$WORK/wheels" -r "$WORK/requirements.txt"
"$PYTHON" -m pip install --no-index --find-links "$WORK/wheels" --no-deps -e .
"$PYTHON" packaging/macos/minimum.py check
