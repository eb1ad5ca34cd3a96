// The agent's review comment tool in real VS Code (`vscode.lm.invokeTool`) against the emulator: a comment on a line
// of the diff starts the viewer's pending review, a suggestion (a ```suggestion block over two lines) joins it, each
// after a question showing the text, where and as whom; read back from GitHub's stored pending comments. A line
// outside the diff is refused with the Pull Requests view's own sentence, asking nothing and storing nothing.
import * as assert from 'node:assert/strict';
import { devdesk, emulator, emulatorRequests, resetEmulatorRequests, signInWithSandboxToken, signOut } from './helpers';
import { gitHubJson, invoke } from './agent-invoke';

const docs = '/repos/devdesk-org/docs-site';

interface Review {
  id: number;
  state: string;
  user: { login: string };
}
interface StoredComment {
  path: string;
  body: string;
  line?: number | null;
  start_line?: number | null;
}

const call = (method: string, path: string, body?: object) =>
  fetch(`${emulator.github}${path}`, {
    method,
    headers: { authorization: `Bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

describe('Agent review comment tool (vscode.lm.invokeTool, asking first)', () => {
  let number: number;
  let path: string;
  let inside: { start: number; end: number };
  let outside: number;
  const pendingOf = async () =>
    (await gitHubJson<Review[]>(`${docs}/pulls/${number}/reviews?per_page=100`)).find(
      (review) => review.state === 'PENDING' && review.user.login === 'mona',
    );
  const storedComments = async (review: Review) =>
    gitHubJson<StoredComment[]>(`${docs}/pulls/${number}/reviews/${review.id}/comments?per_page=100`);

  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    const pulls = await gitHubJson<Array<{ number: number }>>(`${docs}/pulls?state=open&per_page=20`);
    for (const pull of pulls) {
      const files = await gitHubJson<Array<{ filename: string; patch?: string }>>(`${docs}/pulls/${pull.number}/files`);
      for (const file of files) {
        const spans = [...(file.patch ?? '').matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)].map((m) => ({
          start: Number(m[1]),
          end: Number(m[1]) + Number(m[2] ?? 1) - 1,
        }));
        const wide = spans.find((span) => span.end > span.start);
        if (!wide) continue;
        number = pull.number;
        path = file.filename;
        inside = wide;
        outside = Math.max(...spans.map((span) => span.end)) + 10;
        break;
      }
      if (number) break;
    }
    assert.ok(number, 'an open docs-site pull request with a hunk of two lines or more');
    const pending = await pendingOf();
    if (pending) await call('DELETE', `${docs}/pulls/${number}/reviews/${pending.id}`);
  });

  // The pending review the tool started is discarded, so a later suite reviewing this pull request starts afresh.
  after(async () => {
    const pending = number ? await pendingOf() : undefined;
    if (pending) await call('DELETE', `${docs}/pulls/${number}/reviews/${pending.id}`);
  });

  it('starts the pending review with a comment, then adds a suggestion to it, as the question showed', async () => {
    const api = await devdesk();
    const pullRequest = `devdesk-org/docs-site#${number}`;
    const asked = api.agent.questions.length;
    const body = 'The agent wonders whether this line is needed.';
    const first = await invoke('devdesk_addReviewComment', {
      pullRequest,
      host: emulator.github,
      path,
      line: inside.start,
      body,
    });
    assert.match(first, /^Started pending review \d+ on devdesk-org\/docs-site#\d+ with a comment on /);
    const question = api.agent.questions.slice(asked);
    assert.equal(question.length, 1);
    assert.ok(question[0]!.message.includes(`Start a pending review with a comment on ${path}, line ${inside.start}`));
    assert.ok(question[0]!.message.includes(`Where: ${pullRequest} on ${emulator.github}`));
    assert.ok(question[0]!.message.includes('As: mona') && question[0]!.message.includes(body));

    const review = await pendingOf();
    assert.ok(review, 'a pending review of mona');
    assert.deepEqual(
      (await storedComments(review)).map((comment) => [comment.path, comment.body]),
      [[path, body]],
    );

    const second = await invoke('devdesk_addReviewComment', {
      pullRequest,
      host: emulator.github,
      path,
      startLine: inside.start,
      line: inside.start + 1,
      body: 'Shorter:',
      suggestion: 'one line instead',
    });
    assert.match(second, new RegExp(`^Added comment \\d+ to pending review ${review.id} on `));
    const last = api.agent.questions.at(-1)!;
    assert.ok(last.message.includes(`Add a suggestion to your pending review on ${path}, lines`), last.message);
    const stored = await storedComments(review);
    assert.equal(stored.length, 2);
    assert.equal(stored[1]!.body, 'Shorter:\n\n```suggestion\none line instead\n```');
    assert.equal(stored[1]!.path, path);
    if (stored[1]!.line !== undefined) assert.equal(stored[1]!.line, inside.start + 1);
  });

  it('refuses a line outside the diff as the view does: nothing asked, nothing stored', async () => {
    const review = await pendingOf();
    const before = review ? (await storedComments(review)).length : 0;
    const api = await devdesk();
    const asked = api.agent.questions.length;
    await resetEmulatorRequests();
    const answer = await invoke('devdesk_addReviewComment', {
      pullRequest: `devdesk-org/docs-site#${number}`,
      host: emulator.github,
      path,
      line: outside,
      suggestion: 'never sent',
    });
    assert.equal(
      answer,
      `GitHub takes a line comment only on lines the diff shows, and line ${outside} is outside it: nothing was sent.`,
    );
    assert.equal(api.agent.questions.length, asked, 'nothing asked');
    const reviewsPath = `${new URL(emulator.github).pathname}${docs}/pulls/${number}/reviews`;
    assert.equal((await emulatorRequests(reviewsPath, 'POST')).count, 0);
    assert.equal(review ? (await storedComments(review)).length : 0, before);
  });

  it('answers bad input with a clear sentence and sends nothing', async () => {
    await resetEmulatorRequests();
    const answer = await invoke('devdesk_addReviewComment', {
      pullRequest: `devdesk-org/docs-site#${number}`,
      host: emulator.github,
      path,
      line: 5,
      startLine: 9,
      side: 'LEFT',
      suggestion: 'x',
    });
    assert.match(answer, /^Invalid input, nothing was sent\. startLine: must not follow line; side: a suggestion/);
    // The Pull Requests view may still be redrawing after the write above: count the pull request's own routes,
    // which the tool reads first (its files) and writes to.
    assert.equal((await emulatorRequests(`${new URL(emulator.github).pathname}${docs}/pulls/${number}`)).count, 0);
  });
});
