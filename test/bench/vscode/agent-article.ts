// The article file tool's figure (issue 39): `devdesk_articleFile` invoked as an agent invokes it on a large article
// file (3,000 lines, about 60 KB, 600 formulas with 400 escapes that Qiita's Markdown changes), its time and
// the size of its answer. The answer is bounded twice: at most 100 dialect warnings are listed (the count says how
// many there are), and the whole answer at 24,000 characters (src/core/agent/answers.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { enterArticleScratch, leaveArticleScratch } from '../../integration/suite/helpers';

type Record = (entry: { state: string; name: string; value: number; unit: string; note?: string }) => void;

const scratch = 'bench-agent-article';

/** 3,000 lines: per 15-line section a heading, prose, two formulas (one escaped), a list and a code block. */
function largeArticle(): string {
  const sections: string[] = [];
  for (let section = 0; section < 200; section += 1) {
    sections.push(
      `## Section ${section + 1}`,
      '',
      `Prose of section ${section + 1}, long enough to be read as a paragraph of an ordinary technical article.`,
      `The gap $a\\,b_{${section}}$ shrinks while $x^2 + y^2 = r^2$ holds and $c\\;d$ grows.`,
      '',
      '- a point with **emphasis**',
      '- another point with `code`',
      '',
      '```ts',
      `const value${section} = compute(${section});`,
      '```',
      '',
      'A closing line for the section.',
      '',
      '',
    );
  }
  return `---\ntitle: A large article\ntags: [bench]\nprivate: false\n---\n${sections.join('\n')}`;
}

export async function articleFigures(record: Record): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) return;
  await enterArticleScratch(scratch);
  try {
    const publicFolder = join(folder.uri.fsPath, scratch, 'public');
    await mkdir(join(publicFolder, '.remote'), { recursive: true });
    const path = join(publicFolder, 'large-article.md');
    const text = largeArticle();
    await writeFile(path, text);
    const lines = text.split('\n').length;
    for (const what of ['first read', 'again']) {
      const started = performance.now();
      const result = await vscode.lm.invokeTool('devdesk_articleFile', {
        input: { path },
        toolInvocationToken: undefined,
      });
      const ms = performance.now() - started;
      const answer = result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : ''));
      const chars = answer.join('').length;
      if (!answer.join('').includes('<untrusted-data')) throw new Error(`devdesk_articleFile answered no data`);
      const at = `devdesk_articleFile (${what}; a ${lines}-line, ${Math.round(text.length / 1024)} KB article file)`;
      record({ state: 'figure', name: `Agent tools: ${at} time`, value: ms, unit: 'ms', note: 'target < 500 ms' });
      record({
        state: 'figure',
        name: `Agent tools: ${at} answer`,
        value: chars,
        unit: 'chars',
        note: 'bound 24,000 (100 dialect warnings listed)',
      });
    }
  } finally {
    await leaveArticleScratch(scratch);
  }
}
