// Links and images of a previewed document, resolved against it. Pure (test/unit/ui/preview.test.ts).
import * as posix from '../base/posix-path';

export interface ResolvedPath {
  /** An absolute path (of the document's URI scheme). */
  path: string;
  /** 0-based, from a `#L12` fragment. */
  line?: number;
}

/**
 * Whether a decoded path means the same on every platform, so that the POSIX check below is the whole story. Not:
 * a backslash (a separator on Windows: `..\..\` or `%5C` would climb out unseen), a colon (a drive, `C:`, or an
 * NTFS stream), a control character (NUL ends the path in native calls), or a segment of only dots and spaces other
 * than `.` and `..` (Windows drops trailing dots and spaces, so `.. ` would climb:
 * https://learn.microsoft.com/en-us/windows/win32/fileio/naming-a-file). Percent-escapes are decoded before this
 * check, so `%2e%2e` and `%2f` are seen as the dots and slashes they are.
 */
function isPortablePath(decoded: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\\:\u0000-\u001f\u007f]/.test(decoded)) return false;
  return decoded.split('/').every((segment) => segment === '.' || segment === '..' || !/^[. ]+$/.test(segment));
}

/**
 * A relative reference (`img/a.png`, `../b.md#L3`, `/docs/c.md` from the workspace folder's root) as a path; undefined
 * for anything with a scheme, a fragment alone, a path that climbs above the root, or one that another platform
 * reads differently (isPortablePath).
 */
export function resolveRelativePath(documentPath: string, href: string, rootPath?: string): ResolvedPath | undefined {
  const value = href.trim();
  if (value === '' || value.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//'))
    return undefined;
  const [withoutFragment, fragment = ''] = value.split('#', 2) as [string, string?];
  const pathPart = withoutFragment.split('?', 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    return undefined;
  }
  if (decoded === '' || !isPortablePath(decoded)) return undefined;
  const base = decoded.startsWith('/') ? (rootPath ?? '/') : posix.dirname(documentPath);
  const path = posix.normalize(posix.join(base, decoded));
  if (rootPath !== undefined && path !== rootPath && !path.startsWith(`${rootPath.replace(/\/$/, '')}/`))
    return undefined;
  const line = /^L(\d+)/.exec(fragment);
  return { path, ...(line ? { line: Math.max(0, Number(line[1]) - 1) } : {}) };
}

const imageTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
};

/** The type of a raster image file by its extension (SVG is not inlined: it is a document, not a picture). */
export function imageMimeType(path: string): string | undefined {
  return imageTypes[posix.extname(path).slice(1).toLowerCase()];
}
