"""The attacks of the hostile Python suite, as bodies of ``def attack(a)``.

``a`` is :meth:`hostile_targets.Targets.args`. An attack returns (the agent then
answers ``ESCAPED: ...``) only if it got through; being stopped raises.
"""

from __future__ import annotations

from .hostile_side_doors import SIDE_DOORS

CTYPES = "import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n"
FAILED = "raise OSError(ctypes.get_errno(), 'failed')\n"

# Hook escapes: widen the audit hook's captured state so it allows everything.
WIDEN_GC = """
import gc
def _patch(fn):
    for cell in fn.__closure__ or ():
        try:
            value = cell.cell_contents
        except ValueError:
            continue
        if type(value) is tuple and value and all(type(x) is str for x in value):
            cell.cell_contents = ("/",)
        elif type(value) is frozenset:
            cell.cell_contents = frozenset()
for _o in gc.get_objects():
    if type(_o).__name__ == "function" and _o.__code__.co_filename.endswith("audit.py"):
        _patch(_o)
"""
WIDEN_FRAMES = """
import gc
try:
    open("/etc/shadow")
except PermissionError as _exc:
    _tb = _exc.__traceback__
    while _tb is not None:
        _code = _tb.tb_frame.f_code
        if _code.co_name == "hook":
            for _fn in gc.get_referrers(_code):
                if type(_fn).__name__ == "function":
                    for _c in _fn.__closure__ or ():
                        _v = _c.cell_contents
                        if type(_v) is tuple and _v and all(type(x) is str for x in _v):
                            _c.cell_contents = ("/",)
                        elif type(_v) is frozenset:
                            _c.cell_contents = frozenset()
                        elif type(_v).__name__ == "function":
                            for _d in _v.__closure__ or ():
                                if type(_d.cell_contents) is tuple:
                                    _d.cell_contents = ("/",)
        _tb = _tb.tb_next
"""
POSIXSUBPROCESS = """
import _posixsubprocess
r, w = os.pipe()
args = ([b"/bin/true"], [b"/bin/true"], True, (w,), None, None, -1, -1, -1, -1, -1, -1,
        r, w, True, False, -1, None, None, None, -1, None)
try:
    pid = _posixsubprocess.fork_exec(*args, False)
except TypeError:
    pid = _posixsubprocess.fork_exec(*args)
return os.waitpid(pid, 0)
"""
VM_READV = (
    CTYPES
    + """
class iovec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]
buf = ctypes.create_string_buffer(a["secret_len"])
local = iovec(ctypes.cast(buf, ctypes.c_void_p), a["secret_len"])
remote = iovec(a["secret_addr"], a["secret_len"])
libc.process_vm_readv.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_ulong,
                                  ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong]
if libc.process_vm_readv(a["player"], ctypes.byref(local), 1, ctypes.byref(remote), 1, 0) < 0:
"""
    + "    "
    + FAILED
    + "return buf.raw\n"
)
PROC_MEM = """
with open(f"/proc/{a['player']}/mem", "rb") as f:
    f.seek(a["secret_addr"])
    return f.read(a["secret_len"])
"""

