// `devdesk_articleFile` (#devdeskArticleFile): an article file's problems and place, as the Articles feature shows
// them: the front matter's problems (the core's validateArticleFile, which fills the Problems panel), Qiita's dialect
// warnings (the core's mathEscapes: TeX that Qiita's Markdown changes, https://spec.commonmark.org/0.31.2/
// #backslash-escapes), its host (public site or a team, base/article-place.ts) and its state against the server copy
// (base/article-file-state.ts: new, published, or conflicting when the server's copy is newer). Reads the file only;
// nothing is sent.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import { articleFileStateOf } from '../base/article-file-state';
import { articleRoot } from '../base/article-root';
import { articleFolderOf, articleHostOf, articleLocationOf, articleRefOf } from '../base/article-place';
import { loadCore } from '../base/core';
import { joinPath } from '../base/file-paths';
import type { ReadTool } from './tool';
import { ToolInputError } from './tool-hosts';

/** What each front matter problem means (DevDesk's words for the model; the Problems panel has the user's). */
const problemMeanings: Record<string, string> = {
  syntax: 'the front matter is not valid YAML',
  language: 'the front matter is not YAML (DevDesk reads YAML only)',
  emptyTitle: 'the title is empty',
  emptyBody: 'the body is empty',
  noTags: 'no tag (Qiita needs 1 to 5)',
  tooManyTags: 'more than 5 tags',
  organizationOnPrivate: 'a private article cannot belong to an organization',
  slideNotBoolean: 'slide must be true or false',
  teamFieldOnPublic: 'a Qiita Team key in a public article',
};

function documentUri(path: string | undefined): vscode.Uri {
  if (path === undefined) {
    const uri = vscode.window.activeTextEditor?.document.uri;
    if (!uri) throw new ToolInputError('No article file is open in the editor; name one as "path".');
    return uri;
  }
  if (path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path)) return vscode.Uri.file(path);
  const root = articleRoot();
  if (!root) throw new ToolInputError('No folder is open, so there are no article files.');
  return vscode.Uri.file(joinPath(root, path));
}

/**
 * The file's text as the editor has it when it is open (unsaved changes included), else as the disk has it (UTF-8,
 * the Qiita CLI's encoding): read without opening a document, which would cost a round trip to the window and wake
 * every extension listening for opened documents (half a second on a large file's first read).
 */
async function textOf(uri: vscode.Uri): Promise<string> {
  const open = vscode.workspace.textDocuments.find((document) => document.uri.toString() === uri.toString());
  if (open) return open.getText();
  try {
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch (error) {
    if (error instanceof vscode.FileSystemError) throw new ToolInputError(`${uri.fsPath} cannot be read.`);
    throw error;
  }
}

export function articleTool(accounts: Accounts): ReadTool<{ path?: string }> {
  return {
    name: 'devdesk_articleFile',
    check: (agent, input) => agent.checkToolInput(agent.articleFileInput, input),
    async answer(input) {
      const core = loadCore();
      const uri = documentUri(input.path);
      const belonging = articleHostOf(uri, {
        publicHost: accounts.hosts('articles')[0],
        teamHosts: accounts.hosts('team'),
        host: (id) => accounts.host(id),
      });
      if (!belonging) {
        const shown = JSON.stringify(input.path ?? uri.path.split('/').pop());
        throw new ToolInputError(`${shown} is not an article file (public/ or teams/<team>/ under the article root).`);
      }
      const text = await textOf(uri);
      const location = articleLocationOf(uri);
      const state = location ? await articleFileStateOf(articleFolderOf(location), text) : 'inSync';
      let title: unknown;
      let isPrivate: unknown;
      try {
        ({ title, private: isPrivate } = core.parseArticleFile(text).frontMatter);
      } catch {
        title = undefined; // a problem below says why
      }
      const problems = core.validateArticleFile(text, { team: belonging.team }).map((problem) => ({
        code: problem.code,
        meaning: problemMeanings[problem.code] ?? problem.code,
        line: problem.range.start.line + 1,
        ...(problem.detail ? { detail: core.agent.clip(problem.detail, 200) } : {}),
      }));
      const dialect = core.mathEscapes(text).map((escape) => ({
        code: 'mathEscape',
        line: escape.line + 1,
        column: escape.character + 1,
        text: escape.text,
        qiitaReadsAs: escape.text === '\\\\' ? '\\' : escape.text.slice(1),
        fix: `write \\${escape.text}, or put the formula in a \`\`\`math block`,
      }));
      const status = state === 'new' ? 'new' : state === 'olderThanServer' ? 'conflicting' : 'published';
      const data = {
        file: location ? uri.fsPath : uri.toString(),
        onService: articleRefOf(uri) !== undefined,
        place: belonging.team ? 'team' : 'public',
        host: belonging.host?.id ?? null,
        status,
        modified: state === 'modified',
        title: typeof title === 'string' ? core.agent.clip(title, 300) : null,
        private: isPrivate === true,
        problems,
        dialectWarnings: dialect.slice(0, 100),
      };
      const summary =
        `Article file on ${data.place === 'team' ? 'a Qiita Team' : 'Qiita'} (${data.host ?? 'no host'}), ${status}` +
        `${data.modified ? ' and modified' : ''}: ${core.agent.counted(problems.length, 'problem')}, ` +
        `${core.agent.counted(dialect.length, 'dialect warning')}.`;
      return core.agent.toolAnswer(summary, 'Qiita', data);
    },
  };
}
