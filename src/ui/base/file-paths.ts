// File system paths (a Uri's fsPath, a folder DevDesk keeps) taken apart and put together without Node's `path`, so
// the UI has no Node module to ask for it. A path keeps its own separator: `\` in a Windows path (one that starts
// with a drive letter or `\\`), `/` in any other; the pieces joined here are plain names, never `..`.

function isWindowsPath(path: string): boolean {
  return /^(?:[A-Za-z]:[\\/]|\\\\)/.test(path);
}

function separatorOf(path: string): string {
  return isWindowsPath(path) ? '\\' : '/';
}

function lastSeparator(path: string): number {
  return isWindowsPath(path) ? Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) : path.lastIndexOf('/');
}

function withoutTrailingSeparator(path: string): string {
  const trimmed = isWindowsPath(path) ? path.replace(/[\\/]+$/, '') : path.replace(/\/+$/, '');
  return trimmed === '' || /^[A-Za-z]:$/.test(trimmed) ? path : trimmed;
}

/** The last part of a path (`a.md` of `/x/a.md`), without `extension` when it ends with it (as Node's `basename`). */
export function fileName(path: string, extension?: string): string {
  const trimmed = withoutTrailingSeparator(path);
  const name = trimmed.slice(lastSeparator(trimmed) + 1);
  return extension && name !== extension && name.endsWith(extension) ? name.slice(0, -extension.length) : name;
}

/** The folder holding a path (`/x` of `/x/a.md`); a root is its own folder. */
export function parentPath(path: string): string {
  const trimmed = withoutTrailingSeparator(path);
  const at = lastSeparator(trimmed);
  if (at < 0) return '.';
  const parent = trimmed.slice(0, at);
  return parent === '' || /^[A-Za-z]:$/.test(parent) ? trimmed.slice(0, at + 1) : parent;
}

/** `folder` with plain names below it, in the folder's own separator. */
export function joinPath(folder: string, ...names: string[]): string {
  const separator = separatorOf(folder);
  const base = folder.endsWith(separator) || folder.endsWith('/') ? folder.slice(0, -1) : folder;
  return [base, ...names].join(separator);
}

/** A path below `folder` named from there (`public/a.md`); the path itself when it is not below `folder`. */
export function pathBelow(folder: string, path: string): string {
  const separator = separatorOf(folder);
  const base = folder.endsWith(separator) ? folder : `${folder}${separator}`;
  return path.startsWith(base) ? path.slice(base.length) : path;
}
