// Commit Suggestion commits what the user was shown, in real VS Code against the emulator, each asserted on the
// emulator's state: a suggestion its author edited after it was shown (in the view's node) or batched is not
// committed unasked; the question shows it as it reads now, and only an agreement commits it. A deleted fork's pull
// request (head.repo null) and a comment naming a path outside the repository are refused with a sentence, and
// nothing is sent for them (the emulator's oddities route plays the server that answers so).
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { devdesk, emulator, emulatorRequests, signInWithSandboxToken, signOut } from './helpers';
import { github } from './pull-nodes';
import { sendToGitHub } from './github-direct';

const owner = 'devdesk-org';
const repo = 'monorepo';
const api = `/repos/${owner}/${repo}`;

interface RestPull {
  number: number;
  draft: boolean;
  head: { sha: string; ref: string; repo: { full_name: string } | null };
  base: { repo: { full_name: string } };
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
}

/** What a server other than github.com may answer (test/emulator/github/oddities.ts); answers the values before. */
async function oddity(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${emulator.url}/__emulator/github/oddities`, {
    method: 'POST',
    body: JSON.stringify({ owner, repo, ...body }),
  });
  assert.equal(response.status, 200);
  return (await response.json()) as Record<string, unknown>;
}

const pullNow = async (number: number) => (await github(`${api}/pulls/${number}`)).json as RestPull;
const filesOf = async (number: number) =>
  (await github(`${api}/pulls/${number}/files?per_page=100`)).json as RestFile[];
const hunkStart = (patch: string) => Number(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(patch)![1]);
const hunkCount = (patch: string) => Number(/^@@ -\d+(?:,\d+)? \+\d+(?:,(\d+))? @@/.exec(patch)![1] ?? 1);

async function lineAt(path: string, ref: string, line: number): Promise<string | undefined> {
  const file = (await github(`${api}/contents/${path.split('/').map(encodeURIComponent).join('/')}?ref=${ref}`))
    .json as { content: string };
  return Buffer.from(file.content, 'base64').toString('utf8').split('\n')[line - 1];
}

/** Modified text files of a pull request whose first hunk has 4+ new lines. */
async function suggestableFiles(number: number): Promise<RestFile[]> {
  return (await filesOf(number)).filter(
    (file) =>
      file.status === 'modified' &&
      file.patch &&
      hunkCount(file.patch) >= 4 &&
      !file.filename.endsWith('large-dataset.json'),
  );
}

/** A review comment holding a suggestion, as the web page writes one, on a line of the file's first hunk. */
async function suggestOnWeb(pull: RestPull, file: RestFile, offset: number, lines: string[]): Promise<RestComment> {
  const answer = await sendToGitHub('POST', `${api}/pulls/${pull.number}/comments`, {
    body: `Try:\n\`\`\`suggestion\n${lines.join('\n')}\n\`\`\``,
    commit_id: pull.head.sha,
    path: file.filename,
    line: hunkStart(file.patch!) + offset,
    side: 'RIGHT',
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.json));
  return answer.json as RestComment;
}

/** The author edits the comment's suggestion on the web page. */
async function editOnWeb(comment: RestComment, lines: string[]): Promise<void> {
  assert.equal(
    (
      await sendToGitHub('PATCH', `${api}/pulls/comments/${comment.id}`, {
        body: `Try:\n\`\`\`suggestion\n${lines.join('\n')}\n\`\`\``,
      })
    ).status,
    200,
  );
}

