"""The address guard of ``studio.web.fetch``: which URLs and addresses may be fetched.

:func:`parse_url` validates and normalises an agent-supplied URL (httpx's own parser,
so the check cannot disagree with the connection; inet_aton spellings are read as
addresses), and :func:`blocked_reason` says why an address is not a public unicast
address. :mod:`studio.web.fetch` runs both for the first URL and for every redirect
hop, on the resolved addresses. Imports only httpx, the standard library and
:mod:`studio.errors`.
"""

from __future__ import annotations

import ipaddress
import re

import httpx

from studio.errors import StudioError

__all__ = ["WebFetchError", "blocked_reason", "parse_inet_aton", "parse_url"]

_MAX_URL_LENGTH = 8192


class WebFetchError(StudioError):
    """A web fetch was refused or failed; ``str(err)`` is exactly what the agent sees."""


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
