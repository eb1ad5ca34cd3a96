/** The web origin of a REST base: https://api.github.com -> https://github.com; an Enterprise or emulator base
 *  keeps its origin. Pure. */
export function webOriginOf(apiBase: string): string {
  const url = new URL(apiBase);
  return url.hostname === 'api.github.com' ? 'https://github.com' : url.origin;
}
