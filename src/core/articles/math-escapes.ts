// TeX that Qiita's Markdown changes before the formula is typeset. Qiita's renderer (increments/qiita-markdown on
// qiita_marker, a cmark-gfm) does not know `$…$` or `$$…$$`: it leaves them in the text for the page's MathJax,
// after CommonMark has read the text, and CommonMark takes a backslash before ASCII punctuation as an escape
// (https://spec.commonmark.org/0.31.2/#backslash-escapes). So `\,` reaches MathJax as `,`, `\{` as `{` and `\\` as
// `\`. A ```math block is code, which keeps its backslashes. What a writer already doubled for Qiita (`\\,`,
// `\\\\`) is left alone. Pure: tested with node:test.

export interface MathEscape {
  readonly line: number;
  /** Where the backslashes start (UTF-16 offset in the line). */
  readonly character: number;
  /** What Markdown will change, e.g. `\,` or `\\`. */
  readonly text: string;
}

/** The ASCII punctuation CommonMark lets a backslash escape. */
const punctuation = /^[!-/:-@[-`{-~]$/;
/** `$…$` as Qiita's readers write it: no space just inside the dollars. */
const inlineMathPattern = /\$(?![\s$])((?:\\.|[^\\\n$])*?[^\s\\])\$/g;
const fence = /^ {0,3}(`{3,}|~{3,})/;

/** Each escape CommonMark will take out of a formula in `text` (an article file, front matter and all). */
export function mathEscapes(text: string): MathEscape[] {
  const lines = text.split(/\r?\n/);
  const found: MathEscape[] = [];
  let line = frontMatterEnd(lines);
  let openFence: string | undefined;
  let inDisplayMath = false;
  for (; line < lines.length; line += 1) {
    const content = lines[line]!;
    const fenceMark = fence.exec(content)?.[1];
    if (
      !inDisplayMath &&
      fenceMark &&
      (!openFence || (fenceMark[0] === openFence[0] && fenceMark.length >= openFence.length))
    ) {
      openFence = openFence ? undefined : fenceMark;
      continue;
    }
    if (openFence) continue;
    if (/^ {0,3}\$\$\s*$/.test(content)) {
      inDisplayMath = !inDisplayMath;
      continue;
    }
    if (inDisplayMath) found.push(...escapesIn(content, line, 0, content.length));
    else for (const span of inlineMathSpans(content)) found.push(...escapesIn(content, line, span.start, span.end));
  }
  return found;
}

/** The first line after the front matter (a block between two `---` lines at the top), else 0. */
function frontMatterEnd(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  return closing < 0 ? 0 : closing + 1;
}

/** The `$…$` spans of a line outside its code spans (a backtick run and the next run of the same length). */
function inlineMathSpans(content: string): Array<{ start: number; end: number }> {
  const code = [...content.matchAll(/(`+)[\s\S]*?[^`]\1(?!`)/g)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const inCode = (index: number) => code.some((span) => index >= span.start && index < span.end);
  return (
    [...content.matchAll(inlineMathPattern)]
      // `$`…`$` is Qiita's inline math in a code span, which keeps its backslashes.
      .filter((match) => !inCode(match.index) && !/^`[\s\S]*`$/.test(match[1]!))
      .map((match) => ({ start: match.index, end: match.index + match[0].length }))
  );
}

/**
 * A lone backslash before punctuation (`\,` read as `,`), and a lone pair before anything else (TeX's line break
 * `\\` read as one backslash). A pair before punctuation, or four, is what a writer doubled for Qiita.
 */
function escapesIn(content: string, line: number, start: number, end: number): MathEscape[] {
  const found: MathEscape[] = [];
  for (const match of content.slice(start, end).matchAll(/(\\+)(.?)/g)) {
    const [, run, next] = match as unknown as [string, string, string];
    const lost = (run.length === 1 && punctuation.test(next)) || (run.length === 2 && !punctuation.test(next));
    if (lost) found.push({ line, character: start + match.index, text: run.length === 1 ? `${run}${next}` : run });
  }
  return found;
}
