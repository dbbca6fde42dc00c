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
reduced to readable text by :mod:`studio.engine.webtext`.
"""

from __future__ import annotations

import asyncio
import ipaddress
import math
import re
import socket
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from typing import Any, NoReturn

import httpx

from studio.engine.webtext import decode_body, html_to_text
from studio.errors import StudioError

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
_MAX_URL_LENGTH = 8192

Resolver = Callable[[str, int], Awaitable[list[str]]]


class WebFetchError(StudioError):
    """A web fetch was refused or failed; ``str(err)`` is exactly what the agent sees."""


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


# --- address policy -------------------------------------------------------------------------

# Ranges refused on top of what ipaddress flags, listed so the policy does not depend on
# the Python version's idea of "global" (3.11 calls 224.0.0.1 and fec0::1 global).
_EXTRA_BLOCKED: tuple[tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, str], ...] = tuple(
    (ipaddress.ip_network(net), why)
    for net, why in (
        ("0.0.0.0/8", "a 'this network' address"),
        ("10.0.0.0/8", "a private address"),
        ("100.64.0.0/10", "a shared (carrier-grade NAT) address"),
        ("127.0.0.0/8", "a loopback address"),
        ("169.254.0.0/16", "a link-local address (cloud metadata lives here)"),
        ("172.16.0.0/12", "a private address"),
        ("192.0.0.0/24", "an IETF protocol address"),
        ("192.0.2.0/24", "a documentation address"),
        ("192.88.99.0/24", "a 6to4 relay address"),
        ("192.168.0.0/16", "a private address"),
        ("198.18.0.0/15", "a benchmarking address"),
        ("198.51.100.0/24", "a documentation address"),
        ("203.0.113.0/24", "a documentation address"),
        ("224.0.0.0/4", "a multicast address"),
        ("240.0.0.0/4", "a reserved address"),
        ("::/128", "the unspecified address"),
        ("::1/128", "a loopback address"),
        ("64:ff9b:1::/48", "a local-use NAT64 address"),
        ("100::/64", "a discard-only address"),
        ("2001::/23", "an IETF protocol address (Teredo and others)"),
        ("2001:db8::/32", "a documentation address"),
        ("fc00::/7", "a unique-local (private) address"),
        ("fe80::/10", "a link-local address"),
        ("fec0::/10", "a site-local address"),
        ("ff00::/8", "a multicast address"),
    )
)
_NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
_V4_COMPATIBLE = ipaddress.IPv6Network("::/96")


def blocked_reason(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """Say why ``ip`` must not be fetched from, or return None for a public unicast address.

    IPv6 forms that carry an IPv4 address (NAT64 ``64:ff9b::/96``, 6to4
    ``2002::/16``) are judged by the IPv4 address they carry, because that is
    where the packets end up. IPv4-mapped and IPv4-compatible forms are refused
    outright: no public host legitimately publishes one, and some stacks connect
    them straight to the IPv4 address (``::ffff:127.0.0.1`` is loopback).
    """
    if isinstance(ip, ipaddress.IPv6Address):
        ip = ipaddress.IPv6Address(ip.packed)  # Drop any %scope; it does not change the range.
        if ip.ipv4_mapped is not None:
            return "an IPv4-mapped IPv6 address"
        if ip in _V4_COMPATIBLE and int(ip) > 1:
            return "an IPv4-compatible IPv6 address"
        if ip in _NAT64:
            inner = blocked_reason(ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
            # The well-known NAT64 prefix sits inside ::/8, which ipaddress calls reserved;
            # the embedded IPv4 address is the real destination, so it alone decides.
            return f"a NAT64 address for {inner}" if inner else None
        if ip.sixtofour is not None:
            inner = blocked_reason(ip.sixtofour)
            if inner:
                return f"a 6to4 address for {inner}"
    for net, why in _EXTRA_BLOCKED:
        if ip.version == net.version and ip in net:
            return why
    if ip.is_loopback:
        return "a loopback address"
    if ip.is_link_local:
        return "a link-local address"
    if ip.is_multicast:
        return "a multicast address"
    if ip.is_unspecified:
        return "the unspecified address"
    if ip.is_private:
        return "a private address"
    if ip.is_reserved:
        return "a reserved address"
    if not ip.is_global:
        return "not a public address"
    return None


# --- URL parsing ----------------------------------------------------------------------------

_HOST_NAME = re.compile(r"^[A-Za-z0-9_.-]+$")
_NUMERIC_HOST = re.compile(r"^[0-9a-fx.]+$")
_NUMBER = re.compile(r"^(0x[0-9a-f]*|0[0-7]*|[1-9][0-9]*)$")
_AUTHORITY = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*://)([^/?#\\]*)")


def _aton_part(part: str) -> int:
    if part.startswith("0x"):
        return int(part[2:] or "0", 16)
    if len(part) > 1 and part.startswith("0"):
        return int(part, 8)
    return int(part)


def parse_inet_aton(host: str) -> ipaddress.IPv4Address | None:
    """Read ``host`` the way C ``inet_aton`` (and so ``getaddrinfo``) does, or return None.

    One to four dot-separated parts, each decimal, octal (leading ``0``) or hex
    (``0x``); the last part fills all remaining bytes. So ``2130706433``,
    ``0177.0.0.1``, ``0x7f.1`` and ``127.1`` are all 127.0.0.1. Hosts that look
    like this are addresses, not names, whatever a URL parser thinks.
    """
    host = host.lower().removesuffix(".")
    if not host or not _NUMERIC_HOST.match(host):
        return None
    parts = host.split(".")
    if len(parts) > 4 or not all(_NUMBER.match(p) for p in parts):
        return None
    values = [_aton_part(p) for p in parts]
    *front, last = values
    if any(v > 0xFF for v in front) or last >= 1 << (8 * (5 - len(values))):
        return None
    number = last
    for index, value in enumerate(front):
        number |= value << (8 * (3 - index))
    return ipaddress.IPv4Address(number)


def _host_is_wellformed(raw_host: str) -> bool:
    if ":" in raw_host:  # Only IPv6 literals contain a colon once the port is split off.
        try:
            ipaddress.IPv6Address(raw_host.replace("%25", "%"))
        except ValueError:
            return False
        return True
    return bool(_HOST_NAME.match(raw_host))


def _invalid(url: object, why: str) -> WebFetchError:
    shown = url if isinstance(url, str) and len(url) <= 200 else type(url).__name__
    return WebFetchError(f"{shown!r} is not a valid URL: {why}")


def parse_url(url: object) -> httpx.URL:
    """Validate and normalise an agent-supplied URL.

    Returns:
        The URL with any userinfo removed.

    Raises:
        WebFetchError: "not a valid URL" or "only http(s)".
    """
    if not isinstance(url, str):
        raise _invalid(url, f"expected a string, got {type(url).__name__}")
    text = url.strip()
    if not text or len(text) > _MAX_URL_LENGTH or any(ord(c) < 0x20 for c in text):
        raise _invalid(url, "empty, too long, or containing control characters")
    prefix = _AUTHORITY.match(text)  # scheme:// and the authority (up to / ? # or a backslash).
    if prefix and "\\" in text[prefix.end() : prefix.end() + 1]:
        # Browsers read "http://a\\@b/" as host "a", httpx as host "b". Refuse rather
        # than fetch a host the agent's author may not have meant.
        raise _invalid(url, "a backslash in the host part is ambiguous")
    try:
        parsed = httpx.URL(text)
    except (httpx.InvalidURL, ValueError, TypeError):
        # httpx refuses inet_aton spellings such as 0177.0.0.1 that getaddrinfo accepts.
        # Rewrite such a host to dotted-quad so the address check sees and blocks it.
        hostport = prefix.group(2).rpartition("@")[2] if prefix else ""
        host, _, port = hostport.partition(":")
        address = parse_inet_aton(host)
        if prefix is None or address is None:
            raise _invalid(url, "it could not be parsed") from None
        rebuilt = f"{prefix.group(1)}{address}{':' + port if port else ''}"
        try:
            parsed = httpx.URL(rebuilt + text[prefix.end() :])
        except (httpx.InvalidURL, ValueError, TypeError):
            raise _invalid(url, "it could not be parsed") from None
    scheme = parsed.scheme.lower()
    if not scheme:
        raise _invalid(url, "it has no scheme; write it as https://...")
    if scheme not in ("http", "https"):
        raise WebFetchError(f"only http(s) URLs can be fetched, not {scheme}: URLs")
    if not parsed.host:
        raise _invalid(url, "it has no host")
    if not _host_is_wellformed(parsed.raw_host.decode("ascii", "replace")):
        raise _invalid(url, f"{parsed.host!r} is not a host name or IP address")
    if parsed.port is not None and not 0 < parsed.port < 65536:
        raise _invalid(url, f"port {parsed.port} is out of range")
    if parsed.userinfo:
        # Credentials in a URL are never sent: the fetch carries no auth of any kind.
        parsed = parsed.copy_with(username=None, password=None)
    return parsed


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

    async def _follow(self, url: httpx.URL, max_chars: int) -> WebPage:
        for hop in range(self._max_redirects + 1):
            target = await self._check(url)
            response = await self._send(target)
            try:
                location = response.headers.get("location")
                if response.status_code in _REDIRECTS and location:
                    if hop == self._max_redirects:
                        raise WebFetchError(
                            f"too many redirects fetching {url} (more than {self._max_redirects})"
                        )
                    url = self._redirect_target(url, location)
                    continue
                return await self._read(target.url, response, max_chars)
            finally:
                await response.aclose()
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
