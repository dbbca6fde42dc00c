"""The host side of ``studio.web.fetch``: a fetcher that cannot be aimed at private networks.

Character Studio itself never fetches: with web access off (Studio mode, or a
character whose gate is closed) the bridge calls :func:`disabled_fetch`, which
rejects with the reference's canonical "not implemented" text. With the gate on,
the player hands the agent's arguments to :meth:`WebFetcher.fetch`.

What a fetch does, in order, for the first URL and again for every redirect hop:

1. **Parse** with httpx's own URL parser (the parser whose result is sent, so a
   check cannot disagree with the connection). Non-strings and malformed URLs
   reject with "not a valid URL"; any scheme but http/https with "only http(s)".
   Credentials in the URL (``user:pass@``) are dropped, never sent.
2. **Resolve** the host ourselves. Numeric hosts are read the way ``inet_aton``
   reads them (``2130706433``, ``0177.0.0.1``, ``0x7f.1``, ``127.1`` all mean
   127.0.0.1), IPv6 literals are taken as they are, and names go to the resolver
   (``loop.getaddrinfo`` unless one is injected).
3. **Check every address.** If *any* resolved address is not a public unicast
   address (see :func:`blocked_reason`) the fetch rejects with "blocked". One bad
   answer is enough: an attacker's DNS can return a public and a private address
   and let the client pick.
4. **Pin and connect.** The request goes to the checked IP itself: the URL's host
   is replaced by the IP, the ``Host`` header carries the original name and port,
   and the ``sni_hostname`` request extension makes httpcore send the name in TLS
   SNI and verify the certificate against it. Nothing resolves the name again
   between the check and the connect, so DNS rebinding has no window. Requests
   go straight to the transport (no ``httpx.AsyncClient``): no cookie jar, no
   auth, no ``.netrc``, no proxy from the environment, no automatic redirects.
   The default transport keeps no idle connections, so a TLS connection
   verified for one name is never reused for another name on the same IP.
5. **Redirects** (301/302/303/307/308) are followed by hand, up to
   ``max_redirects``, each hop going through steps 1 to 4 again.

Caps: one wall-clock budget (``timeout``) covers resolution, every hop and the
body; the body is streamed and cut at ``max_bytes`` (the page is then returned
with ``truncated: true``); only textual content types are accepted. HTML is
reduced to readable text by :mod:`studio.web.text`.
"""

from __future__ import annotations

import asyncio
import ipaddress
import math
import socket
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import Any, NoReturn

import httpx

from studio.web.guard import WebFetchError, blocked_reason, parse_inet_aton, parse_url
from studio.web.text import decode_body, html_to_text

__all__ = [
    "DEFAULT_MAX_CHARS",
    "MAX_MAX_CHARS",
    "MIN_MAX_CHARS",
    "NOT_IMPLEMENTED",
    "TEXT_TYPES",
    "USER_AGENT",
    "WebFetchError",
    "WebFetcher",
    "WebPage",
    "blocked_reason",
    "clamp_max_chars",
    "disabled_fetch",
]

NOT_IMPLEMENTED = (
    "studio.web.fetch is not implemented in this player: web access is off for this character "
    "(Character Studio never fetches; Character Player fetches only when the user turns web "
    "access on for the character)"
)
USER_AGENT = "CharacterStudio/0.1 (+agent web fetch)"
DEFAULT_MAX_CHARS = 8000
MIN_MAX_CHARS = 500
MAX_MAX_CHARS = 30000
# Content types an agent can read as text. Anything else (images, PDFs, archives,
# octet-stream) is refused before the body is read.
TEXT_TYPES: frozenset[str] = frozenset(
    {
        "text/html",
        "application/xhtml+xml",
        "text/plain",
        "text/markdown",
        "application/json",
        "text/xml",
        "application/xml",
    }
)
_HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
_REDIRECTS = frozenset({301, 302, 303, 307, 308})

Resolver = Callable[[str, int], Awaitable[list[str]]]


