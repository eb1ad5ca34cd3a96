// Emoji shortcodes both services know, by name, with their code points (the names of GitHub's gemoji list,
// https://github.com/github/gemoji, db/emoji.json, which Qiita's pipeline also uses through html-pipeline's
// EmojiFilter). A small table of the common ones, kept by hand: a name missing here stays text locally, and the
// service's rendering shows it at the next pause. Shared with the emulator, which renders the same names.
import type { Candidate } from './scan';
export const emojiCodePoints: Readonly<Record<string, string>> = {
  '+1': '1f44d',
  thumbsup: '1f44d',
  '-1': '1f44e',
  thumbsdown: '1f44e',
  smile: '1f604',
  smiley: '1f603',
  grinning: '1f600',
  laughing: '1f606',
  joy: '1f602',
  wink: '1f609',
  blush: '1f60a',
  innocent: '1f607',
  heart_eyes: '1f60d',
  thinking: '1f914',
  sweat_smile: '1f605',
  sob: '1f62d',
  cry: '1f622',
  scream: '1f631',
  sunglasses: '1f60e',
  neutral_face: '1f610',
  confused: '1f615',
  upside_down_face: '1f643',
  relieved: '1f60c',
  sleepy: '1f62a',
  angry: '1f620',
  rage: '1f621',
  heart: '2764',
  broken_heart: '1f494',
  sparkles: '2728',
  star: '2b50',
  fire: '1f525',
  tada: '1f389',
  rocket: '1f680',
  eyes: '1f440',
  pray: '1f64f',
  clap: '1f44f',
  wave: '1f44b',
  ok_hand: '1f44c',
  muscle: '1f4aa',
  raised_hands: '1f64c',
  point_right: '1f449',
  point_left: '1f448',
  point_up: '261d',
  point_down: '1f447',
  bulb: '1f4a1',
  memo: '1f4dd',
  pencil: '1f4dd',
  book: '1f4d6',
  books: '1f4da',
  bookmark: '1f516',
  link: '1f517',
  lock: '1f512',
  key: '1f511',
  wrench: '1f527',
  hammer: '1f528',
  gear: '2699',
  bug: '1f41b',
  computer: '1f4bb',
  package: '1f4e6',
  zap: '26a1',
  warning: '26a0',
  x: '274c',
  o: '2b55',
  white_check_mark: '2705',
  heavy_check_mark: '2714',
  question: '2753',
  exclamation: '2757',
  information_source: '2139',
  no_entry: '26d4',
  construction: '1f6a7',
  beginner: '1f530',
  100: '1f4af',
  coffee: '2615',
  beer: '1f37a',
  cat: '1f431',
  dog: '1f436',
  penguin: '1f427',
  whale: '1f433',
  sunny: '2600',
  cloud: '2601',
  umbrella: '2614',
  snowman: '26c4',
  earth_asia: '1f30f',
  globe_with_meridians: '1f310',
  hourglass: '231b',
  alarm_clock: '23f0',
  calendar: '1f4c5',
  chart_with_upwards_trend: '1f4c8',
  mag: '1f50d',
  mailbox: '1f4eb',
  email: '1f4e7',
  phone: '1f4f1',
  tv: '1f4fa',
  trophy: '1f3c6',
  medal_sports: '1f3c5',
  gift: '1f381',
  sushi: '1f363',
  ramen: '1f35c',
  rice_ball: '1f359',
  japan: '1f5fe',
  cherry_blossom: '1f338',
};

/** The code point (hex) of a known emoji name; undefined for an unknown one. */
export function emojiCodePoint(name: string): string | undefined {
  return Object.hasOwn(emojiCodePoints, name) ? emojiCodePoints[name] : undefined;
}

/** The character of a known emoji name. */
export function emojiCharacter(name: string): string | undefined {
  const code = emojiCodePoint(name);
  return code === undefined ? undefined : String.fromCodePoint(parseInt(code, 16));
}

/** `:name:` with a known name, at the start of `text`. */
export const emojiShortcode = /^:([a-z0-9_+-]+):/;

/**
 * Where a known `:name:` starts (for marked's `start`, through scan.ts: a colon that starts none must not cut the
 * text, or `https://…` would no longer be an autolink). Any colon may open one, so a name's closing colon is searched
 * again.
 */
export const emojiCandidate: Candidate = {
  name: 'emoji',
  startsAt: (rest) => knownAt(/:([a-z0-9_+-]+):/y, rest, 0) !== undefined,
  next: (text, from) => knownAt(/:([a-z0-9_+-]+):/g, text, from),
};

function knownAt(pattern: RegExp, text: string, from: number): number | undefined {
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match; match = pattern.global ? pattern.exec(text) : null) {
    if (emojiCodePoint(match[1]!) !== undefined) return match.index;
    pattern.lastIndex = match.index + 1;
  }
  return undefined;
}
