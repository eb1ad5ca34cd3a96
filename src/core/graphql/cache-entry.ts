// One cached introspection result as both disks' schema caches keep it (node/schema-cache.ts on the local disk,
// browser/schema-cache.ts in the extension's global storage through `workspace.fs`): `{ endpoint, fetchedAt,
// introspection }` as JSON, compressed by each in its own way. Pure.
import type { IntrospectionQuery } from 'graphql';

export interface CachedIntrospection {
  endpoint: string;
  fetchedAt: Date;
  introspection: IntrospectionQuery;
}

/** The JSON text kept for an entry. */
export function cacheEntryText(entry: CachedIntrospection): string {
  return JSON.stringify({
    endpoint: entry.endpoint,
    fetchedAt: entry.fetchedAt.toISOString(),
    introspection: entry.introspection,
  });
}

/** The entry in a kept JSON text when it is `endpoint`'s and whole; undefined for anything else. */
export function cacheEntryOf(text: string, endpoint: string): CachedIntrospection | undefined {
  let stored: { endpoint?: unknown; fetchedAt?: unknown; introspection?: unknown };
  try {
    stored = JSON.parse(text) as typeof stored;
  } catch {
    return undefined;
  }
  const fetchedAt = typeof stored?.fetchedAt === 'string' ? new Date(stored.fetchedAt) : undefined;
  if (
    stored?.endpoint !== endpoint ||
    !fetchedAt ||
    Number.isNaN(fetchedAt.getTime()) ||
    !isIntrospection(stored.introspection)
  )
    return undefined;
  return { endpoint, fetchedAt, introspection: stored.introspection };
}

function isIntrospection(value: unknown): value is IntrospectionQuery {
  const schema = (value as { __schema?: { types?: unknown } } | undefined)?.__schema;
  return Array.isArray(schema?.types);
}