@dataclass(frozen=True, kw_only=True)
class WebPage:
    """A fetched page, shaped like the reference's ``studio.web.fetch`` result."""

    url: str
    status: int
    contentType: str  # The reference's JSON key, kept verbatim.
    title: str | None
    text: str
    truncated: bool

    def to_json(self) -> dict[str, Any]:
        """The result object the agent receives (exactly the reference's six keys)."""
        return asdict(self)


def disabled_fetch() -> NoReturn:
    """What ``studio.web.fetch`` does when web access is off: reject with the stub text.

    Raises:
        WebFetchError: Always, with :data:`NOT_IMPLEMENTED`.
    """
    raise WebFetchError(NOT_IMPLEMENTED)


def clamp_max_chars(options: Any) -> int:
    """Read ``options.maxChars``: default 8000, clamped to 500..30000, junk means default."""
    value = options.get("maxChars") if isinstance(options, dict) else None
    # bool is an int subclass, but {maxChars: true} is a mistake, not a number.
    if isinstance(value, bool) or not isinstance(value, int | float):
        return DEFAULT_MAX_CHARS
    if math.isnan(value):
        return DEFAULT_MAX_CHARS
    if value >= MAX_MAX_CHARS:  # Also catches +inf before int() would fail on it.
        return MAX_MAX_CHARS
    return max(MIN_MAX_CHARS, int(value))


# --- the fetcher ----------------------------------------------------------------------------


async def _system_resolver(host: str, port: int) -> list[str]:
    infos = await asyncio.get_running_loop().getaddrinfo(
        host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP
    )
    return [str(info[4][0]) for info in infos]


@dataclass(frozen=True, kw_only=True)
class _Hop:
    url: httpx.URL  # What the agent asked for (name-based); reported as the final URL.
    ip: str  # The checked address the request is sent to.


