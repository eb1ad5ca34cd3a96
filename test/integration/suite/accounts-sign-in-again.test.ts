// A write the service refuses with 401 in real VS Code against the emulator: the notification names the host the
// write went to, and its "Sign in again" opens that host's sign-in at once (no "Sign in to which host?" first). The
// write is a comment draft on a GitHub pull request, whose host is known only from the draft, not from the command's
// arguments. GitHub is not the first configured host, so a host pick accepted blindly would sign in to Qiita. A
// draft for a host signed out of is not a refusal: it says so, and offers Sign In.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { acceptingQuickPicks, devdesk, emulator, eventually, signInWithSandboxToken, signOut } from './helpers';
import { pullNode } from './pull-nodes';

const repo = 'devdesk-org/docs-site';
const number = 11;
const commentsPath = `/repos/${repo}/issues/${number}/comments`;

async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert.ok(response.ok, `fault not accepted: ${response.status}`);
}

const issuedTokenCount = async () =>
  ((await (await fetch(`${emulator.url}/__emulator/tokens`)).json()) as unknown[]).length;

async function commentsWith(text: string): Promise<Array<{ id: number; body: string }>> {
  const response = await fetch(`${emulator.github}${commentsPath}?per_page=100`, {
    headers: { authorization: `Bearer ${emulator.tokens.github}` },
  });
  return ((await response.json()) as Array<{ id: number; body: string }>).filter((comment) => comment.body === text);
}

/** Starts a comment on the pull request as the user does, and writes `text` in its draft editor; the draft's URI. */
async function writeCommentDraft(text: string): Promise<vscode.Uri> {
  await vscode.commands.executeCommand('devdesk.pulls.comment', await pullNode(repo, number, 'Closed'));
  const editor = await eventually(() => {
    const active = vscode.window.activeTextEditor;
    return active && /comment-[0-9a-f]{24}\.md$/.test(active.document.uri.path) ? active : undefined;
  }, 'the draft editor');
  await editor.edit((edit) => edit.replace(new vscode.Range(0, 0, editor.document.lineCount, 0), text));
  return editor.document.uri;
}

describe('Sign in again after a 401 on a write', function () {
  this.timeout(90_000);
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    await fetch(`${emulator.url}/__emulator/faults`, { method: 'DELETE' });
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(emulator.github);
  });

  it('names the host a refused comment went to, and "Sign in again" signs in there without asking which host', async () => {
    const api = await devdesk();
    const text = `Refused once, then posted (${Date.now()})`;
    const draft = await writeCommentDraft(text);

    await addFault({
      kind: 'unauthorized',
      method: 'POST',
      pathPrefix: new URL(emulator.github).pathname + commentsPath,
      times: 1,
    });
    const before = api.shownErrors.length;
    await vscode.commands.executeCommand('devdesk.postComment', draft);
    const said = await eventually(
      () => api.shownErrors.slice(before).find((message) => message.includes('401')),
      'the 401 explained',
    );
    assert.ok(
      said.startsWith(`GitHub (${new URL(emulator.github).host}`),
      `the sentence names the GitHub host: ${said}`,
    );
    assert.deepEqual(await commentsWith(text), [], 'nothing was posted');

    const failure = api.lastFailure();
    assert.deepEqual(failure?.actions, ['Sign in again']);
    const tokensBefore = await issuedTokenCount();
    const login = await acceptingQuickPicks(
      failure!.choose('Sign in again'),
      'the sign-in that "Sign in again" opened',
    );
    assert.equal(
      login,
      'mona',
      'signed in to GitHub again (a host pick would have signed in to Qiita first in the list)',
    );
    assert.equal(await issuedTokenCount(), tokensBefore, 'no Qiita or Qiita Team sign-in happened');

    await vscode.commands.executeCommand('devdesk.postComment', draft);
    const posted = await commentsWith(text);
    assert.equal(posted.length, 1, 'the kept draft posts once the host accepts the token again');
    await fetch(`${emulator.github}/repos/${repo}/issues/comments/${posted[0]!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${emulator.tokens.github}` },
    });
  });

  it('says a draft for a host signed out of was not sent because nobody is signed in there, and offers Sign In', async () => {
    const api = await devdesk();
    const text = `Written, signed out, signed in, posted (${Date.now()})`;
    const draft = await writeCommentDraft(text);
    await signOut(emulator.github);

    const before = api.shownErrors.length;
    await vscode.commands.executeCommand('devdesk.postComment', draft);
    const said = await eventually(() => api.shownErrors[before], 'the failure explained');
    assert.match(said, /^You are not signed in to GitHub \(127\.0\.0\.1:\d+\/github\)\. Sign in to go on\.$/);
    assert.doesNotMatch(said, /401|no longer accepts/, 'nothing was refused: no token was sent');
    assert.deepEqual(await commentsWith(text), [], 'nothing was posted');

    const failure = api.lastFailure();
    assert.deepEqual(failure?.actions, ['Sign In']);
    const login = await acceptingQuickPicks(failure!.choose('Sign In'), 'the sign-in that "Sign In" opened');
    assert.equal(login, 'mona', 'signed in to GitHub');
    await vscode.commands.executeCommand('devdesk.postComment', draft);
    const posted = await commentsWith(text);
    assert.equal(posted.length, 1, 'the kept draft posts once signed in');
    await fetch(`${emulator.github}/repos/${repo}/issues/comments/${posted[0]!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${emulator.tokens.github}` },
    });
  });
});
