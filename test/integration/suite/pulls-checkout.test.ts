// Check Out Pull Request in real VS Code, through the built-in Git extension, on a real git clone the test makes in
// the workspace folder (the Git extension opens a repository outside the workspace only after asking).
// The emulator serves no git protocol, so the clone's remote is a local bare repository: `origin` names the
// emulator's repository (so DevDesk maps it to devdesk-org/docs-site), and git's `url.<base>.insteadOf`
// (https://git-scm.com/docs/git-config#Documentation/git-config.txt-urlltbasegtinsteadOf) sends its fetches to the
// bare repository, which holds the pull request's head branch with the head's files. A fork's pull request is
// fetched the same way from the fork's bare repository, through the remote DevDesk adds for it.
import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';
import type { GitExtension, GitRepository } from '../../../src/ui/pulls/pull/git-api';
import { devdesk, emulator, eventually, signInWithSandboxToken, signOut } from './helpers';
import { github } from './pull-nodes';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=DevDesk Test', '-c', 'user.email=test@devdesk.invalid', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();

interface ServedPull {
  number: number;
  head: { ref: string; sha: string; repo: { full_name: string } | null };
  base: { sha: string };
}

/** The head's files of a pull request, as the emulator serves them at its head commit. */
async function headFiles(pull: ServedPull): Promise<Array<{ path: string; text: string }>> {
  const files = (await github(`/repos/devdesk-org/docs-site/pulls/${pull.number}/files?per_page=100`)).json as Array<{
    filename: string;
    status: string;
  }>;
  const kept = files.filter((file) => file.status !== 'removed');
  return Promise.all(
    kept.map(async (file) => {
      const { content } = (await github(`/repos/devdesk-org/docs-site/contents/${file.filename}?ref=${pull.head.sha}`))
        .json as { content: string };
      return { path: file.filename, text: Buffer.from(content, 'base64').toString('utf8') };
    }),
  );
}

function writeFiles(root: string, files: Array<{ path: string; text: string }>): void {
  for (const file of files) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text);
  }
}

/** A bare repository `remotes/<fullName>.git` with `main` (a README) and each branch given with its files. */
function bareRepository(
  tmp: string,
  fullName: string,
  branches: Record<string, Array<{ path: string; text: string }>>,
): void {
  const bare = join(tmp, 'remotes', `${fullName}.git`);
  mkdirSync(bare, { recursive: true });
  git(bare, 'init', '-q', '--bare', '-b', 'main');
  const seed = mkdtempSync(join(tmp, 'seed-'));
  git(seed, 'init', '-q', '-b', 'main');
  writeFileSync(join(seed, 'README.md'), `# ${fullName}\n`);
  git(seed, 'add', '-A');
  git(seed, 'commit', '-q', '-m', 'Start');
  git(seed, 'push', '-q', bare, 'main');
  for (const [branch, files] of Object.entries(branches)) {
    git(seed, 'checkout', '-q', '-b', branch, 'main');
    writeFiles(seed, files);
    git(seed, 'add', '-A');
    git(seed, 'commit', '-q', '-m', `The head of ${branch}`);
    git(seed, 'push', '-q', bare, branch);
  }
}

/**
 * A clone of `remotes/<fullName>.git` in the workspace folder, its `origin` naming the emulator's repository and
 * every emulator URL fetched from `remotes/`, opened by the Git extension.
 */
async function workspaceClone(
  tmp: string,
  name: string,
  fullName: string,
): Promise<{ path: string; repository: GitRepository }> {
  const web = new URL(emulator.github).origin;
  const path = join(vscode.workspace.workspaceFolders![0]!.uri.fsPath, name);
  rmSync(path, { recursive: true, force: true });
  git(tmp, 'clone', '-q', join(tmp, 'remotes', `${fullName}.git`), path);
  git(path, 'remote', 'set-url', 'origin', `${web}/${fullName}.git`);
  git(path, 'config', `url.${join(tmp, 'remotes')}/.insteadOf`, `${web}/`);
  const extension = vscode.extensions.getExtension<GitExtension>('vscode.git');
  assert.ok(extension, 'code-server has the built-in Git extension');
  const opened = await (await extension.activate()).getAPI(1).openRepository(vscode.Uri.file(path));
  assert.ok(opened, 'the Git extension opens the clone');
  const repository = opened;
  await eventually(
    () => (repository.state.HEAD?.name === 'main' && repository.state.remotes.length > 0 ? true : undefined),
    'the clone read by the Git extension',
  );
  return { path, repository };
}

