"""Hostile URLs against ``studio.web.fetch``: every one must be refused before a byte is sent.

Each test runs a real HTTP server on 127.0.0.1 and aims the fetcher at it (or at
a private address) in some disguise. None of these fetchers has ``allow_private``;
the hostile direct-address cases use the fetcher's real default transport, so
the address check is the only thing between the URL and the server. Every test
asserts the phrase the reference requires *and* that the server saw nothing it
should not have.
"""

from __future__ import annotations

from http.server import BaseHTTPRequestHandler

import pytest

from studio.web.fetch import WebFetchError
from tests.web import test_web_support as support
from tests.web.test_web_support import (
    PUBLIC_IP,
    LoopbackServer,
    MakeFetcher,
    redirect,
    respond,
)

# Fixtures from the support module, bound here so pytest finds them by name.
web_server = support.web_server
make_fetcher = support.make_fetcher

# {port} is the loopback server's port. Forms that carry no port go to the default
# port, where nothing listens; the check must refuse them before any connect.
DIRECT_HOSTILE = [
    "http://127.0.0.1:{port}/secret",
    "http://127.0.0.2:{port}/secret",
    "http://localhost:{port}/secret",
    "http://sub.localhost:{port}/secret",
    "http://0.0.0.0:{port}/secret",
    "http://0:{port}/secret",
    "HTTP://127.0.0.1:{port}/secret",
    "https://127.0.0.1:{port}/secret",
    # inet_aton spellings of 127.0.0.1.
    "http://2130706433:{port}/secret",
    "http://0x7f000001:{port}/secret",
    "http://017700000001:{port}/secret",
    "http://0177.0.0.1:{port}/secret",
    "http://0x7f.0.0.1:{port}/secret",
    "http://0x7f.1:{port}/secret",
    "http://127.1:{port}/secret",
    "http://127.0.1:{port}/secret",
    "http://127.0.0.1.:{port}/secret",
    # Userinfo tricks: the host is what follows the last "@".
    "http://example.com@127.0.0.1:{port}/secret",
    "http://user:pass@127.0.0.1:{port}/secret",
    "http://public.test:80@127.0.0.1:{port}/secret",
    # IPv6 spellings of loopback and friends.
    "http://[::1]:{port}/secret",
    "http://[0:0:0:0:0:0:0:1]:{port}/secret",
    "http://[::ffff:127.0.0.1]:{port}/secret",
    "http://[0:0:0:0:0:ffff:7f00:1]:{port}/secret",
    "http://[::ffff:8.8.8.8]:{port}/secret",
    "http://[::127.0.0.1]:{port}/secret",
    "http://[::]:{port}/secret",
    "http://[64:ff9b::7f00:1]:{port}/secret",
    "http://[64:ff9b::a00:1]/",
    "http://[64:ff9b:1::1]/",
    "http://[2002:7f00:1::]:{port}/secret",
    "http://[2002:a9fe:a9fe::]/",
    "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
    "http://[fec0::1]/",
    "http://[fd00::1]/",
    "http://[fc00::1]/",
    "http://[fe80::1]/",
    "http://[fe80::1%25eth0]/",
    "http://[ff02::1]/",
    "http://[2001:db8::1]/",
    # Cloud metadata and private/special IPv4 ranges.
    "http://169.254.169.254/latest/meta-data/",
    "http://0xa9fea9fe/latest/meta-data/",
    "http://10.0.0.1/",
    "http://10.1/",
    "http://172.16.0.1/",
    "http://172.31.255.255/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://198.18.0.1/",
    "http://198.19.255.255/",
    "http://192.0.2.1/",
    "http://198.51.100.1/",
    "http://203.0.113.1/",
    "http://192.0.0.1/",
    "http://224.0.0.1/",
    "http://239.255.255.250/",
    "http://240.0.0.1/",
    "http://255.255.255.255/",
]


