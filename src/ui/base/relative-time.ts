// How long ago something happened, as people say it in their language: "2 hours ago", "yesterday", "3 months ago",
// "1 year ago" ("2 時間前", "昨日", "3 か月前", "1 年前"), through Intl.RelativeTimeFormat
// (https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Intl/RelativeTimeFormat).
// `numeric: 'auto'` (the word a language has: "now", "yesterday") only for seconds and days: for weeks, months and
// years its "last week" / "last year" name the previous calendar period, which 538 days ago is not.
// Pure: the adapter passes VS Code's display language (vscode.env.language).

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The largest unit that fits the elapsed time, and how many of it (rounded, so 538 days is 1 year). */
function unitOf(elapsedMs: number): [number, Intl.RelativeTimeFormatUnit] {
  if (elapsedMs < minute) return [0, 'second'];
  if (elapsedMs < hour) return [Math.round(elapsedMs / minute), 'minute'];
  if (elapsedMs < day) return [Math.round(elapsedMs / hour), 'hour'];
  const days = Math.round(elapsedMs / day);
  if (days < 7) return [days, 'day'];
  if (days < 30) return [Math.round(days / 7), 'week'];
  if (days < 365) return [Math.max(1, Math.min(11, Math.round(days / 30.44))), 'month'];
  return [Math.round(days / 365.25), 'year'];
}

function formatterFor(language: string, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  try {
    return new Intl.RelativeTimeFormat(language, { numeric });
  } catch {
    return new Intl.RelativeTimeFormat('en', { numeric }); // a language tag Intl does not accept
  }
}

/** `when` (an ISO date or epoch ms) relative to `now`, in `language`; a time in the future reads as now. */
export function relativeTime(when: string | number, now: number, language: string): string {
  const time = typeof when === 'number' ? when : Date.parse(when);
  if (Number.isNaN(time)) return '';
  const [count, unit] = unitOf(Math.max(0, now - time));
  const numeric = unit === 'second' || unit === 'day' ? 'auto' : 'always';
  return formatterFor(language, numeric).format(-count, unit);
}
