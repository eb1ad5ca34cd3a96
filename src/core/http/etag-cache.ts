// The conditional-request cache: for each GET it keeps the validators (`ETag`, `Last-Modified`) and the body, so
// the next GET of the same URL can send `If-None-Match` / `If-Modified-Since` and turn a 304 into the cached
// body. Memory is bounded by bytes; the least recently used entries go first.
//
// Why not undici's cache interceptor: it is an RFC 9111 HTTP cache, which is a different job. It answers fresh
// entries without asking the server (GitHub sends `max-age=60`, so a list would hide a comment the user just
// posted), a revalidated 304 comes back with the *stored* headers (so the fresh rate-limit headers of the 304
// are lost), its memory store evicts the older half when full rather than the least recently used entry, and
// its keys separate users only when the server sends `Vary: Authorization`. An API client needs the narrower
// contract here: always revalidate, per-client entries, every 304 visible to the rate-limit tracker.

export interface CachedResponse {
  etag: string | undefined;
  lastModified: string | undefined;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ConditionalCacheOptions {
  /** Upper bound on the bytes of stored bodies and headers. Default 8 MiB. */
  maxBytes?: number;
}

export class ConditionalCache {
  private readonly entries = new Map<string, { value: CachedResponse; bytes: number }>();
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(options: ConditionalCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** Returns the entry and marks it most recently used. */
  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores a response that carries a validator; others are not worth keeping. */
  set(key: string, value: CachedResponse): void {
    this.delete(key);
    if (!value.etag && !value.lastModified) return;
    const bytes = sizeOf(key, value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    this.evict();
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}

function sizeOf(key: string, value: CachedResponse): number {
  let bytes = key.length + value.body.byteLength;
  for (const [name, header] of Object.entries(value.headers)) bytes += name.length + header.length;
  return bytes;
}