@pytest.mark.parametrize("template", DIRECT_HOSTILE)
async def test_direct_hostile_addresses_are_blocked(
    template: str, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/secret"] = respond(body="<p>internal</p>")
    made = make_fetcher(routed=False)
    with pytest.raises(WebFetchError, match="blocked"):
        await made.fetch(template.format(port=web_server.port))
    assert web_server.hits == []
    # Numeric hosts are addresses: no resolver is asked about them.
    assert made.resolver.calls == []


# The same disguises with the allowance on reach the server, so the blocked
# results above come from the address check and not from a URL that was dead anyway.
@pytest.mark.parametrize(
    "template",
    [
        "http://127.0.0.1:{port}/secret",
        "http://2130706433:{port}/secret",
        "http://0177.0.0.1:{port}/secret",
        "http://0x7f.1:{port}/secret",
        "http://127.1:{port}/secret",
        "http://example.com@127.0.0.1:{port}/secret",
    ],
)
async def test_control_same_urls_reach_the_server_when_allowed(
    template: str, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/secret"] = respond(body="<p>internal</p>")
    page = await make_fetcher(routed=False, allow_private=True).fetch(
        template.format(port=web_server.port)
    )
    assert page["text"] == "internal"
    assert web_server.paths() == ["/secret"]
    assert "authorization" not in web_server.hits[0].headers


@pytest.mark.parametrize(
    "host",
    ["private.test", "loop.test", "metadata.test", "mapped.test", "shared.test", "mixed-v6.test"],
)
async def test_names_resolving_to_private_addresses_are_blocked(
    host: str, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    made = make_fetcher()
    with pytest.raises(WebFetchError, match="blocked") as info:
        await made.fetch(f"http://{host}:{web_server.port}/secret")
    assert host in str(info.value)
    assert made.resolver.calls == [host]
    assert made.transport is not None and made.transport.sent == []
    assert web_server.hits == []


@pytest.mark.parametrize("order", [[PUBLIC_IP, "127.0.0.1"], ["127.0.0.1", PUBLIC_IP]])
async def test_one_private_answer_among_public_ones_blocks(
    order: list[str], web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    # The router would deliver PUBLIC_IP to the loopback server: a fetcher that only
    # checked (or used) the first answer would show up in the hit log.
    web_server.routes["/secret"] = respond(body="internal")
    made = make_fetcher(names={"both.test": order})
    with pytest.raises(WebFetchError, match="blocked"):
        await made.fetch(f"http://both.test:{web_server.port}/secret")
    assert web_server.hits == []


async def test_localhost_is_blocked_even_if_a_resolver_says_public(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    made = make_fetcher(names={"localhost": [PUBLIC_IP]})
    with pytest.raises(WebFetchError, match="blocked"):
        await made.fetch(f"http://localhost:{web_server.port}/")
    assert web_server.hits == []


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
@pytest.mark.parametrize(
    "target",
    [
        "http://127.0.0.1:{port}/secret",
        "//127.0.0.1:{port}/secret",
        "http://0x7f.1:{port}/secret",
        "http://[::ffff:127.0.0.1]:{port}/secret",
        "http://private.test:{port}/secret",
        "http://169.254.169.254/latest/meta-data/",
    ],
)
async def test_redirects_to_private_targets_are_blocked(
    status: int, target: str, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/go"] = redirect(status, target.format(port=web_server.port))
    web_server.routes["/secret"] = respond(body="internal")
    with pytest.raises(WebFetchError, match="blocked"):
        await make_fetcher().fetch(f"http://public.test:{web_server.port}/go")
    assert web_server.paths() == ["/go"]


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
@pytest.mark.parametrize(
    "target",
    [
        "file:///etc/passwd",
        "ftp://public.test/file",
        "gopher://public.test/",
        "javascript:alert(1)",
        "data:text/html,<p>hi</p>",
        "ws://public.test/",
    ],
)
async def test_redirects_to_other_schemes_are_refused(
    status: int, target: str, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/go"] = redirect(status, target)
    with pytest.raises(WebFetchError, match=r"only http\(s\)"):
        await make_fetcher().fetch(f"http://public.test:{web_server.port}/go")
    assert web_server.paths() == ["/go"]


async def test_redirect_loop_stops(web_server: LoopbackServer, make_fetcher: MakeFetcher) -> None:
    web_server.routes["/loop"] = redirect(302, "/loop")
    with pytest.raises(WebFetchError, match="too many redirects"):
        await make_fetcher(max_redirects=5).fetch(f"http://public.test:{web_server.port}/loop")
    assert web_server.paths() == ["/loop"] * 6


async def test_redirect_chain_limit_is_exact(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    for n in range(6):
        web_server.routes[f"/hop/{n}"] = redirect(301, f"/hop/{n + 1}")
    web_server.routes["/hop/6"] = respond(body="end", content_type="text/plain")
    made = make_fetcher(max_redirects=5)
    page = await made.fetch(f"http://public.test:{web_server.port}/hop/1")
    assert page["text"] == "end"
    with pytest.raises(WebFetchError, match="too many redirects"):
        await made.fetch(f"http://public.test:{web_server.port}/hop/0")


async def test_each_hop_is_resolved_and_checked_again(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    # DNS rebinding across a redirect: the name is public for the first hop only.
    answers = iter([[PUBLIC_IP], ["127.0.0.1"]])
    web_server.routes["/first"] = redirect(302, "/second")
    web_server.routes["/second"] = respond(body="internal")
    made = make_fetcher(names={"rebind.test": lambda: next(answers)})
    with pytest.raises(WebFetchError, match="blocked"):
        await made.fetch(f"http://rebind.test:{web_server.port}/first")
    assert made.resolver.calls == ["rebind.test", "rebind.test"]
    assert web_server.paths() == ["/first"]


async def test_connection_is_pinned_to_the_checked_address(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    # A rebinding resolver answers public once and loopback afterwards. The request
    # must go to the checked IP, carrying the name only in Host (and SNI).
    answers = iter([[PUBLIC_IP], ["127.0.0.1"], ["127.0.0.1"]])
    web_server.routes["/page"] = respond(body="fine", content_type="text/plain")
    made = make_fetcher(names={"rebind.test": lambda: next(answers)})
    page = await made.fetch(f"http://rebind.test:{web_server.port}/page")
    assert page["url"] == f"http://rebind.test:{web_server.port}/page"
    assert made.resolver.calls == ["rebind.test"]
    assert made.transport is not None
    [sent] = made.transport.sent
    assert sent.url.host == PUBLIC_IP
    assert sent.headers["host"] == f"rebind.test:{web_server.port}"
    assert web_server.hits[0].headers["host"] == f"rebind.test:{web_server.port}"


async def test_default_transport_connects_to_the_ip_not_the_name(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    # "pinned.test" exists only in the injected table. With the real transport the
    # request can only arrive if the fetcher dialled the IP it resolved.
    web_server.routes["/hello"] = respond(body="hello", content_type="text/plain")
    made = make_fetcher(routed=False, allow_private=True, names={"pinned.test": ["127.0.0.1"]})
    page = await made.fetch(f"http://pinned.test:{web_server.port}/hello")
    assert page["text"] == "hello"
    assert web_server.hits[0].headers["host"] == f"pinned.test:{web_server.port}"


@pytest.mark.parametrize(
    "url",
    [
        "file:///etc/passwd",
        "FILE:///etc/passwd",
        "ftp://public.test/",
        "gopher://public.test:70/_x",
        "javascript:alert(1)",
        "data:text/plain,hi",
        "ws://public.test/",
        "mailto:someone@public.test",
        "dict://127.0.0.1:11211/stat",
    ],
)
async def test_non_http_schemes_are_refused(url: str, make_fetcher: MakeFetcher) -> None:
    made = make_fetcher()
    with pytest.raises(WebFetchError, match=r"only http\(s\)"):
        await made.fetch(url)
    assert made.resolver.calls == []


@pytest.mark.parametrize(
    "url",
    [
        42,
        None,
        b"http://public.test/",
        ["http://public.test/"],
        {"url": "http://public.test/"},
        "",
        "   ",
        "public.test/page",
        "http://",
        "http:///path",
        "http://exa mple.test/",
        "http://public.test:99999/",
        "http://[::1/",
        "http://public.test/\x00",
        "http://127.0.0.1\\@public.test/",
        "http://" + "a" * 9000 + ".test/",
    ],
)
async def test_invalid_urls_are_refused(url: object, make_fetcher: MakeFetcher) -> None:
    made = make_fetcher()
    with pytest.raises(WebFetchError, match="not a valid URL"):
        await made.fetch(url)
    assert made.resolver.calls == []


async def test_unknown_host_is_a_plain_failure(make_fetcher: MakeFetcher) -> None:
    with pytest.raises(WebFetchError, match=r"could not resolve nowhere\.test"):
        await make_fetcher().fetch("http://nowhere.test/")


async def test_huge_response_is_cut_at_the_byte_cap(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    def huge(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(200)
        handler.send_header("Content-Type", "text/plain")
        handler.end_headers()
        chunk = b"x" * 65536
        for _ in range(200):  # 13 MB if nobody stops reading.
            handler.wfile.write(chunk)

    web_server.routes["/huge"] = huge
    page = await make_fetcher(max_bytes=1000).fetch(
        f"http://public.test:{web_server.port}/huge", {"maxChars": 30000}
    )
    assert page["truncated"] is True
    assert page["text"] == "x" * 1000


async def test_slow_headers_time_out(web_server: LoopbackServer, make_fetcher: MakeFetcher) -> None:
    def stall(handler: BaseHTTPRequestHandler) -> None:
        web_server.release.wait(30)  # Stall until teardown; the fetcher must give up first.

    web_server.routes["/slow"] = stall
    with pytest.raises(WebFetchError, match=r"timed out after 0\.2 seconds"):
        await make_fetcher(timeout=0.2).fetch(f"http://public.test:{web_server.port}/slow")


async def test_slow_body_times_out(web_server: LoopbackServer, make_fetcher: MakeFetcher) -> None:
    def trickle(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(200)
        handler.send_header("Content-Type", "text/plain")
        handler.send_header("Content-Length", "100")
        handler.end_headers()
        handler.wfile.write(b"partial")
        handler.wfile.flush()
        web_server.release.wait(30)  # Stall until teardown; the fetcher must give up first.

    web_server.routes["/trickle"] = trickle
    with pytest.raises(WebFetchError, match="timed out"):
        await make_fetcher(timeout=0.3).fetch(f"http://public.test:{web_server.port}/trickle")


@pytest.mark.parametrize(
    ("content_type", "shown"),
    [
        ("image/png", "image/png"),
        ("application/octet-stream", "application/octet-stream"),
        ("application/pdf", "application/pdf"),
        ("application/zip; charset=binary", "application/zip"),
        ("text/javascript", "text/javascript"),
        (None, "(none given)"),
    ],
)
async def test_binary_content_types_are_refused(
    content_type: str | None, shown: str, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/file"] = respond(body=b"\x89PNG\r\n\x1a\n", content_type=content_type)
    with pytest.raises(WebFetchError, match="content type") as info:
        await make_fetcher().fetch(f"http://public.test:{web_server.port}/file")
    assert shown in str(info.value)
