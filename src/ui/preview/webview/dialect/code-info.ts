// A fenced code block's info string as Qiita reads it (https://github.com/increments/qiita-markdown,
// lib/qiita/markdown/filters/code_block.rb, Metadata): `ruby`, `ruby:app.rb`, `ruby:test:example.rb` (the file name
// is everything after the first colon), or a lone file name with a dot (`example.rb`, its language found from the
// extension, by GitHub Linguist there and by a short table of common extensions here).

export interface CodeInfo {
  language: string | undefined;
  filename: string | undefined;
}

const languageAliases: Record<string, string> = { el: 'common-lisp', hack: 'php', zsh: 'bash' };

const languageOfExtension: Record<string, string> = {
  rb: 'ruby',
  py: 'python',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  tsx: 'tsx',
  jsx: 'jsx',
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
  scss: 'scss',
  md: 'markdown',
  sql: 'sql',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  swift: 'swift',
  kt: 'kotlin',
  cs: 'csharp',
  scala: 'scala',
  xml: 'xml',
  toml: 'toml',
  vue: 'vue',
  dart: 'dart',
};

export function qiitaCodeInfo(info: string | undefined): CodeInfo {
  const text = (info ?? '').trim();
  if (text === '' || /^:+$/.test(text)) return { language: undefined, filename: undefined };
  const colon = text.indexOf(':');
  if (colon < 0) {
    if (text.includes('.'))
      return { language: languageOfExtension[text.slice(text.lastIndexOf('.') + 1).toLowerCase()], filename: text };
    return { language: languageAliases[text] ?? text, filename: undefined };
  }
  const language = text.slice(0, colon);
  const filename = text.slice(colon + 1);
  return {
    language: language === '' ? undefined : (languageAliases[language] ?? language),
    filename: filename === '' ? undefined : filename,
  };
}
