// Which addresses from a service DevDesk opens in the browser. Pure (test/unit/ui/service-url.test.ts).
//
// An article's or a pull request's `url`/`html_url`, an event's link, a commit's page: the service sends them, and
// the commands that open them also take a URL as an argument. openExternal would hand any scheme to the system
// (`file:`, `vscode:`, `command:`, another application's handler), so only web pages pass: https, and http on this
// machine (the emulator, a local Qiita), the same rule that decides where a token may go (core/http/urls.ts).
import { isSecureEnough } from './core';

/** The parsed URL when DevDesk may open it in the browser; undefined for any other scheme or text. */
export function openableServiceUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return isSecureEnough(url) ? url : undefined;
  } catch {
    return undefined;
  }
}