class WebFetcher:
    """Fetches public http(s) pages for agents, refusing anything on a private network.

    Args:
        transport: Where requests go (default: a fresh ``httpx.AsyncHTTPTransport``
            that keeps no idle connections). Requests arrive with the checked IP as the
            URL host, the original name in ``Host``, and ``sni_hostname`` set for TLS.
        resolver: ``async (host, port) -> [ip, ...]``; default ``loop.getaddrinfo``.
        timeout: Seconds for the whole fetch, redirects and body included.
        max_bytes: Body bytes read before the page is cut and marked truncated.
        max_redirects: Redirect hops followed before giving up.
        allow_private: Skip the address check. Tests only; never set it for agents.
    """

    def __init__(
        self,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
        resolver: Resolver | None = None,
        timeout: float = 15.0,
        max_bytes: int = 2_000_000,
        max_redirects: int = 5,
        allow_private: bool = False,
    ) -> None:
        self._transport = transport or httpx.AsyncHTTPTransport(
            limits=httpx.Limits(max_keepalive_connections=0), retries=0
        )
        self._resolver = resolver or _system_resolver
        self._timeout = timeout
        self._max_bytes = max_bytes
        self._max_redirects = max_redirects
        self._allow_private = allow_private

    async def aclose(self) -> None:
        """Close the transport (and any connection it still holds)."""
        await self._transport.aclose()

    async def fetch(self, url: Any, options: Any = None) -> dict[str, Any]:
        """Fetch ``url`` and return the reference's result object.

        Args:
            url: The agent's URL argument (anything; it is validated here).
            options: The agent's options (``{"maxChars": n}``), or anything else.

        Returns:
            ``WebPage.to_json()``: url, status, contentType, title, text, truncated.

        Raises:
            WebFetchError: With "not a valid URL", "only http(s)", "blocked", or a
                plain description of the timeout, network failure or content type.
        """
        max_chars = clamp_max_chars(options)
        current = parse_url(url)
        try:
            async with asyncio.timeout(self._timeout):
                page = await self._follow(current, max_chars)
        except TimeoutError:
            raise WebFetchError(
                f"fetching {current} timed out after {self._timeout:g} seconds"
            ) from None
        return page.to_json()

    async def fetch_bytes(
        self, url: Any, *, max_bytes: int, https_only: bool = True
    ) -> tuple[str, str, bytes]:
        """Download a whole file (a character package or card) through the same guard.

        Every hop is parsed, resolved, checked and pinned as :meth:`fetch` does, and
        the same wall-clock budget covers it all. Unlike a page, a file is never cut:
        one larger than ``max_bytes`` (by its ``Content-Length`` or as it streams) is
        refused. Any content type is accepted; the caller reads the bytes.

        Returns:
            ``(final_url, media_type, body)``.

        Raises:
            WebFetchError: Refused (not https, blocked, too many redirects, too
                large), timed out, or not answered with 200.
        """
        current = parse_url(url)
        try:
            async with asyncio.timeout(self._timeout):
                for hop in range(self._max_redirects + 1):
                    if https_only and current.scheme != "https":
                        raise WebFetchError(f"only https URLs can be loaded; {current} is not")
                    target = await self._check(current)
                    response = await self._send(target)
                    try:
                        location = response.headers.get("location")
                        if response.status_code in _REDIRECTS and location:
                            if hop == self._max_redirects:
                                raise WebFetchError(f"too many redirects fetching {url}")
                            current = self._redirect_target(current, location)
                            continue
                        return await self._read_bytes(current, response, max_bytes)
                    finally:
                        await response.aclose()
        except TimeoutError:
            raise WebFetchError(
                f"fetching {current} timed out after {self._timeout:g} seconds"
            ) from None
        raise AssertionError("unreachable: the loop returns or raises")  # pragma: no cover

    @staticmethod
    async def _read_bytes(
        url: httpx.URL, response: httpx.Response, max_bytes: int
    ) -> tuple[str, str, bytes]:
        if response.status_code != 200:
            raise WebFetchError(f"{url} answered HTTP {response.status_code}")
        too_big = WebFetchError(f"{url} is larger than the {max_bytes:,} bytes allowed")
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > max_bytes:
            raise too_big
        body = bytearray()
        try:
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > max_bytes:
                    raise too_big
        except httpx.TimeoutException:
            raise TimeoutError from None
        except (httpx.HTTPError, OSError) as err:
            raise WebFetchError(f"could not read {url}: {err or type(err).__name__}") from None
        media_type = response.headers.get("content-type", "").split(";", 1)[0].strip().lower()
        return str(url), media_type, bytes(body)

    async def _follow(self, url: httpx.URL, max_chars: int) -> WebPage:
        final, response = await self.open_checked(url)
        try:
            return await self._read(final, response, max_chars)
        finally:
            await response.aclose()

    async def open_checked(
        self, url: httpx.URL, *, https_only: bool = False
    ) -> tuple[httpx.URL, httpx.Response]:
        """Send a GET for ``url``, following redirects by hand, every hop resolved and
        checked (steps 1 to 5 above); returns the final URL and its response, whose
        body is not read yet. The caller closes the response. No overall timeout:
        the caller sets one around this and the body.

        Args:
            url: A URL from :func:`parse_url`.
            https_only: Refuse any hop that is not https (before it is sent).

        Raises:
            WebFetchError: A refused address or scheme, too many redirects, a network failure.
            TimeoutError: A connect or read timeout.
        """
        for hop in range(self._max_redirects + 1):
            if https_only and url.scheme != "https":
                raise WebFetchError(f"only https URLs are fetched here, not {url}")
            target = await self._check(url)
            response = await self._send(target)
            location = response.headers.get("location")
            if response.status_code in _REDIRECTS and location:
                await response.aclose()
                if hop == self._max_redirects:
                    raise WebFetchError(
                        f"too many redirects fetching {url} (more than {self._max_redirects})"
                    )
                url = self._redirect_target(url, location)
                continue
            return target.url, response
        raise AssertionError("unreachable: the loop returns or raises")  # pragma: no cover

    @staticmethod
    def _redirect_target(current: httpx.URL, location: str) -> httpx.URL:
        try:
            joined = current.join(location)
        except (httpx.InvalidURL, ValueError, TypeError):
            raise WebFetchError(
                f"{current} redirected to {location[:200]!r}, which is not a valid URL"
            ) from None
        try:
            return parse_url(str(joined))
        except WebFetchError as err:
            raise WebFetchError(f"{current} redirected to a refused URL: {err}") from None

    async def _check(self, url: httpx.URL) -> _Hop:
        """Resolve ``url``'s host and refuse it unless every address is public."""
        host = url.host
        name = url.raw_host.decode("ascii").lower().removesuffix(".")
        literal: ipaddress.IPv4Address | ipaddress.IPv6Address | None = parse_inet_aton(name)
        if literal is None:
            try:
                literal = ipaddress.ip_address(host)
            except ValueError:
                literal = None
        if literal is not None:
            addresses = [str(literal)]
        elif (name == "localhost" or name.endswith(".localhost")) and not self._allow_private:
            # RFC 6761: these names are loopback whatever a resolver claims.
            raise WebFetchError(f"blocked: {host} is a loopback name")
        else:
            port = url.port or (443 if url.scheme == "https" else 80)
            try:
                addresses = list(await self._resolver(name, port))
            except (OSError, UnicodeError) as err:
                raise WebFetchError(f"could not resolve {host}: {err}") from None
            if not addresses:
                raise WebFetchError(f"could not resolve {host}: no addresses")
        checked: list[str] = []
        for raw in addresses:
            try:
                ip = ipaddress.ip_address(raw)
            except ValueError:
                raise WebFetchError(f"could not resolve {host}: bad address {raw!r}") from None
            why = None if self._allow_private else blocked_reason(ip)
            if why:
                shown = host if str(ip) == host else f"{host} ({ip})"
                raise WebFetchError(
                    f"blocked: {shown} is {why}; agents may only fetch public internet pages"
                )
            checked.append(str(ipaddress.ip_address(ip.packed)))  # Scope ids are not sent.
        return _Hop(url=url, ip=checked[0])

    async def _send(self, hop: _Hop) -> httpx.Response:
        """Send a GET for ``hop`` to its checked IP, never resolving the name again."""
        url = hop.url
        pinned = url.copy_with(host=hop.ip, fragment=None)
        headers = {
            # netloc is name[:port] exactly as httpx would have written it.
            "Host": url.netloc.decode("ascii"),
            "User-Agent": USER_AGENT,
            "Accept": ", ".join(sorted(TEXT_TYPES)) + ";q=0.9, */*;q=0.1",
            # Ask for the body as-is: the size cap then counts what is on the wire.
            "Accept-Encoding": "identity",
        }
        extensions: dict[str, Any] = {"timeout": httpx.Timeout(self._timeout).as_dict()}
        if url.host != hop.ip:
            extensions["sni_hostname"] = url.raw_host.decode("ascii")
        request = httpx.Request("GET", pinned, headers=headers, extensions=extensions)
        try:
            return await self._transport.handle_async_request(request)
        except httpx.TimeoutException:
            raise TimeoutError from None  # Reported once, by fetch(), with the budget.
        except (httpx.HTTPError, OSError) as err:
            raise WebFetchError(f"could not fetch {url}: {err or type(err).__name__}") from None

    async def _read(self, url: httpx.URL, response: httpx.Response, max_chars: int) -> WebPage:
        content_type = response.headers.get("content-type", "")
        media_type = content_type.split(";", 1)[0].strip().lower()
        if media_type not in TEXT_TYPES:
            raise WebFetchError(
                f"{url} has content type {media_type or '(none given)'}, which cannot be read "
                f"as text; supported: {', '.join(sorted(TEXT_TYPES))}"
            )
        body = bytearray()
        truncated = False
        try:
            async for chunk in response.aiter_bytes():
                body += chunk
                # Stop at the first byte past the cap: a body of exactly max_bytes is whole.
                if len(body) > self._max_bytes:
                    del body[self._max_bytes :]
                    truncated = True
                    break
        except httpx.TimeoutException:
            raise TimeoutError from None
        except (httpx.HTTPError, OSError) as err:
            raise WebFetchError(f"could not read {url}: {err or type(err).__name__}") from None
        charset = response.charset_encoding
        text = decode_body(bytes(body), header_charset=charset, media_type=media_type)
        title: str | None = None
        if media_type in _HTML_TYPES:
            title, text = html_to_text(text)
        if len(text) > max_chars:
            text, truncated = text[:max_chars], True
        return WebPage(
            url=str(url),
            status=response.status_code,
            contentType=media_type,
            title=title,
            text=text,
            truncated=truncated,
        )
