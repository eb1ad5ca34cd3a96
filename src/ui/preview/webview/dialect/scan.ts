// Where an inline extension may start next, in linear time (test/unit/ui/preview-dialect-scan.test.ts). marked asks
// each inline extension's `start` for the first place it could match in what is left of the paragraph, after every
// token (https://marked.js.org/using_pro#extensions), and cuts the text there. A search through all the rest after
// every token is quadratic: a paragraph of 32 KB of `[` (each its own token) took seconds per keystroke.
//
// Here each search runs on the paragraph text the lexer was given (`inlineTokens`, one frame per call, nested for a
// link's or an emphasis' text) from the current offset, and its answer is kept: the next question from a later offset
// before that answer is answered at once, so each character is searched once per extension and paragraph. The answer
// is the same as a search of the rest would give: a candidate is a property of its position (`Candidate`), with the
// one exception marked's `^` makes (the rest's first character may start one whatever precedes it: `startsAt`).
import { Lexer, type MarkedExtension, type MarkedOptions, type Token, type TokensList } from 'marked';

/** Where an extension may start, as a property of one position of the paragraph. */
export interface Candidate {
  /** A name for the answers kept (one per extension). */
  name: string;
  /** Whether the rest's first character starts one, whatever precedes it. */
  startsAt(rest: string): boolean;
  /** The first position at or after `from` that starts one, given all the paragraph (lookbehind sees before it). */
  next(text: string, from: number): number | undefined;
}

interface Frame {
  lexer: Lexer;
  text: string;
  /** Per candidate: the first position at or after `from` is `at` (Infinity: none). */
  kept: Map<string, { from: number; at: number }>;
}

const frames: Frame[] = [];

/** marked's Lexer, keeping the text of each `blockTokens` and `inlineTokens` call (a frame while it runs). */
export class ScanningLexer extends Lexer {
  override inlineTokens(src: string, tokens?: Token[]): Token[] {
    return inFrame(this, src, () => super.inlineTokens(src, tokens));
  }

  override blockTokens(src: string, tokens?: Token[], lastParagraphClipped?: boolean): Token[];
  override blockTokens(src: string, tokens?: TokensList, lastParagraphClipped?: boolean): TokensList;
  override blockTokens(src: string, tokens?: Token[], lastParagraphClipped?: boolean): Token[] {
    return inFrame(this, src, () => super.blockTokens(src, tokens, lastParagraphClipped));
  }
}

function inFrame<T>(lexer: Lexer, text: string, run: () => T): T {
  frames.push({ lexer, text, kept: new Map() });
  try {
    return run();
  } finally {
    frames.pop();
  }
}

/** Give it to a dialect's `Marked` instance with `use`: its documents are lexed by `ScanningLexer`. */
export const scanningLexer: MarkedExtension = {
  hooks: {
    provideLexer: ((block?: boolean) =>
      block === false
        ? (src: string, options?: MarkedOptions) => new ScanningLexer(options).inlineTokens(src)
        : (src: string, options?: MarkedOptions) => new ScanningLexer(options).lex(src)) as never,
  },
};

/** marked's `start` for `candidate`: the index in `rest` of the first position that starts one, if any. */
export function startOf(lexer: Lexer | undefined, rest: string, candidate: Candidate): number | undefined {
  if (candidate.startsAt(rest)) return 0;
  const frame = frames.at(-1);
  const offset = frame ? frame.text.length - rest.length : -1;
  if (!frame || frame.lexer !== lexer || offset < 0 || !sameEnds(frame.text, offset, rest)) {
    return candidate.next(rest, 1);
  }
  const at = keptNext(frame, candidate, offset + 1);
  return at === undefined ? undefined : at - offset;
}

/** The first position at or after `from` of the frame's text that starts `candidate`, searched at most once. */
function keptNext(frame: Frame, candidate: Omit<Candidate, 'startsAt'>, from: number): number | undefined {
  let kept = frame.kept.get(candidate.name);
  if (!kept || kept.from > from || kept.at < from) {
    kept = { from, at: candidate.next(frame.text, from) ?? Infinity };
    frame.kept.set(candidate.name, kept);
  }
  return kept.at === Infinity ? undefined : kept.at;
}

/**
 * marked's `start` for a block-level extension that starts a line (`linePattern` with `^` and `m`), asked at every
 * paragraph with the rest of the document: the first line in `rest` it starts, before the paragraph's end (the first
 * blank line: a paragraph ends there whatever follows). The rest's first character is a paragraph's second, never a
 * line's first. Kept per frame like the inline searches when `lexer` is a `ScanningLexer`.
 */
export function blockStart(lexer: Lexer | undefined, rest: string, linePattern: RegExp): number | undefined {
  const lines = new RegExp(linePattern.source, 'gm');
  const frame = frames.at(-1);
  const offset = frame ? frame.text.length - rest.length : -1;
  if (!frame || frame.lexer !== lexer || offset < 0 || !sameEnds(frame.text, offset, rest)) {
    const blank = /\n[ \t]*\n/.exec(rest);
    lines.lastIndex = 1;
    const found = lines.exec(blank ? rest.slice(0, blank.index + 1) : rest);
    return found ? found.index : undefined;
  }
  const blank = keptNext(frame, { name: '\n\n', next: (text, from) => nextOf(/\n[ \t]*\n/g, text, from) }, offset);
  const line = { name: `^${linePattern.source}`, next: (text: string, from: number) => nextOf(lines, text, from) };
  const found = keptNext(frame, line, offset + 1);
  return found === undefined || (blank !== undefined && found > blank) ? undefined : found - offset;
}

function nextOf(pattern: RegExp, text: string, from: number): number | undefined {
  pattern.lastIndex = from;
  return pattern.exec(text)?.index;
}

/** A cheap check that `rest` is the text's end from `offset` (it always is when marked asks from the frame's call). */
function sameEnds(text: string, offset: number, rest: string): boolean {
  if (rest.length === 0) return true;
  return (
    text.charCodeAt(offset) === rest.charCodeAt(0) &&
    text.charCodeAt(text.length - 1) === rest.charCodeAt(rest.length - 1)
  );
}

/** A candidate found by two regexes: `first` sticky (`y`) for the rest's start, `later` global (`g`; lookbehind). */
export function patternCandidate(name: string, first: RegExp, later: RegExp): Candidate {
  return {
    name,
    startsAt(rest) {
      first.lastIndex = 0;
      return first.test(rest);
    },
    next(text, from) {
      later.lastIndex = from;
      return later.exec(text)?.index;
    },
  };
}