ATTACKS: dict[str, str] = {
    # Running programs, through every route.
    "os.system": "rc = os.system('true')\nif rc != 0:\n    raise OSError(rc, 'failed')\nreturn rc",
    "subprocess": "import subprocess\nreturn subprocess.run(['/bin/true']).returncode",
    "_posixsubprocess": POSIXSUBPROCESS,
    "posix_spawn": "pid = os.posix_spawn('/bin/true', ['true'], {})\nreturn os.waitpid(pid, 0)",
    "fork": "pid = os.fork()\nif pid == 0:\n    os._exit(0)\nreturn os.waitpid(pid, 0)",
    "execv": "os.execv('/bin/true', ['true'])",
    "multiprocessing-fork": "import multiprocessing\n"
    "p = multiprocessing.get_context('fork').Process(target=os._exit, args=(0,))\n"
    "p.start()\np.join()\nreturn p.exitcode",
    "multiprocessing-spawn": "import multiprocessing\n"
    "p = multiprocessing.get_context('spawn').Process(target=len, args=('',))\n"
    "p.start()\np.join()\nreturn p.exitcode",
    "ctypes-system": CTYPES + "if libc.system(b'true') != 0:\n    " + FAILED + "return 0",
    "ctypes-execve": CTYPES + "argv = (ctypes.c_char_p * 2)(b'/bin/true', None)\n"
    "libc.execve(b'/bin/true', argv, None)\n" + FAILED,
    "ctypes-raw-clone": CTYPES + "nr = {'x86_64': 56, 'aarch64': 220}[os.uname().machine]\n"
    "pid = libc.syscall(nr, 17, 0, 0, 0, 0)\nif pid == 0:\n    os._exit(0)\n"
    "if pid < 0:\n    " + FAILED + "return pid",
    # Files outside the package.
    "read /etc/passwd": "return open('/etc/passwd').read()[:40]",
    "read ~/.ssh key": "return open(a['files']['ssh']).read()",
    "read another agent's store": "return open(a['files']['store']).read()",
    "list /": "return os.listdir('/')",
    "sqlite3 read": "import sqlite3\n"
    "return sqlite3.connect(a['files']['sqlite']).execute('select * from secrets').fetchall()",
    "sqlite3 read-only uri": "import sqlite3\n"
    "c = sqlite3.connect('file:' + a['files']['sqlite'] + '?mode=ro', uri=True)\n"
    "return c.execute('select * from secrets').fetchall()",
    "sqlite3 create": "import sqlite3\nc = sqlite3.connect(a['new_db'])\n"
    "c.execute('create table t (x)')\nc.commit()\nreturn 'created'",
    "mmap": "import mmap\nfd = os.open(a['files']['store'], os.O_RDONLY)\n"
    "return mmap.mmap(fd, 0, prot=mmap.PROT_READ)[:]",
    # The player's memory and environment.
    "/proc/player/mem": PROC_MEM,
    "/proc/player/environ": "return open(f\"/proc/{a['player']}/environ\", 'rb').read()[:80]",
    "/proc/player/root": "return open(f\"/proc/{a['player']}/root/etc/hostname\").read()",
    "/proc listing": "return os.listdir('/proc')[:10]",
    "process_vm_readv": VM_READV,
    "ptrace seize": CTYPES + "libc.ptrace.argtypes = [ctypes.c_long, ctypes.c_int, "
    "ctypes.c_void_p, ctypes.c_void_p]\n"
    "if libc.ptrace(0x4206, a['player'], None, None) != 0:\n    "
    + FAILED
    + "libc.ptrace(17, a['player'], None, None)\nreturn 'attached'",
    # Sockets.
    "tcp": "import socket\nsocket.create_connection(('127.0.0.1', a['tcp']), timeout=2)\n"
    "return 'connected'",
    "udp": "import socket\ns = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)\n"
    "s.sendto(b'x', ('127.0.0.1', a['udp']))\nreturn 'sent'",
    "unix": "import socket\ns = socket.socket(socket.AF_UNIX)\ns.connect(a['unix'])\n"
    "return 'connected'",
    "abstract unix": "import socket\ns = socket.socket(socket.AF_UNIX)\n"
    "s.connect('\\0' + a['abstract'])\nreturn 'connected'",
    "ctypes socket": CTYPES + "if libc.socket(2, 1, 0) < 0:\n    " + FAILED + "return 'socket'",
    # Signals to the player (signal 0: delivered nothing even if it got through).
    "kill": "os.kill(a['player'], 0)\nreturn 'signalled'",
    "kill -1": "os.kill(-1, 0)\nreturn 'signalled everyone'",
    "killpg": "os.killpg(os.getpgid(a['player']), 0)\nreturn 'signalled'",
    "pidfd_send_signal": "import signal\n"
    "signal.pidfd_send_signal(os.pidfd_open(a['player']), 0)\nreturn 'signalled'",
    "ctypes kill": CTYPES
    + "if libc.kill(a['player'], 0) != 0:\n    "
    + FAILED
    + "return 'signalled'",
}
ATTACKS.update(SIDE_DOORS)  # Issue 26: metadata, SysV IPC, kernel memory, side channels.
# Escapes of the audit hook by introspection, then the attacks it used to stop.
HOOK_ESCAPES: dict[str, str] = {
    "gc widen, read /etc/passwd": WIDEN_GC + "return open('/etc/passwd').read()[:40]",
    "gc widen, read another agent's store": WIDEN_GC + "return open(a['files']['store']).read()",
    "gc widen, /proc/player/mem": WIDEN_GC + PROC_MEM,
    "gc widen, run a program": WIDEN_GC
    + "rc = os.system('true')\nif rc != 0:\n    raise OSError(rc, 'failed')\nreturn rc",
    "gc widen, connect a UNIX socket": WIDEN_GC
    + "import socket\ns = socket.socket(socket.AF_UNIX)\ns.connect(a['unix'])\nreturn 'connected'",
    "gc widen, ctypes kill": WIDEN_GC
    + CTYPES
    + "if libc.kill(a['player'], 0) != 0:\n    "
    + FAILED
    + "return 'signalled'",
    "frames widen, read /etc/passwd": WIDEN_FRAMES + "return open('/etc/passwd').read()[:40]",
    "frames widen, ctypes execve": WIDEN_FRAMES
    + CTYPES
    + "argv = (ctypes.c_char_p * 2)(b'/bin/true', None)\n"
    "libc.execve(b'/bin/true', argv, None)\n" + FAILED,
}


def agent_source(body: str) -> str:
    """The agent that runs ``body`` as ``attack(a)`` inside its tool call."""
    indented = "".join(f"    {line}\n" for line in body.strip("\n").splitlines())
    return (
        "import os, sys\n"
        f"def attack(a):\n{indented}"
        "def on_tool_call(tool, a, store, studio, context):\n"
        "    try:\n"
        "        value = attack(a)\n"
        "    except BaseException as exc:\n"
        "        return 'blocked: ' + type(exc).__name__ + ': ' + str(exc)[:300]\n"
        "    return 'ESCAPED: ' + repr(value)[:300]\n"
        "def ok(*a):\n"
        "    return 'still fine'\n"
    )
