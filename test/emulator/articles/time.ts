// Date-times as the service writes them: ISO 8601 with the +09:00 offset (the service runs on Japan time).
const jstOffsetMs = 9 * 60 * 60 * 1000;

export function isoJst(epochMs: number): string {
  return `${new Date(epochMs + jstOffsetMs).toISOString().slice(0, 19)}+09:00`;
}

/** The calendar date in Japan time: template variables and month filters are computed on it. */
export function jstParts(date: Date): { year: number; month: number; day: number } {
  const shifted = new Date(date.getTime() + jstOffsetMs);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Epoch ms of the first instant of a month in Japan time (month 13 rolls over to January). */
export function jstMonthStart(year: number, month: number): number {
  return Date.UTC(year, month - 1, 1) - jstOffsetMs;
}

/** Parses an ISO 8601 date-time with an offset or `Z`; undefined when it is not one. */
export function parseDateTime(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}
