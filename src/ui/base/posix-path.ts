// `/`-separated paths (a URI's path), as Node's `path.posix` reads them, without Node: the preview runs where Node's
// built-ins may not (issue 33: they are imported only under `node/` folders). Pure;
// test/unit/ui/preview-posix-path.test.ts compares every function with `path.posix` on the same paths.

/** `path` with `.` and `..` segments resolved and repeated slashes made one; `.` for an empty relative path. */
export function normalize(path: string): string {
  if (path === '') return '.';
  const absolute = path.startsWith('/');
  const trailing = path.endsWith('/');
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length > 0 && segments.at(-1) !== '..') segments.pop();
      else if (!absolute) segments.push('..');
    } else segments.push(segment);
  }
  const joined = segments.join('/');
  if (absolute) return `/${joined}${joined !== '' && trailing ? '/' : ''}`;
  if (joined === '') return trailing ? './' : '.';
  return trailing ? `${joined}/` : joined;
}

/** The parts joined by `/`, normalized (empty parts skipped). */
export function join(...parts: string[]): string {
  const joined = parts.filter((part) => part !== '').join('/');
  return joined === '' ? '.' : normalize(joined);
}

function withoutTrailingSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' && path.startsWith('/') ? '/' : trimmed;
}

/** The folder of `path`: up to the slash before its last segment; `/` for a top-level absolute path, `.` for a name. */
export function dirname(path: string): string {
  if (path === '') return '.';
  let end = -1;
  let trailing = true;
  for (let index = path.length - 1; index >= 1; index--) {
    if (path[index] !== '/') trailing = false;
    else if (!trailing) {
      end = index;
      break;
    }
  }
  const absolute = path.startsWith('/');
  if (end === -1) return absolute ? '/' : '.';
  return absolute && end === 1 ? '//' : path.slice(0, end);
}

/** The last segment of `path`. */
export function basename(path: string): string {
  const trimmed = withoutTrailingSlashes(path);
  return trimmed === '/' ? '' : trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** The extension of the last segment, dot included (`''` for none, a name that only starts with a dot, or `..`). */
export function extname(path: string): string {
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  return dot <= 0 || name === '..' ? '' : name.slice(dot);
}

/** The way from absolute path `from` to absolute path `to`, as `path.posix.relative` gives it. */
export function relative(from: string, to: string): string {
  const fromSegments = normalize(`/${from}`)
    .split('/')
    .filter((segment) => segment !== '');
  const toSegments = normalize(`/${to}`)
    .split('/')
    .filter((segment) => segment !== '');
  let common = 0;
  const shorter = Math.min(fromSegments.length, toSegments.length);
  while (common < shorter && fromSegments[common] === toSegments[common]) common += 1;
  return [...fromSegments.slice(common).map(() => '..'), ...toSegments.slice(common)].join('/');
}
