// A settings change reloads only the views that read that setting, in real VS Code against the emulator: a view's
// loaded lists are read again after a change it does not read, and the emulator's request log shows it asked the
// service nothing; its own setting still reaches it. The preview too: another view's setting renders nothing again,
// the article root (which makes a file an article) does.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  childrenOf,
  devdesk,
  emulator,
  emulatorRequests,
  eventually,
  labelOf,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { viewId as pullsView } from './pull-nodes';

const articlesView = 'devdesk.articles';
const config = () => vscode.workspace.getConfiguration('devdesk');
const qiitaPath = `${new URL(emulator.articles).pathname}/`;
const githubPath = new URL(emulator.github).pathname;
const githubMarkdown = `${githubPath}/markdown`;
const scratch = '.devdesk-reload-test';
const showsDotfiles = async () => (await childrenOf(pullsView)).some((node) => labelOf(node) === 'mona/dotfiles');

/** A node among `parent`'s children by its label, once the view shows it. */
async function child(view: string, parent: TreeNode | undefined, label: string): Promise<TreeNode> {
  return eventually(
    async () => (await childrenOf(view, parent)).find((node) => labelOf(node) === label),
    `${label} in ${view}`,
  );
}

/** The Articles view's My articles section (its articles a loaded list), and its Search section. */
async function articleSections(): Promise<{ mine: TreeNode; search: TreeNode }> {
  const [host] = await eventually(async () => {
    const roots = await childrenOf(articlesView);
    return roots.length > 0 ? roots : undefined;
  }, 'the Qiita host in Articles');
  return { mine: await child(articlesView, host, 'My articles'), search: await child(articlesView, host, 'Search') };
}

/** Counts the view's redraws from now on (a reload or a refresh): `redrawn()` waits for the next one. */
async function redrawsOf(view: string): Promise<{ redrawn(): Promise<unknown> }> {
  const tree = (await devdesk()).trees.get(view)!;
  let count = 0;
  const listener = tree.onDidChangeTreeData(() => (count += 1));
  return {
    redrawn: () =>
      eventually(async () => (count > 0 ? true : undefined), `${view} redrawn`).finally(() => listener.dispose()),
  };
}

