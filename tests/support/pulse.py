"""A private PulseAudio daemon: a null output and a microphone that hears it.

Qt Multimedia needs an audio device to play to and record from; CI machines
and most servers have none. :func:`start_pulse` starts ``pulseaudio`` in a
temporary folder with a null sink ``studio_null`` (what is played goes
nowhere, but can be recorded) and a source ``studio_mic`` remapped from that
sink's monitor, so a test can record what the app played. It sets
``PULSE_SERVER`` for this process (Qt reads it when its audio backend starts)
and returns a stop function.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

__all__ = ["start_pulse"]


def start_pulse() -> Callable[[], None]:
    folder = Path(tempfile.mkdtemp(prefix="studio-pulse-"))
    socket = folder / "native"
    env = {**os.environ, "HOME": str(folder), "XDG_RUNTIME_DIR": str(folder)}
    env.pop("PULSE_SERVER", None)
    log = (folder / "log").open("wb")
    proc = subprocess.Popen(
        [
            "pulseaudio",
            "-n",
            "--daemonize=no",
            "--exit-idle-time=-1",
            "--disallow-exit",
            "--use-pid-file=no",
            "--log-target=stderr",
            "-L",
            "module-null-sink sink_name=studio_null sink_properties=device.description=StudioOut",
            "-L",
            f"module-native-protocol-unix socket={socket} auth-anonymous=1",
            "-L",
            "module-remap-source master=studio_null.monitor source_name=studio_mic "
            "source_properties=device.description=StudioMic",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
    log.close()  # the daemon has its own copy
    server = f"unix:{socket}"
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        check = subprocess.run(
            ["pactl", "info"], env={**env, "PULSE_SERVER": server}, capture_output=True
        )
        if check.returncode == 0:
            break
        if proc.poll() is not None:
            raise RuntimeError((folder / "log").read_text(errors="replace"))
        time.sleep(0.05)
    else:
        proc.kill()
        raise RuntimeError("pulseaudio did not start in 15 s")
    subprocess.run(
        ["pactl", "set-default-source", "studio_mic"],
        env={**env, "PULSE_SERVER": server},
        check=True,
    )
    os.environ["PULSE_SERVER"] = server

    def stop() -> None:
        os.environ.pop("PULSE_SERVER", None)
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        shutil.rmtree(folder, ignore_errors=True)

    return stop
