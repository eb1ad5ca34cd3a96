// A new review comment on lines the diff does not show, in real VS Code against the emulator: refused before
// anything is sent (GitHub answers 422 to it over REST and drops it silently in a pending review over GraphQL), with
// the sentence that says why and Comment on File… offered; a comment inside the hunk goes as ever.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  devdesk,
  emulator,
  emulatorRequests,
  eventually,
  pressEnter,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { github } from './pull-nodes';

const owner = 'devdesk-org';
const repo = 'docs-site';
const api = `/repos/${owner}/${repo}`;

interface RestPull {
  number: number;
  user: { login: string };
  base: { sha: string };
  head: { sha: string };
}
interface RestComment {
  body: string;
  line: number | null;
  side: string;
  subject_type: string;
}

const hunkOf = (patch: string) => {
  const [, start, count] = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(patch)!;
  return { start: Number(start), end: Number(start) + Number(count ?? 1) - 1 };
};

/**
 * The oldest open pull request of docs-site by mona (not #4 or #6; the review suite's are by others) with a one-hunk
 * file.
 */
async function oneHunkFile(): Promise<{ pull: RestPull; path: string; hunk: { start: number; end: number } }> {
  const pulls = (await github(`${api}/pulls?state=open&per_page=100`)).json as RestPull[];
  for (const pull of pulls.reverse().filter((each) => each.user.login === 'mona' && ![4, 6].includes(each.number))) {
    const files = (await github(`${api}/pulls/${pull.number}/files?per_page=100`)).json as Array<{
      filename: string;
      patch?: string;
    }>;
    const file = files.find((each) => each.patch && each.patch.match(/^@@ /gm)?.length === 1);
    if (file) return { pull, path: file.filename, hunk: hunkOf(file.patch!) };
  }
  assert.fail('an open pull request of docs-site with a one-hunk file');
}

const commentsOf = async (number: number) =>
  (await github(`${api}/pulls/${number}/comments?per_page=100`)).json as RestComment[];

describe('Pull Requests: a comment outside the diff', function () {
  this.timeout(90_000);
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    // The pull request's diff closed: its comments, kept while one of its documents is open, are read afresh later.
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(emulator.github);
  });

  it('is refused before anything is sent, says why and offers a comment on the file; inside the hunk it goes', async () => {
    const { pull, path, hunk } = await oneHunkFile();
    await vscode.commands.executeCommand('devdesk.pulls.openDiff', {
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
      path,
      basePath: path,
      baseSha: pull.base.sha,
      headSha: pull.head.sha,
      headLines: `${hunk.start}-${hunk.end}`,
      baseLines: '',
    });
    const diff = await eventually(() => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      return tab?.input instanceof vscode.TabInputTextDiff && tab.input.modified.path.endsWith(path)
        ? tab.input
        : undefined;
    }, 'the diff editor');
    const devdeskApi = await devdesk();
    const outside = hunk.end + 5; // 1-based, after the only hunk
    const posts = async () =>
      (await emulatorRequests(`${api}/pulls/${pull.number}`, 'POST')).count +
      (await emulatorRequests(new URL(emulator.github.replace(/\/v3$/, '/graphql')).pathname, 'POST')).count;
    const before = await posts();

    const single = devdeskApi.pulls.startThread(diff.modified, outside - 1);
    const text = `Outside the diff (${Date.now()})`;
    const said = await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread: single, text });
    assert.equal(
      said,
      `GitHub takes a line comment only on lines the diff shows, and line ${outside} is outside it: nothing was sent.`,
    );
    const range = devdeskApi.pulls.startThread(diff.modified, hunk.end - 1, hunk.end); // its last line and the next
    const started = await vscode.commands.executeCommand('devdesk.pulls.startReview', { thread: range, text });
    assert.match(String(started), new RegExp(`line ${hunk.end + 1} is outside it`), 'Start Review is refused too');
    assert.equal(await posts(), before, 'no write reached the service');
    assert.ok(!(await commentsOf(pull.number)).some((comment) => comment.body === text), 'nothing stored');
    assert.ok(
      devdeskApi.prompts.texts().some((shown) => shown.text.includes(`line ${outside} is outside it`)),
      'the refusal is shown',
    );
    assert.equal(single.comments.length, 0, 'no comment added to the thread');

    // The refusal's Comment on File… opens the file comment's input with the draft: accepted as it is, it is sent.
    const asked = devdeskApi.prompts.shown.length;
    const writing = vscode.commands.executeCommand('devdesk.pulls.commentOnFile', diff.modified, { draft: text });
    await eventually(
      () =>
        devdeskApi.prompts.shown
          .slice(asked)
          .find((prompt) => prompt.kind === 'inputBox' && prompt.title?.endsWith('(the whole file)')),
      'the file comment input',
    );
    await pressEnter();
    await writing;
    const onFile = (await commentsOf(pull.number)).find((comment) => comment.body === text);
    assert.deepEqual([onFile?.subject_type, onFile?.line], ['file', null], 'the draft went on the whole file');

    const inside = devdeskApi.pulls.startThread(diff.modified, hunk.end - 1);
    const insideText = `Inside the diff (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread: inside, text: insideText });
    const posted = (await commentsOf(pull.number)).find((comment) => comment.body === insideText);
    assert.deepEqual([posted?.line, posted?.side], [hunk.end, 'RIGHT'], 'a line inside the hunk is posted');
  });
});