describe('Pull Requests: check out a pull request in a workspace clone', () => {
  let tmp: string;
  let clone: string;
  let forkClone: string | undefined;
  let pull: ServedPull;
  let repository: GitRepository;

  before(async () => {
    await signInWithSandboxToken(emulator.github);
    const open = (await github('/repos/devdesk-org/docs-site/pulls?state=open&per_page=100')).json as ServedPull[];
    // Not #16 and #23: other suites merge, close and reopen them.
    pull = open.find(
      (each) => each.head.repo?.full_name === 'devdesk-org/docs-site' && ![16, 23].includes(each.number),
    )!;
    assert.ok(pull, 'an open pull request from a branch of devdesk-org/docs-site');
    tmp = mkdtempSync(join(tmpdir(), 'devdesk-checkout-'));
    bareRepository(tmp, 'devdesk-org/docs-site', { [pull.head.ref]: await headFiles(pull) });
    ({ path: clone, repository } = await workspaceClone(tmp, 'checkout-clone', 'devdesk-org/docs-site'));
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    rmSync(tmp, { recursive: true, force: true });
    rmSync(clone, { recursive: true, force: true });
    if (forkClone) rmSync(forkClone, { recursive: true, force: true });
    await signOut(emulator.github);
  });

  const reference = () => ({ hostId: emulator.github, owner: 'devdesk-org', repo: 'docs-site', number: pull.number });
  const refusals = async () => (await devdesk()).pulls.checkoutRefusals;

  it("checks out the pull request's branch, tracking the remote, and opens its files' head side from the clone", async () => {
    await vscode.commands.executeCommand('devdesk.pulls.checkout', reference());
    assert.equal(git(clone, 'rev-parse', '--abbrev-ref', 'HEAD'), pull.head.ref);
    assert.equal(git(clone, 'rev-parse', 'HEAD'), git(clone, 'rev-parse', `refs/remotes/origin/${pull.head.ref}`));
    assert.equal(git(clone, 'rev-parse', '--abbrev-ref', '@{upstream}'), `origin/${pull.head.ref}`);

    const [file] = await headFiles(pull);
    assert.ok(file, 'the pull request changes a file');
    const diff = {
      ...reference(),
      path: file.path,
      basePath: file.path,
      baseSha: pull.base.sha,
      headSha: pull.head.sha,
    };
    await vscode.commands.executeCommand('devdesk.pulls.openDiff', diff);
    const shown = await eventually(() => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      return tab?.input instanceof vscode.TabInputTextDiff ? tab.input : undefined;
    }, 'the diff editor');
    assert.equal(shown.modified.scheme, 'file', 'the head side is the local file');
    assert.equal(shown.modified.fsPath, join(clone, file.path));
  });

  it('applies a suggestion to the checked-out file as an unsaved edit, and sends nothing', async () => {
    const [file] = (await github(`/repos/devdesk-org/docs-site/pulls/${pull.number}/files?per_page=100`))
      .json as Array<{ filename: string; status: string; patch: string }>;
    const line = Number(/^@@ -\d+(?:,\d+)? \+(\d+)/.exec(file!.patch)![1]);
    const body = '```suggestion\nApplied locally.\n```';
    const response = await fetch(`${emulator.github}/repos/devdesk-org/docs-site/pulls/${pull.number}/comments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body, commit_id: pull.head.sha, path: file!.filename, line, side: 'RIGHT' }),
    });
    const comment = (await response.json()) as { id: number };
    const onDisk = git(clone, 'show', `HEAD:${file!.filename}`);
    await vscode.commands.executeCommand('devdesk.pulls.applySuggestion', {
      ...reference(),
      kind: 'reviewComment',
      commentId: comment.id,
    });
    const document = vscode.workspace.textDocuments.find((each) => each.uri.fsPath === join(clone, file!.filename));
    assert.ok(
      document,
      `the local file is open (refused: ${(await devdesk()).pulls.suggestions.applyRefusals.join(' | ')})`,
    );
    assert.equal(document.isDirty, true, 'an unsaved edit, for the user to review and commit');
    assert.equal(document.lineAt(line - 1).text, 'Applied locally.');
    assert.equal(git(clone, 'show', `HEAD:${file!.filename}`), onDisk, 'nothing committed');
    assert.equal(
      ((await github(`/repos/devdesk-org/docs-site/pulls/${pull.number}`)).json as ServedPull).head.sha,
      pull.head.sha,
      'nothing sent to GitHub',
    );
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('refuses to leave a dirty working tree, then goes back to the branch it was on', async () => {
    const [file] = await headFiles(pull);
    writeFileSync(join(clone, file!.path), 'an edit not committed\n');
    await eventually(async () => {
      await repository.status();
      return repository.state.workingTreeChanges.length > 0 ? true : undefined;
    }, 'the edit seen by git');
    await vscode.commands.executeCommand('devdesk.pulls.checkoutBack');
    assert.match((await refusals()).at(-1) ?? '', /uncommitted changes/);
    assert.equal(git(clone, 'rev-parse', '--abbrev-ref', 'HEAD'), pull.head.ref, 'still on the pull request');

    git(clone, 'checkout', '-q', '--', file!.path);
    await vscode.commands.executeCommand('devdesk.pulls.checkoutBack');
    assert.equal(git(clone, 'rev-parse', '--abbrev-ref', 'HEAD'), 'main');
  });

  it('refuses a local branch of the same name at another commit, and a repository with no clone here', async () => {
    git(clone, 'branch', '-q', '-f', pull.head.ref, 'main');
    await vscode.commands.executeCommand('devdesk.pulls.checkout', reference());
    assert.match((await refusals()).at(-1) ?? '', new RegExp(`already has a branch ${pull.head.ref}`));
    assert.equal(git(clone, 'rev-parse', '--abbrev-ref', 'HEAD'), 'main', 'nothing checked out');

    const [other] = (await github('/repos/devdesk-org/toolbox/pulls?state=open&per_page=1')).json as ServedPull[];
    assert.ok(other, 'an open pull request of a repository with no clone');
    await vscode.commands.executeCommand('devdesk.pulls.checkout', {
      hostId: emulator.github,
      owner: 'devdesk-org',
      repo: 'toolbox',
      number: other.number,
    });
    assert.match(
      (await refusals()).at(-1) ?? '',
      /No git repository open in this window has a remote for devdesk-org\/toolbox/,
    );
  });

  it("checks out a fork's branch through a remote added for the fork, named after its owner, and goes back", async () => {
    const open = (await github('/repos/devdesk-org/monorepo/pulls?state=open&per_page=100')).json as ServedPull[];
    const fromFork = open.find((each) => each.head.repo && each.head.repo.full_name !== 'devdesk-org/monorepo');
    assert.ok(fromFork?.head.repo, 'an open pull request from a fork');
    const fork = fromFork.head.repo.full_name;
    bareRepository(tmp, 'devdesk-org/monorepo', {});
    bareRepository(tmp, fork, { [fromFork.head.ref]: [{ path: 'FROM-THE-FORK.md', text: `#${fromFork.number}\n` }] });
    const made = await workspaceClone(tmp, 'checkout-fork-clone', 'devdesk-org/monorepo');
    forkClone = made.path;

    const forkPull = { hostId: emulator.github, owner: 'devdesk-org', repo: 'monorepo', number: fromFork.number };
    await vscode.commands.executeCommand('devdesk.pulls.checkout', forkPull);
    const owner = fork.split('/')[0]!;
    assert.equal(
      git(forkClone, 'config', '--get', `remote.${owner}.url`),
      `${new URL(emulator.github).origin}/${fork}.git`,
      "a remote for the fork, in origin's form",
    );
    assert.equal(git(forkClone, 'rev-parse', '--abbrev-ref', 'HEAD'), `pr/${owner}/${fromFork.head.ref}`);
    assert.equal(git(forkClone, 'rev-parse', '--abbrev-ref', '@{upstream}'), `${owner}/${fromFork.head.ref}`);
    assert.equal(git(forkClone, 'show', 'HEAD:FROM-THE-FORK.md'), `#${fromFork.number}`);

    // Named: another clone may still have a pull request checked out (when an earlier test of this suite is left out).
    await vscode.commands.executeCommand('devdesk.pulls.checkoutBack', forkPull);
    assert.equal(git(forkClone, 'rev-parse', '--abbrev-ref', 'HEAD'), 'main');
  });

  it("refuses a head branch git would read as an option (no command runs), and a deleted fork's pull request", async () => {
    // What a server that is not github.com might answer (test/emulator/github/oddities.ts).
    const oddity = async (body: object) =>
      (
        await fetch(`${emulator.url}/__emulator/github/oddities`, {
          method: 'POST',
          body: JSON.stringify({ owner: 'devdesk-org', repo: 'docs-site', number: pull.number, ...body }),
        })
      ).json() as Promise<{ headRef: string }>;
    const marker = join(tmp, 'upload-pack-ran');
    // `git fetch origin <this>` would run the command to fetch from the clone's local remote.
    const before = await oddity({ headRef: `--upload-pack=touch ${marker};git-upload-pack` });
    try {
      await vscode.commands.executeCommand('devdesk.pulls.checkout', reference());
      assert.equal(existsSync(marker), false, 'git ran no command named by the branch');
      assert.match((await refusals()).at(-1) ?? '', /git does not accept as a branch name/);
      assert.equal(git(clone, 'rev-parse', '--abbrev-ref', 'HEAD'), 'main', 'nothing checked out');
    } finally {
      await oddity({ headRef: before.headRef });
    }
    await oddity({ headRepoDeleted: true });
    try {
      await vscode.commands.executeCommand('devdesk.pulls.checkout', reference());
      assert.match(
        (await refusals()).at(-1) ?? '',
        new RegExp(`The repository #${pull.number} came from no longer exists`),
      );
    } finally {
      await oddity({ headRepoDeleted: false });
    }
  });
});
