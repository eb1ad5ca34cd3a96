// RFC 8288 `Link` header parsing. The paging code follows these URLs exactly as the server wrote them.

export type Links = Partial<Record<string, string>>;

/** Parses `<url>; rel="next", <url>; rel="last"` into `{ next, last }`; absolute URLs are kept
 * verbatim; relative ones resolve against `base`. */
export function parseLinkHeader(header: string | undefined, base?: string): Links {
  const links: Links = {};
  if (!header) return links;
  for (const match of header.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const target = match[1]!;
    const rels = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2] ?? '');
    const relValue = rels?.[1] ?? rels?.[2];
    if (!relValue) continue;
    const url = base && !/^[a-z][a-z0-9+.-]*:/i.test(target) ? new URL(target, base).toString() : target;
    for (const rel of relValue.split(/\s+/)) if (rel && !(rel in links)) links[rel.toLowerCase()] = url;
  }
  return links;
}
