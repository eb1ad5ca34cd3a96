// Whether a file path from GitHub (a pull request file's or a review comment's `path`) names a file inside the
// repository. The path is the service's text: a `..` segment would walk a contents URL out of `/contents/`, or a
// clone's file out of the clone; a backslash reads as a slash both in an `https:` URL and on Windows; an empty or
// `.` segment names no file. Pure (test/unit/ui/pulls-suggestion-paths.test.ts).

/** True when every segment of `path` is a real name: no empty, `.` or `..` part, no leading slash or backslash. */
export function isRepositoryFilePath(path: string): boolean {
  if (path.trim() === '') return false;
  return path.split(/[/\\]/).every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
