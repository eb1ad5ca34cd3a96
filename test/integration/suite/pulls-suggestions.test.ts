// Suggested changes in real VS Code against the emulator, each asserted on the emulator's state: a multi-line
// suggestion written from selected head lines (start_line/line), shown as the change it makes, and committed without
// a checkout (the head moves, the file's lines are the suggestion); a suggestion whose file moved on the head refused
// with GitHub's 409 explained and offered again on the new head; two suggestions on two files batched into one
// command (one commit per file); a range kept by a pending review; Apply Suggestion refused where the pull request is
// not checked out (pulls-checkout.test.ts applies one to a checked-out file).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk, emulator, eventually, signInWithSandboxToken, signOut } from './helpers';
import { github } from './pull-nodes';
import { sendToGitHub } from './github-direct';

const owner = 'devdesk-org';
const repo = 'monorepo';
const api = `/repos/${owner}/${repo}`;

interface RestPull {
  number: number;
  draft: boolean;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  base: { sha: string; repo: { full_name: string } };
}
interface RestFile {
  filename: string;
  status: string;
  patch?: string;
}
interface RestComment {
  id: number;
  body: string;
  line: number;
  start_line: number | null;
}

async function fileText(path: string, ref: string): Promise<{ text: string; sha: string }> {
  const answer = await github(`${api}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${ref}`);
  assert.equal(answer.status, 200, `${path} at ${ref}`);
  const file = answer.json as { content: string; sha: string };
  return { text: Buffer.from(file.content, 'base64').toString('utf8'), sha: file.sha };
}

const pullNow = async (number: number) => (await github(`${api}/pulls/${number}`)).json as RestPull;
const linesOf = (text: string) => text.split('\n');

/** The first hunk's new side of a patch: where it starts, and how many lines. */
function firstHunk(patch: string): { start: number; count: number } {
  const [, start, count] = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(patch)!;
  return { start: Number(start), count: Number(count ?? 1) };
}

/** Open pull requests of the monorepo whose head is a branch of it, with modified text files of 3+ new lines, oldest first. */
async function candidatePulls(): Promise<Array<{ pull: RestPull; files: RestFile[] }>> {
  const open = ((await github(`${api}/pulls?state=open&per_page=100`)).json as RestPull[])
    .filter((pull) => !pull.draft && pull.head.repo?.full_name === pull.base.repo.full_name)
    .reverse();
  const found: Array<{ pull: RestPull; files: RestFile[] }> = [];
  for (const pull of open.slice(0, 12)) {
    const files = ((await github(`${api}/pulls/${pull.number}/files?per_page=100`)).json as RestFile[]).filter(
      (file) =>
        file.status === 'modified' &&
        file.patch &&
        firstHunk(file.patch).count >= 3 &&
        !file.filename.endsWith('large-dataset.json'),
    );
    if (files.length >= 2) found.push({ pull, files });
  }
  return found;
}

/** A review comment holding a suggestion, written as the web page writes one, on lines of a file's first hunk. */
async function suggestOnWeb(pull: RestPull, file: RestFile, offset: number, lines: string[]): Promise<RestComment> {
  const line = firstHunk(file.patch!).start + offset;
  const answer = await sendToGitHub('POST', `${api}/pulls/${pull.number}/comments`, {
    body: `Try this:\n\`\`\`suggestion\n${lines.join('\n')}\n\`\`\``,
    commit_id: pull.head.sha,
    path: file.filename,
    line,
    side: 'RIGHT',
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.json));
  return answer.json as RestComment;
}

