// Links and images of a previewed document, resolved against it. Pure (test/unit/ui/preview.test.ts).
import { posix } from 'node:path';

export interface ResolvedPath {
  /** An absolute path (of the document's URI scheme). */
  path: string;
  /** 0-based, from a `#L12` fragment. */
  line?: number;
}

/**
 * A relative reference (`img/a.png`, `../b.md#L3`, `/docs/c.md` from the workspace folder's root) as a path; undefined
 * for anything with a scheme, a fragment alone, or a path that climbs above the root.
 */
export function resolveRelativePath(documentPath: string, href: string, rootPath?: string): ResolvedPath | undefined {
  const value = href.trim();
  if (value === '' || value.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return undefined;
  const [withoutFragment, fragment = ''] = value.split('#', 2) as [string, string?];
  const pathPart = withoutFragment.split('?', 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  if (decoded === '') return undefined;
  const base = decoded.startsWith('/') ? (rootPath ?? '/') : posix.dirname(documentPath);
  const path = posix.normalize(posix.join(base, decoded));
  if (rootPath !== undefined && path !== rootPath && !path.startsWith(`${rootPath.replace(/\/$/, '')}/`)) return undefined;
  const line = /^L(\d+)/.exec(fragment);
  return { path, ...(line ? { line: Math.max(0, Number(line[1]) - 1) } : {}) };
}

const imageTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', avif: 'image/avif', bmp: 'image/bmp' };

/** The type of a raster image file by its extension (SVG is not inlined: it is a document, not a picture). */
export function imageMimeType(path: string): string | undefined {
  return imageTypes[posix.extname(path).slice(1).toLowerCase()];
}
