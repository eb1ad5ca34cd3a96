// Template variables: `%{Year}` (4 digits), `%{month}` and `%{day}` (2 digits, zero-padded, e.g. 2000/01/01,
// as in the service's own example of an expanded template). The date is the clock's date in Japan time.
import type { Tagging } from './store.js';
import { jstParts } from './time.js';

export function expandText(text: string, date: Date): string {
  const { year, month, day } = jstParts(date);
  const values: Record<string, string> = {
    Year: String(year),
    month: String(month).padStart(2, '0'),
    day: String(day).padStart(2, '0'),
  };
  return text.replace(/%\{(Year|month|day)\}/g, (_match, name: string) => values[name]!);
}

export function expandTags(tags: readonly Tagging[], date: Date): Tagging[] {
  return tags.map((tag) => ({ name: expandText(tag.name, date), versions: [...tag.versions] }));
}