describe('Pull Requests: suggested changes', function () {
  this.timeout(90_000);
  let candidates: Array<{ pull: RestPull; files: RestFile[] }>;
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    candidates = await candidatePulls();
    assert.ok(candidates.length >= 3, `pull requests to suggest on: ${candidates.length}`);
  });
  after(() => signOut(emulator.github));

  it('writes a multi-line suggestion from selected head lines, shows it as a change, and commits it without a checkout', async () => {
    const { pull, files } = candidates[0]!;
    const file = files[0]!;
    const hunk = firstHunk(file.patch!);
    const headSpan = `${hunk.start}-${hunk.start + hunk.count - 1}`;
    await vscode.commands.executeCommand('devdesk.pulls.openDiff', {
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
      path: file.filename,
      basePath: file.filename,
      baseSha: pull.base.sha,
      headSha: pull.head.sha,
      headLines: headSpan,
      baseLines: '',
      patch: file.patch,
    });
    const diff = await eventually(() => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      return tab?.input instanceof vscode.TabInputTextDiff ? tab.input : undefined;
    }, 'the diff editor');
    const devdeskApi = await devdesk();
    const before = await fileText(file.filename, pull.head.sha);
    const selected = linesOf(before.text).slice(hunk.start - 1, hunk.start + 1); // the hunk's first two head lines
    const thread = devdeskApi.pulls.startThread(diff.modified, hunk.start - 1, hunk.start);

    await vscode.commands.executeCommand('devdesk.pulls.suggestChange', { thread, text: '' });
    const block = `\`\`\`suggestion\n${selected.join('\n')}\n\`\`\``;
    assert.deepEqual(
      devdeskApi.pulls.suggestions.written.at(-1),
      { block, into: 'box' },
      'the block holds the selected head lines, in the comment’s box',
    );
    const box = vscode.window.visibleTextEditors.find((editor) => editor.document.uri.scheme === 'comment');
    assert.equal(box?.document.getText(), block, 'the box holds the block, for the reviewer to edit');

    const suggested = [`// suggested (${Date.now()})`, 'const merged = true;', 'export {};'];
    const text = `Merge these:\n\`\`\`suggestion\n${suggested.join('\n')}\n\`\`\``;
    await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread, text });
    const posted = ((await github(`${api}/pulls/${pull.number}/comments?per_page=100`)).json as RestComment[]).find(
      (comment) => comment.body === text,
    );
    assert.ok(posted, `the comment is on the service (shown: ${devdeskApi.shownErrors.join(' | ')})`);
    assert.deepEqual(
      [posted.start_line, posted.line],
      [hunk.start, hunk.start + 1],
      'a multi-line comment: start_line..line',
    );

    const shown = thread.comments[0]!;
    const body = typeof shown.body === 'string' ? shown.body : shown.body.value;
    assert.ok(
      body.includes(
        ['```diff', ...selected.map((line) => `-${line}`), ...suggested.map((line) => `+${line}`), '```'].join('\n'),
      ),
      `shown as the change it makes: ${body}`,
    );
    assert.ok(!body.includes('```suggestion'), 'not as the raw fence');
    assert.match(shown.contextValue ?? '', /suggestion/, 'Commit Suggestion is offered on it');

    await vscode.commands.executeCommand('devdesk.pulls.commitSuggestion', shown);
    const after = await pullNow(pull.number);
    assert.notEqual(after.head.sha, pull.head.sha, `the head moved (shown: ${devdeskApi.shownErrors.join(' | ')})`);
    const expected = [
      ...linesOf(before.text).slice(0, hunk.start - 1),
      ...suggested,
      ...linesOf(before.text).slice(hunk.start + 1),
    ].join('\n');
    assert.equal(
      (await fileText(file.filename, after.head.sha)).text,
      expected,
      'the file at the new head has the suggestion in place of the two lines',
    );
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('refuses a suggestion whose file moved on the head with GitHub’s 409 explained, and commits it on the new head when asked', async () => {
    const { pull, files } = candidates[1]!;
    const file = files[0]!;
    const offset = 2;
    const comment = await suggestOnWeb(pull, file, offset, ['const fixed = 1;']);
    // Someone pushes a change to the top of the same file: the blob the suggestion was written on is stale.
    const head = await fileText(file.filename, pull.head.sha);
    const pushed = `// pushed meanwhile\n${head.text}`;
    assert.equal(
      (
        await sendToGitHub('PUT', `${api}/contents/${file.filename}`, {
          message: 'Meanwhile',
          content: Buffer.from(pushed).toString('base64'),
          sha: head.sha,
          branch: pull.head.ref,
        })
      ).status,
      200,
    );

    const devdeskApi = await devdesk();
    const questions: string[] = [];
    devdeskApi.confirmations.answerNext((question) => {
      questions.push(question);
      return true;
    });
    await vscode.commands.executeCommand('devdesk.pulls.commitSuggestion', {
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
      kind: 'reviewComment',
      commentId: comment.id,
    });
    assert.equal(
      questions.length,
      1,
      `the suggestion was offered again (shown: ${devdeskApi.shownErrors.join(' | ')})`,
    );
    assert.match(questions[0]!, /409/, 'GitHub’s refusal is named');
    assert.match(
      questions[0]!,
      new RegExp(`lines ${comment.line + 1}–${comment.line + 1}`),
      'on the new head, one line lower',
    );
    const now = await pullNow(pull.number);
    const lines = linesOf((await fileText(file.filename, now.head.sha)).text);
    assert.equal(lines[0], '// pushed meanwhile', 'the change pushed meanwhile is kept');
    assert.equal(
      lines[comment.line],
      'const fixed = 1;',
      'the suggestion is on the line it was written for, moved down by one',
    );
  });

  it('commits two batched suggestions on two files: one commit per file, both files changed', async () => {
    const { pull, files } = candidates[2]!;
    const [first, second] = files as [RestFile, RestFile];
    const commitsBefore = ((await github(`${api}/pulls/${pull.number}/commits?per_page=100`)).json as unknown[]).length;
    const comments = [
      await suggestOnWeb(pull, first, 1, ['const batchedOne = 1;']),
      await suggestOnWeb(pull, second, 1, ['const batchedTwo = 2;']),
    ];
    const ref = (comment: RestComment) => ({
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
      kind: 'reviewComment',
      commentId: comment.id,
    });
    for (const comment of comments)
      await vscode.commands.executeCommand('devdesk.pulls.addSuggestionToBatch', ref(comment));
    await vscode.commands.executeCommand('devdesk.pulls.commitBatchedSuggestions', {
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
    });
    const devdeskApi = await devdesk();
    const now = await pullNow(pull.number);
    const commits = (await github(`${api}/pulls/${pull.number}/commits?per_page=100`)).json as unknown[];
    assert.equal(
      commits.length,
      commitsBefore + 2,
      `one commit per file (shown: ${devdeskApi.shownErrors.join(' | ')})`,
    );
    assert.equal(
      linesOf((await fileText(first.filename, now.head.sha)).text)[comments[0]!.line - 1],
      'const batchedOne = 1;',
    );
    assert.equal(
      linesOf((await fileText(second.filename, now.head.sha)).text)[comments[1]!.line - 1],
      'const batchedTwo = 2;',
    );
  });

  it('a suggestion over a range started as a pending review keeps its range (start_line..line)', async () => {
    const { files } = candidates[2]!;
    const pull = await pullNow(candidates[2]!.pull.number);
    const file = ((await github(`${api}/pulls/${pull.number}/files?per_page=100`)).json as RestFile[]).find(
      (each) => each.filename === files[0]!.filename,
    )!;
    const hunk = firstHunk(file.patch!);
    await vscode.commands.executeCommand('devdesk.pulls.openDiff', {
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
      path: file.filename,
      basePath: file.filename,
      baseSha: pull.base.sha,
      headSha: pull.head.sha,
      headLines: `${hunk.start}-${hunk.start + hunk.count - 1}`,
      baseLines: '',
      patch: file.patch,
    });
    const diff = await eventually(() => {
      const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
      return tab?.input instanceof vscode.TabInputTextDiff ? tab.input : undefined;
    }, 'the diff editor');
    const devdeskApi = await devdesk();
    const thread = devdeskApi.pulls.startThread(diff.modified, hunk.start - 1, hunk.start + 1);
    const text = `In the review:\n\`\`\`suggestion\nconst reviewed = ${Date.now()};\n\`\`\``;
    await vscode.commands.executeCommand('devdesk.pulls.startReview', { thread, text });
    const pending = (
      (await github(`${api}/pulls/${pull.number}/comments?per_page=100`)).json as Array<
        RestComment & { pull_request_review_id: number }
      >
    ).find((comment) => comment.body === text);
    assert.ok(pending, `the pending comment is on the service (shown: ${devdeskApi.shownErrors.join(' | ')})`);
    assert.deepEqual([pending.start_line, pending.line], [hunk.start, hunk.start + 2]);
    await sendToGitHub('DELETE', `${api}/pulls/${pull.number}/reviews/${pending.pull_request_review_id}`, {});
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('Apply Suggestion refuses where the pull request is not checked out, and sends nothing', async () => {
    const { pull, files } = candidates[0]!;
    const comment = await suggestOnWeb(await pullNow(pull.number), files[1]!, 0, ['const local = 1;']);
    const headBefore = (await pullNow(pull.number)).head.sha;
    await vscode.commands.executeCommand('devdesk.pulls.applySuggestion', {
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
      kind: 'reviewComment',
      commentId: comment.id,
    });
    const devdeskApi = await devdesk();
    assert.match(
      devdeskApi.pulls.suggestions.applyRefusals.at(-1) ?? '',
      new RegExp(`#${pull.number} is not checked out here`),
    );
    assert.equal((await pullNow(pull.number)).head.sha, headBefore);
  });
});
