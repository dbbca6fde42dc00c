"""``studio.web.fetch`` doing its job: pages, text, options, redirects, charsets, the stub.

The fetcher reaches the loopback server through a fake public name
(``public.test``) and a routing transport; see ``test_web_support``. The
hostile cases live in ``test_web_ssrf.py``.
"""

from __future__ import annotations

import ipaddress
import math

import pytest

from studio.web.fetch import (
    NOT_IMPLEMENTED,
    USER_AGENT,
    WebFetchError,
    WebPage,
    blocked_reason,
    clamp_max_chars,
    disabled_fetch,
    parse_inet_aton,
)
from studio.web.text import decode_body, html_to_text
from tests.web import test_web_support as support
from tests.web.test_web_support import LoopbackServer, MakeFetcher, redirect, respond

# Fixtures from the support module, bound here so pytest finds them by name.
web_server = support.web_server
make_fetcher = support.make_fetcher

ARTICLE = """<!doctype html>
<html><head><title>  The   Guide </title>
<style>body { color: red }</style><script>var secret = "script text";</script></head>
<body>
<header><a href="/">Site name</a></header>
<nav><ul><li>Home</li><li>About</li></ul></nav>
<main>
  <h1>Chapter one</h1>
  <p>It was a   dark
     and <b>stormy</b> night.</p>
  <p>Second paragraph.<img src="x.png" alt="image alt"></p>
  <noscript>Enable JavaScript</noscript>
  <form><input value="form text"><button>Send</button></form>
  <svg><text>svg text</text></svg>
  <iframe src="/ad">iframe text</iframe>
  <h2>Part two</h2>
  <ul><li>first item</li><li>second item</li></ul>
</main>
<aside>Related links</aside>
<footer>Copyright</footer>
<script>document.write("more script")</script>
</body></html>"""


def url(server: LoopbackServer, path: str) -> str:
    return f"http://public.test:{server.port}{path}"


