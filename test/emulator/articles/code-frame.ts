// Qiita's code blocks: the info string (qiita_marker's CODE_DATA_METADATA keeps it whole) read as its CodeBlock filter
// reads it, and the frame its SyntaxHighlight filter writes (https://github.com/increments/qiita-markdown,
// lib/qiita/markdown/filters/code_block.rb and syntax_highlight.rb; cases in spec/qiita/markdown/processor_spec.rb,
// "with code & filename", "with code & filename with `:`", "with colon-only label").
//
// - `ruby` is a language; `ruby:app.rb` a language and a file name; `ruby:test:example.rb` keeps everything after the
//   first colon as the file name (`test:example.rb`);
// - a lone name with a dot (`example.rb`) is a file name, its language found by the extension (GitHub Linguist there;
//   a short table here of the common ones);
// - no language: `data-lang="text"`. The highlighting itself (Rouge's spans) is left out: the text is what matters.
import { escapeHtml } from './html.js';

/** The CodeBlock filter writes the file name as text: markup in it is stripped. */
const plainFileName = (filename: string) => filename.replace(/<[^>]*>/g, '');

/** The few aliases the CodeBlock filter knows (DEFAULT_LANGUAGE_ALIASES). */
const aliases: Record<string, string> = { el: 'common-lisp', hack: 'php', zsh: 'bash' };

/** Linguist's default alias for common extensions. */
const byExtension: Record<string, string> = {
  rb: 'ruby',
  py: 'python',
  js: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  tsx: 'tsx',
  php: 'php',
  go: 'go',
  java: 'java',
  rs: 'rust',
  sh: 'shell',
  bash: 'shell',
  json: 'json',
  yml: 'yaml',
  yaml: 'yaml',
  html: 'html',
  css: 'css',
  md: 'markdown',
  sql: 'sql',
  c: 'c',
  cpp: 'cpp',
  swift: 'swift',
  kt: 'kotlin',
  cs: 'csharp',
  scala: 'scala',
  xml: 'xml',
  toml: 'toml',
  dockerfile: 'dockerfile',
  vue: 'vue',
};

export interface CodeMetadata {
  language: string | undefined;
  filename: string | undefined;
}

export function codeMetadata(info: string | undefined): CodeMetadata {
  if (info === undefined || info === '') return { language: undefined, filename: undefined };
  const parts = info.split(':').filter((part, index, all) => !(part === '' && index === all.length - 1));
  const sections = parts.length <= 2 ? parts : [info.slice(0, info.indexOf(':')), info.slice(info.indexOf(':') + 1)];
  const [first, second] = sections;
  if (second === undefined && first !== undefined && first.includes('.')) {
    const extension = first.slice(first.lastIndexOf('.') + 1).toLowerCase();
    return { language: byExtension[extension], filename: first };
  }
  const language = first === '' || first === undefined ? undefined : first;
  return {
    language: language === undefined ? undefined : (aliases[language] ?? language),
    filename: second === '' ? undefined : second,
  };
}

/** The code frame of a fenced block, as SyntaxHighlight writes it. */
export function codeFrame(text: string, info: string | undefined): string {
  const { language, filename } = codeMetadata(info);
  const title =
    filename === undefined
      ? ''
      : `\n<div class="code-lang"><span class="bold">${escapeHtml(plainFileName(filename))}</span></div>\n`;
  const body = `<div class="highlight"><pre class="codehilite"><code>${escapeHtml(text)}\n</code></pre></div>`;
  return `<div class="code-frame" data-lang="${escapeHtml(language ?? 'text')}">${title}${body}${title ? '\n' : ''}</div>\n`;
}