describe('a settings change reloads only the views that read it', () => {
  const saved = {
    repositories: config().inspect<string[]>('github.repositories')?.globalValue,
    searches: config().inspect<string[]>('articles.savedSearches')?.globalValue,
  };
  before(async () => {
    await signOut(emulator.articles).then(undefined, () => undefined);
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.articles);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    await config().update('github.mergeMethod', undefined, vscode.ConfigurationTarget.Global);
    await config().update('preview.renderer', undefined, vscode.ConfigurationTarget.Global);
    await config().update('github.repositories', saved.repositories, vscode.ConfigurationTarget.Global);
    await config().update('articles.savedSearches', saved.searches, vscode.ConfigurationTarget.Global);
    await signOut(emulator.github);
    await signOut(emulator.articles);
  });

  it('Articles asks Qiita nothing after GitHub settings change, and shows a new saved search', async () => {
    const { mine, search } = await articleSections();
    const articles = await childrenOf(articlesView, mine);
    await resetEmulatorRequests();

    await config().update('github.mergeMethod', 'squash', vscode.ConfigurationTarget.Global); // read by Merge alone
    // Pull Requests' own setting, which it shows once it took it: by then both changes have reached every view.
    await config().update(
      'github.repositories',
      [...(saved.repositories ?? []), 'mona/dotfiles'],
      vscode.ConfigurationTarget.Global,
    );
    await eventually(async () => ((await showsDotfiles()) ? true : undefined), 'mona/dotfiles in Pull Requests');
    assert.deepEqual(
      (await childrenOf(articlesView, mine)).map((node) => node.id),
      articles.map((node) => node.id),
    );
    assert.equal(
      (await emulatorRequests(qiitaPath)).count,
      0,
      'Articles kept its loaded lists: nothing asked of Qiita',
    );

    const redraws = await redrawsOf(articlesView);
    await config().update('articles.savedSearches', ['tag:reload-check'], vscode.ConfigurationTarget.Global);
    await redraws.redrawn();
    assert.ok(
      (await childrenOf(articlesView, search)).some((node) => labelOf(node) === 'tag:reload-check'),
      'the saved search is listed',
    );
  });

  it('Pull Requests asks GitHub nothing after Articles and preview settings change, and reloads for its repositories', async () => {
    const repo = await child(pullsView, undefined, 'devdesk-org/docs-site');
    const open = await child(pullsView, repo, 'Open pull requests');
    const pulls = await childrenOf(pullsView, open);
    const listPath = `${githubPath}/repos/devdesk-org/docs-site/pulls`;
    await resetEmulatorRequests();

    await config().update('preview.renderer', 'local', vscode.ConfigurationTarget.Global); // the preview's
    // Articles' own setting, which redraws it: by then both changes have reached every view.
    const redraws = await redrawsOf(articlesView);
    await config().update('articles.savedSearches', ['tag:another-check'], vscode.ConfigurationTarget.Global);
    await redraws.redrawn();
    assert.deepEqual(
      (await childrenOf(pullsView, open)).map((node) => node.id),
      pulls.map((node) => node.id),
    );
    assert.equal(
      (await emulatorRequests(listPath)).count,
      0,
      'Pull Requests kept its loaded lists: nothing asked of GitHub',
    );
    await config().update('preview.renderer', undefined, vscode.ConfigurationTarget.Global);

    const shown = await showsDotfiles();
    await config().update(
      'github.repositories',
      shown ? saved.repositories : [...(saved.repositories ?? []), 'mona/dotfiles'],
      vscode.ConfigurationTarget.Global,
    );
    await eventually(
      async () => ((await showsDotfiles()) !== shown ? true : undefined),
      `mona/dotfiles ${shown ? 'gone from' : 'added to'} Pull Requests`,
    );
    await childrenOf(
      pullsView,
      await child(pullsView, await child(pullsView, undefined, 'devdesk-org/docs-site'), 'Open pull requests'),
    );
    assert.ok(
      (await emulatorRequests(listPath)).count > 0,
      'its own setting reloaded it: the open pull requests asked again',
    );
  });

  it('the preview renders nothing again for another view’s setting, and renders with Qiita once the article root makes the file an article', async () => {
    const folder = vscode.workspace.workspaceFolders![0]!.uri;
    const uri = vscode.Uri.joinPath(folder, scratch, 'public', 'reload.md');
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode('# Reload\n\nA plain note for now.\n'));
    try {
      await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One });
      await vscode.commands.executeCommand('devdesk.openPreviewToSide');
      const preview = (await devdesk()).preview;
      await preview.pageWhere(
        (snapshot) => snapshot.renderer === 'gfm' && snapshot.text.includes('A plain note'),
        "GitHub's rendering of a file outside the article root",
        20_000,
      );
      await resetEmulatorRequests();

      await config().update('github.mergeMethod', 'rebase', vscode.ConfigurationTarget.Global); // read by Merge alone
      await config().update('articleFiles.root', scratch, vscode.ConfigurationTarget.Global); // the preview's own
      await preview.pageWhere(
        (snapshot) => snapshot.renderer === 'qiita' && snapshot.text.includes('A plain note'),
        "Qiita's rendering once the file is under the root's public/",
        20_000,
      );
      assert.equal((await emulatorRequests(githubMarkdown)).count, 0, 'GitHub was not asked to render it again');
    } finally {
      await vscode.commands.executeCommand('workbench.action.closeAllEditors');
      await config().update('articleFiles.root', undefined, vscode.ConfigurationTarget.Global);
      await vscode.workspace.fs.delete(vscode.Uri.joinPath(folder, scratch), { recursive: true, useTrash: false });
    }
  });
});