async def test_html_page_gives_title_and_readable_text(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/article"] = respond(body=ARTICLE)
    page = await make_fetcher().fetch(url(web_server, "/article"))
    assert page == {
        "url": url(web_server, "/article"),
        "status": 200,
        "contentType": "text/html",
        "title": "The Guide",
        "text": "Chapter one\n\nIt was a dark and stormy night.\n\nSecond paragraph.\n\n"
        "Part two\n\n- first item\n\n- second item",
        "truncated": False,
    }
    for chrome in ("script", "Site name", "Home", "Enable", "form text", "Send", "svg", "iframe"):
        assert chrome not in page["text"]
    for chrome in ("image alt", "Related", "Copyright", "color"):
        assert chrome not in page["text"]


async def test_result_has_exactly_the_reference_keys(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/"] = respond(body="<p>x</p>")
    page = await make_fetcher().fetch(url(web_server, "/"))
    assert list(page) == ["url", "status", "contentType", "title", "text", "truncated"]
    sample = WebPage(
        url="u", status=200, contentType="text/plain", title=None, text="", truncated=False
    )
    assert sample.to_json() == {
        "url": "u",
        "status": 200,
        "contentType": "text/plain",
        "title": None,
        "text": "",
        "truncated": False,
    }


async def test_request_is_plain_no_cookies_no_auth(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/login"] = respond(
        302, b"", "text/plain", {"Location": "/echo", "Set-Cookie": "session=abc; Path=/"}
    )
    web_server.routes["/echo"] = respond(body="ok", content_type="text/plain")
    made = make_fetcher()
    page = await made.fetch(f"http://user:secret@public.test:{web_server.port}/login")
    await made.fetch(url(web_server, "/echo"))
    assert page["url"] == url(web_server, "/echo")  # Credentials are not echoed back either.
    for hit in web_server.hits:
        assert hit.headers["user-agent"] == USER_AGENT
        assert "cookie" not in hit.headers
        assert "authorization" not in hit.headers
    assert web_server.paths() == ["/login", "/echo", "/echo"]


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
async def test_result_url_is_the_final_url_after_redirects(
    status: int, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/old"] = redirect(status, "/middle?x=1")
    web_server.routes["/middle"] = redirect(302, f"http://public.test:{web_server.port}/new")
    web_server.routes["/new"] = respond(body="<title>New</title><p>moved</p>")
    page = await make_fetcher().fetch(url(web_server, "/old"))
    assert page["url"] == url(web_server, "/new")
    assert (page["status"], page["title"], page["text"]) == (200, "New", "moved")
    assert web_server.paths() == ["/old", "/middle?x=1", "/new"]


async def test_error_status_pages_are_returned_with_their_status(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    page = await make_fetcher().fetch(url(web_server, "/missing"))
    assert (page["status"], page["contentType"], page["text"]) == (
        404,
        "text/plain",
        "no such route",
    )


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        (None, 8000),
        ({}, 8000),
        ({"maxChars": 10}, 500),
        ({"maxChars": -5}, 500),
        ({"maxChars": 0}, 500),
        ({"maxChars": 1234}, 1234),
        ({"maxChars": 1234.9}, 1234),
        ({"maxChars": 10**9}, 30000),
        ({"maxChars": math.inf}, 30000),
        ({"maxChars": math.nan}, 8000),
        ({"maxChars": "2000"}, 8000),
        ({"maxChars": True}, 8000),
        ({"maxChars": None}, 8000),
        ("maxChars=100", 8000),
        ([100], 8000),
    ],
)
def test_max_chars_is_clamped(options: object, expected: int) -> None:
    assert clamp_max_chars(options) == expected


@pytest.mark.parametrize(
    ("options", "length"),
    [(None, 8000), ({"maxChars": 1}, 500), ({"maxChars": 99999}, 30000), ({"maxChars": 700}, 700)],
)
async def test_text_is_cut_at_max_chars_and_marked_truncated(
    options: object, length: int, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/long"] = respond(body="y" * 40000, content_type="text/plain")
    page = await make_fetcher().fetch(url(web_server, "/long"), options)
    assert len(page["text"]) == length
    assert page["truncated"] is True


async def test_short_text_is_not_truncated(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/exact"] = respond(body="z" * 500, content_type="text/plain")
    made = make_fetcher(max_bytes=500)
    page = await made.fetch(url(web_server, "/exact"), {"maxChars": 500})
    # Exactly at both caps is whole, not truncated.
    assert (len(page["text"]), page["truncated"]) == (500, False)


@pytest.mark.parametrize(
    ("content_type", "body", "expected"),
    [
        ("text/html; charset=iso-8859-1", "<p>café</p>".encode("latin-1"), "café"),
        ("text/html", '<meta charset="windows-1252"><p>naïve €</p>'.encode("cp1252"), "naïve €"),
        (
            "text/html",
            b'<meta http-equiv="Content-Type" content="text/html; charset=koi8-r"><p>'
            + "мир".encode("koi8-r")
            + b"</p>",
            "мир",
        ),
        ("text/html", "<p>héllo</p>".encode(), "héllo"),
        ("text/plain; charset=shift_jis", "日本語".encode("shift_jis"), "日本語"),
        ("text/plain", b"ok \xff\xfe bad", "ok \ufffd\ufffd bad"),
        ("text/plain; charset=no-such-charset", "ünï".encode(), "ünï"),
        ("text/plain; charset=base64", b"aGk=", "aGk="),
        ("text/plain", "bom".encode("utf-16"), "bom"),
        ("text/plain; charset=utf-8", b"\xef\xbb\xbfutf8 bom", "utf8 bom"),
    ],
)
async def test_charsets_are_decoded(
    content_type: str,
    body: bytes,
    expected: str,
    web_server: LoopbackServer,
    make_fetcher: MakeFetcher,
) -> None:
    web_server.routes["/enc"] = respond(body=body, content_type=content_type)
    page = await make_fetcher().fetch(url(web_server, "/enc"))
    assert page["text"] == expected


@pytest.mark.parametrize(
    ("content_type", "body"),
    [
        ("application/json", '{"a": [1, 2], "b": "<p>not html</p>"}'),
        ("application/json; charset=utf-8", "[]"),
        ("text/plain", "line one\n\n  indented   line\n"),
        ("text/markdown", "# Title\n\n*emphasis*\n"),
        ("text/xml", "<?xml version='1.0'?><root><a>1</a></root>"),
        ("application/xml", "<root/>"),
    ],
)
async def test_non_html_text_passes_through_unchanged(
    content_type: str, body: str, web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/data"] = respond(body=body, content_type=content_type)
    page = await make_fetcher().fetch(url(web_server, "/data"))
    assert page["text"] == body
    assert page["title"] is None
    assert page["contentType"] == content_type.split(";")[0]


async def test_xhtml_is_treated_as_html(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    body = '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>X</title></head><body><p>x</p></body></html>'
    web_server.routes["/x"] = respond(body=body, content_type="application/xhtml+xml")
    page = await make_fetcher().fetch(url(web_server, "/x"))
    assert (page["title"], page["text"]) == ("X", "x")


async def test_html_without_title_has_null_title(
    web_server: LoopbackServer, make_fetcher: MakeFetcher
) -> None:
    web_server.routes["/t"] = respond(body="<title>   </title><p>body</p>")
    page = await make_fetcher().fetch(url(web_server, "/t"))
    assert page["title"] is None


async def test_https_sends_the_name_as_sni(make_fetcher: MakeFetcher) -> None:
    made = make_fetcher()
    page = await made.fetch("https://public.test/secure")
    assert made.transport is not None
    [sent] = made.transport.sent
    assert (sent.url.scheme, sent.url.host, sent.url.port) == ("https", support.PUBLIC_IP, None)
    assert sent.extensions["sni_hostname"] == "public.test"
    assert sent.headers["host"] == "public.test"
    assert page["url"] == "https://public.test/secure"


def test_disabled_fetch_is_the_canonical_stub() -> None:
    assert "not implemented" in NOT_IMPLEMENTED
    with pytest.raises(WebFetchError, match="not implemented") as info:
        disabled_fetch()
    assert str(info.value) == NOT_IMPLEMENTED


@pytest.mark.parametrize(
    "address", ["8.8.8.8", "1.1.1.1", "93.184.216.34", "2606:4700::1111", "64:ff9b::808:808",
                "2002:808:808::1"],
)  # fmt: skip
def test_public_addresses_pass(address: str) -> None:
    assert blocked_reason(ipaddress.ip_address(address)) is None


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("2130706433", "127.0.0.1"),
        ("0x7f000001", "127.0.0.1"),
        ("0177.0.0.1", "127.0.0.1"),
        ("0x7f.1", "127.0.0.1"),
        ("127.1", "127.0.0.1"),
        ("10.1.2", "10.1.0.2"),
        ("0", "0.0.0.0"),
        ("8.8.8.8.", "8.8.8.8"),
        ("256.0.0.1", None),
        ("08.0.0.1", None),
        ("1.2.3.4.5", None),
        ("4294967296", None),
        ("public.test", None),
        ("cafe", None),
    ],
)
def test_inet_aton_reading(host: str, expected: str | None) -> None:
    parsed = parse_inet_aton(host)
    assert (str(parsed) if parsed else None) == expected


def test_html_to_text_details() -> None:
    title, text = html_to_text(
        "<p>a<br>b</p><pre>keep\n  this</pre><div hidden>hidden</div><!-- comment -->"
        "<table><tr><td>c1</td><td>c2</td></tr></table><p>  </p><span>tail</span>"
    )
    assert title is None
    assert text == "a b\n\nkeep\n  this\n\nc1\n\nc2\n\ntail"


def test_decode_body_prefers_header_over_meta() -> None:
    body = '<meta charset="koi8-r"><p>é</p>'.encode("latin-1")
    assert "é" in decode_body(body, header_charset="latin-1", media_type="text/html")


def test_the_fetch_budget_fits_inside_a_web_agents_call_limit() -> None:
    import inspect

    from studio.sandbox.spec import DEFAULT_TIMEOUT, MODEL_TIMEOUT, AgentSpec
    from studio.web.fetch import WebFetcher

    budget = inspect.signature(WebFetcher).parameters["timeout"].default
    web = AgentSpec(agent_id="a", language="javascript", source="", filename="a.js",
                    apis=frozenset({"studio.web"}))
    plain = AgentSpec(agent_id="b", language="javascript", source="", filename="b.js")
    both = AgentSpec(agent_id="c", language="python", source="", filename="c.py",
                     apis=frozenset({"studio.web", "studio.model"}))
    assert plain.call_timeout == DEFAULT_TIMEOUT < budget
    assert web.call_timeout >= 2 * budget
    assert both.call_timeout == MODEL_TIMEOUT