describe('Pull Requests: a suggestion is committed as it was shown', function () {
  this.timeout(90_000);
  let pulls: Array<{ pull: RestPull; files: RestFile[] }>;
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    const open = ((await github(`${api}/pulls?state=open&per_page=100`)).json as RestPull[]).filter(
      (pull) => !pull.draft && pull.head.repo?.full_name === pull.base.repo.full_name,
    );
    pulls = [];
    // The newest first: pulls-suggestions.test.ts takes the oldest.
    for (const pull of open.slice(0, 12)) {
      const files = await suggestableFiles(pull.number);
      if (files.length >= 2) pulls.push({ pull, files });
      if (pulls.length === 2) break;
    }
    assert.equal(pulls.length, 2, 'pull requests to suggest on');
  });
  after(() => signOut(emulator.github));

  it('asks before committing a suggestion its author edited after it was shown, and commits only the new one, once agreed', async () => {
    const { pull, files } = pulls[0]!;
    const file = files[0]!;
    const shown = await suggestOnWeb(pull, file, 1, ['const shown = 1;']);
    // The view's node of the comment, drawn before the edit: what the user saw.
    const node = {
      kind: 'item',
      data: {
        type: 'reviewComment',
        hostId: emulator.github,
        repo: { owner, repo },
        number: pull.number,
        comment: shown,
      },
    };
    await editOnWeb(shown, ['const editedMeanwhile = 2;']);
    const devdeskApi = await devdesk();
    const questions: string[] = [];
    devdeskApi.confirmations.answerNext((question) => (questions.push(question), false));
    const refused = await vscode.commands.executeCommand('devdesk.pulls.commitSuggestion', node);
    assert.equal(
      questions.length,
      1,
      `asked before committing (said: ${String(refused)}; shown: ${devdeskApi.shownErrors.join(' | ')})`,
    );
    assert.match(questions[0]!, /changed since you were shown it/);
    assert.ok(
      questions[0]!.includes('const editedMeanwhile = 2;'),
      `the question shows the suggestion as it reads now: ${questions[0]}`,
    );
    assert.match(String(refused), /Nothing was committed/);
    assert.equal((await pullNow(pull.number)).head.sha, pull.head.sha, 'declined: nothing committed');

    devdeskApi.confirmations.answerNext((question) => (questions.push(question), true));
    await vscode.commands.executeCommand('devdesk.pulls.commitSuggestion', node);
    assert.equal(questions.length, 2, 'asked again: the node still shows the old suggestion');
    const now = await pullNow(pull.number);
    assert.notEqual(now.head.sha, pull.head.sha, `agreed: committed (shown: ${devdeskApi.shownErrors.join(' | ')})`);
    assert.equal(
      await lineAt(file.filename, now.head.sha, shown.line),
      'const editedMeanwhile = 2;',
      'the suggestion the question showed',
    );
  });

  it('asks about a batched suggestion edited since it was batched; declined, it is not committed and leaves the batch', async () => {
    const { pull: listed, files } = pulls[1]!;
    const pull = await pullNow(listed.number);
    const kept = await suggestOnWeb(pull, files[0]!, 1, ['const keptAsBatched = 1;']);
    const edited = await suggestOnWeb(pull, files[1]!, 1, ['const batchedAsShown = 1;']);
    const ref = (comment: RestComment) => ({
      hostId: emulator.github,
      owner,
      repo,
      number: pull.number,
      kind: 'reviewComment',
      commentId: comment.id,
    });
    for (const comment of [kept, edited])
      await vscode.commands.executeCommand('devdesk.pulls.addSuggestionToBatch', ref(comment));
    await editOnWeb(edited, ['const editedAfterBatching = 2;']);
    const devdeskApi = await devdesk();
    const questions: string[] = [];
    devdeskApi.confirmations.answerNext((question) => (questions.push(question), false));
    const whole = { hostId: emulator.github, owner, repo, number: pull.number };
    await vscode.commands.executeCommand('devdesk.pulls.commitBatchedSuggestions', whole);
    assert.equal(questions.length, 1, `asked about the edited one only (shown: ${devdeskApi.shownErrors.join(' | ')})`);
    assert.ok(questions[0]!.includes('const editedAfterBatching = 2;'), questions[0]);
    const now = await pullNow(pull.number);
    assert.equal(
      await lineAt(files[0]!.filename, now.head.sha, kept.line),
      'const keptAsBatched = 1;',
      'the unchanged one is committed',
    );
    const line = await lineAt(files[1]!.filename, now.head.sha, edited.line);
    assert.ok(
      line !== 'const editedAfterBatching = 2;' && line !== 'const batchedAsShown = 1;',
      `the edited one is not: ${line}`,
    );
    const again = await vscode.commands.executeCommand('devdesk.pulls.commitBatchedSuggestions', whole);
    assert.match(String(again), /No suggestions are batched/, 'it left the batch');
  });

  it("refuses a deleted fork's pull request (head.repo null) and sends no commit", async () => {
    const open = (await github(`${api}/pulls?state=open&per_page=100`)).json as RestPull[];
    let found: { pull: RestPull; file: RestFile } | undefined;
    for (const pull of open.filter((each) => each.head.repo && each.head.repo.full_name !== each.base.repo.full_name)) {
      const [file] = (await filesOf(pull.number)).filter((each) => each.status === 'modified' && each.patch);
      if (file) found = { pull, file };
      if (found) break;
    }
    assert.ok(found, 'an open pull request from a fork, with a modified file');
    const comment = await suggestOnWeb(found.pull, found.file, 0, ['const fromTheFork = 1;']);
    await oddity({ number: found.pull.number, headRepoDeleted: true });
    try {
      const puts = (await emulatorRequests(new URL(emulator.github).pathname, 'PUT')).count;
      const refused = await vscode.commands.executeCommand('devdesk.pulls.commitSuggestion', {
        hostId: emulator.github,
        owner,
        repo,
        number: found.pull.number,
        kind: 'reviewComment',
        commentId: comment.id,
      });
      assert.equal(
        (await emulatorRequests(new URL(emulator.github).pathname, 'PUT')).count,
        puts,
        'no commit sent anywhere',
      );
      assert.match(String(refused), new RegExp(`The repository #${found.pull.number} came from no longer exists`));
    } finally {
      await oddity({ number: found.pull.number, headRepoDeleted: false });
    }
  });

  it('refuses a comment naming a path outside the repository, and asks GitHub nothing about it', async () => {
    const { pull: listed, files } = pulls[0]!;
    const pull = await pullNow(listed.number);
    const comment = await suggestOnWeb(pull, files[1]!, 1, ['const nowhere = 1;']);
    const before = await oddity({ commentId: comment.id, path: '../../../../user/emails' });
    try {
      const base = new URL(emulator.github).pathname.replace(/\/$/, '');
      const reads = (await emulatorRequests(`${base}/user/emails`)).count;
      const refused = await vscode.commands.executeCommand('devdesk.pulls.commitSuggestion', {
        hostId: emulator.github,
        owner,
        repo,
        number: pull.number,
        kind: 'reviewComment',
        commentId: comment.id,
      });
      assert.equal((await emulatorRequests(`${base}/user/emails`)).count, reads, 'the token went to no other endpoint');
      assert.match(String(refused), /not a path inside the repository/);
      assert.equal((await pullNow(pull.number)).head.sha, pull.head.sha, 'nothing committed');
    } finally {
      await oddity({ commentId: comment.id, path: before.path });
    }
  });
});
