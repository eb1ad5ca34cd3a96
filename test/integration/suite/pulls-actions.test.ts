// Acting on pull requests in real VS Code against the emulator: a new review comment on a line the diff shows,
// editing, reacting to (and taking back) and deleting it in place; the conversation's comments edited and deleted
// from the view; the title and description changed; Update branch; and the merges GitHub refuses (405 for a draft,
// 409 when the head moved since the user looked). Each is asserted on the emulator's state.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import {
  acceptingQuickPicks,
  acceptQuickPicksUntil,
  childrenOf,
  devdesk,
  eventually,
  labelOf,
  signInWithSandboxToken,
  signOut,
  emulator,
} from './helpers';
import { github, openFirstFile, pullNode, pullOf, repoNode, viewId } from './pull-nodes';

interface RestPull {
  number: number;
  title: string;
  body: string | null;
  draft: boolean;
  merged: boolean;
  mergeable: boolean | null;
  head: { sha: string };
}

const docs = '/repos/devdesk-org/docs-site';

async function part(pull: TreeNode, label: string): Promise<TreeNode> {
  const found = (await childrenOf(viewId, pull)).find((node) => labelOf(node) === label);
  assert.ok(found, `${label} under the pull request`);
  return found;
}

/** Writes `text` over the whole draft editor that a command just opened, and posts it as the user would. */
async function postFromDraftEditor(text: string): Promise<void> {
  const editor = await eventually(() => {
    const active = vscode.window.activeTextEditor;
    return active && /(comment|edit)-[0-9a-f]{24}\.md$/.test(active.document.uri.path) ? active : undefined;
  }, 'the draft editor');
  const all = new vscode.Range(0, 0, editor.document.lineCount, 0);
  await editor.edit((edit) => edit.replace(all, text));
  await vscode.commands.executeCommand('devdesk.postComment', editor.document.uri);
}

/** Open pull requests of docs-site GitHub can merge (no conflicts, not a draft), skipping those other tests use. */
async function mergeablePull(except: number[]): Promise<RestPull> {
  const open = (await github(`${docs}/pulls?state=open&per_page=100`)).json as RestPull[];
  for (const candidate of open.filter((pull) => !pull.draft && !except.includes(pull.number))) {
    const settled = await eventually(async () => {
      const pull = (await github(`${docs}/pulls/${candidate.number}`)).json as RestPull;
      return pull.mergeable === null ? undefined : pull;
    }, `the mergeability of #${candidate.number}`);
    if (settled.mergeable) return settled;
  }
  throw new Error('docs-site has no mergeable open pull request left');
}

type Reactions = Array<{ content: string; user: { login: string } }>;

/** A fresh sign-in whatever the suite before left. */
async function signInAgain(): Promise<void> {
  await signOut(emulator.github).then(undefined, () => undefined);
  await signInWithSandboxToken(emulator.github);
}

describe('Pull Requests: review comments in the diff editor', function () {
  this.timeout(90_000); // several round trips and a diff editor opening, on a machine that may be busy
  before(signInAgain);
  after(() => signOut(emulator.github));

  it('starts a review comment on a changed line, edits it, reacts and takes it back, then deletes it', async () => {
    const pull = await pullNode('devdesk-org/docs-site', 11, 'Closed');
    const { diff, line } = await openFirstFile(pull);
    assert.ok(line >= 1, 'the head side offers the lines of its hunks for comments');

    const api = await devdesk();
    const thread = api.pulls.startThread(diff.modified, line - 1);
    const text = `A new review comment (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread, text });
    const posted = (
      (await github(`${docs}/pulls/11/comments?per_page=100`)).json as Array<{
        id: number;
        body: string;
        line: number;
        side: string;
        path: string;
      }>
    ).find((comment) => comment.body === text);
    assert.ok(posted, `the comment is on the service (shown: ${api.shownErrors.join(' | ')})`);
    assert.deepEqual([posted.line, posted.side], [line, 'RIGHT']);
    const comment = thread.comments[0]!;
    assert.equal(comment.contextValue, 'mine', 'the new comment is the user’s own');

    await vscode.commands.executeCommand('devdesk.pulls.editReviewComment', comment);
    assert.equal(comment.mode, vscode.CommentMode.Editing);
    comment.body = `${text}, edited`;
    await vscode.commands.executeCommand('devdesk.pulls.saveReviewComment', comment);
    assert.equal(
      ((await github(`${docs}/pulls/comments/${posted.id}`)).json as { body: string }).body,
      `${text}, edited`,
    );
    assert.equal(comment.mode, vscode.CommentMode.Preview);

    const reactions = async () =>
      ((await github(`${docs}/pulls/comments/${posted.id}/reactions`)).json as Reactions)
        .filter((reaction) => reaction.user.login === 'mona')
        .map((reaction) => reaction.content);
    await vscode.commands.executeCommand('devdesk.pulls.reactToComment', comment, { content: 'rocket' });
    assert.deepEqual(await reactions(), ['rocket']);
    await vscode.commands.executeCommand('devdesk.pulls.reactToComment', comment, { content: 'rocket' });
    assert.deepEqual(await reactions(), [], 'choosing one’s own reaction again takes it back');

    api.confirmations.answerNext((question) => question.includes(`${text}, edited`));
    await vscode.commands.executeCommand('devdesk.pulls.deleteReviewComment', comment);
    assert.equal((await github(`${docs}/pulls/comments/${posted.id}`)).status, 404);
    assert.ok(!api.pulls.threadsOf(diff.modified).includes(thread), 'the emptied thread is gone from the diff');
  });
});

describe('Pull Requests: changing a pull request', function () {
  this.timeout(90_000);
  before(signInAgain);
  after(() => signOut(emulator.github));

  it('lists the conversation, and edits and deletes the user’s own comment from it', async () => {
    const number = 23;
    await vscode.commands.executeCommand('devdesk.pulls.comment', await pullNode('devdesk-org/docs-site', number));
    const text = `A comment to change (${Date.now()})`;
    await postFromDraftEditor(text);
    const mine = await eventually(async () => {
      const comments = await childrenOf(
        viewId,
        await part(await pullNode('devdesk-org/docs-site', number), 'Conversation'),
      );
      return comments.find((node) => labelOf(node) === text);
    }, 'the new comment in Conversation');
    assert.equal(mine.kind === 'item' && mine.contextValue, 'devdesk.issueComment;mine');

    await vscode.commands.executeCommand('devdesk.pulls.editComment', mine);
    await postFromDraftEditor(`${text}, edited`);
    const id = (mine.kind === 'item' && (mine.data as { comment: { id: number } }).comment.id)!;
    assert.equal(((await github(`${docs}/issues/comments/${id}`)).json as { body: string }).body, `${text}, edited`);

    // The quick pick opens once the comment's reactions are read: its first item (Thumbs up) is accepted.
    await acceptingQuickPicks(
      vscode.commands.executeCommand('devdesk.pulls.reactToComment', mine),
      'the reaction quick pick, answered',
    );
    await eventually(
      async () =>
        ((await github(`${docs}/issues/comments/${id}/reactions`)).json as Reactions).some(
          (reaction) => reaction.content === '+1',
        )
          ? true
          : undefined,
      'the reaction chosen in the quick pick',
    );

    (await devdesk()).confirmations.answerNext((question) => question.includes(text));
    await vscode.commands.executeCommand('devdesk.pulls.deleteComment', mine);
    assert.equal((await github(`${docs}/issues/comments/${id}`)).status, 404);
  });

  it('changes the title, and the description through a draft', async () => {
    const number = 23;
    const title = `Renamed from the integration suite (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.editTitle', await pullNode('devdesk-org/docs-site', number), {
      title,
    });
    assert.equal(((await github(`${docs}/pulls/${number}`)).json as RestPull).title, title);

    const node = await eventually(async () => {
      const found = await pullNode('devdesk-org/docs-site', number);
      return labelOf(found) === `#${number} ${title}` ? found : undefined;
    }, 'the view showing the new title');
    await vscode.commands.executeCommand('devdesk.pulls.editDescription', node);
    const body = `A new description that follows #11\n\n- [ ] with a task (${Date.now()})`;
    await postFromDraftEditor(body);
    assert.equal(((await github(`${docs}/pulls/${number}`)).json as RestPull).body, body);

    // The description as GitHub renders it, with #11 resolved in the pull request's own repository.
    await vscode.commands.executeCommand(
      'devdesk.pulls.openDescription',
      node.kind === 'item' && (node.data as { hostId: string }).hostId,
      'devdesk-org',
      'docs-site',
      number,
    );
    const shown = await eventually(
      async () => {
        const inspection = await vscode.commands.executeCommand<
          | {
              snapshot: {
                renderer: string;
                text: string;
                elements: Array<{ tag: string; attributes: Record<string, string> }>;
              };
            }
          | undefined
        >('devdesk.preview.inspect');
        const snapshot = inspection?.snapshot;
        return snapshot?.renderer === 'gfm' &&
          snapshot.text.includes(title) &&
          snapshot.text.includes('A new description')
          ? snapshot
          : undefined;
      },
      'the description in the preview',
      20_000,
    );
    assert.ok(
      shown.elements.some(
        (element) => element.tag === 'a' && /\/devdesk-org\/docs-site\/pull\/11$/.test(element.attributes.href ?? ''),
      ),
      'the reference links to the pull request of this repository',
    );
    assert.match(shown.text, /open · mergeable: \w+|open · mergeable: being computed/);

    // Its React… button, clicked in the page: the first reaction of the pick (Thumbs up) is given or taken back.
    const thumbsUp = async () =>
      ((await github(`${docs}/issues/${number}/reactions`)).json as Reactions).some(
        (reaction) => reaction.content === '+1' && reaction.user.login === 'mona',
      );
    const before = await thumbsUp();
    await (await devdesk()).preview.act({ type: 'clickAction', label: 'React…' });
    await acceptQuickPicksUntil(
      async () => (await thumbsUp()) !== before,
      'the reaction from the description’s button',
    );
  });

  it('updates the branch, then refuses a merge of the head the user saw and shows the new commit (409)', async () => {
    const target = await mergeablePull([16, 23]);
    const seen = await pullNode('devdesk-org/docs-site', target.number);
    await vscode.commands.executeCommand('devdesk.pulls.updateBranch', seen);
    const updated = (await github(`${docs}/pulls/${target.number}`)).json as RestPull;
    assert.notEqual(updated.head.sha, target.head.sha, 'the head moved: GitHub merged the base into it');

    await vscode.commands.executeCommand('devdesk.pulls.merge', seen, { method: 'merge' });
    assert.equal(
      ((await github(`${docs}/pulls/${target.number}`)).json as RestPull).merged,
      false,
      'nothing merged unseen',
    );
    const refusal = (await devdesk()).pulls.mergeRefusals.find((each) => each.number === target.number);
    assert.deepEqual(refusal?.unseen, [updated.head.sha], 'the commit the user has not seen is shown');
  });

  it('explains why GitHub cannot merge a draft (405)', async () => {
    const open = (await github(`${docs}/pulls?state=open&per_page=100`)).json as RestPull[];
    const draft = open.find((pull) => pull.draft);
    assert.ok(draft, 'docs-site has a draft pull request');
    await vscode.commands.executeCommand('devdesk.pulls.merge', await pullNode('devdesk-org/docs-site', draft.number), {
      method: 'merge',
    });
    assert.equal(((await github(`${docs}/pulls/${draft.number}`)).json as RestPull).merged, false);
    const api = await devdesk();
    const said = await eventually(
      () => api.shownErrors.find((message) => message.includes('cannot merge')),
      'the explanation',
    );
    assert.match(said, /still a draft/);
  });

  it('creates a draft pull request from a branch, shows it in the view, and explains a duplicate (422)', async () => {
    const title = `Created from the integration suite (${Date.now()})`;
    const input = { head: 'feature/ready-1', base: 'main', title, body: 'Made by DevDesk', draft: true };
    await vscode.commands.executeCommand('devdesk.pulls.create', await repoNode('devdesk-org/docs-site'), input);
    const open = (await github(`${docs}/pulls?state=open&per_page=100`)).json as Array<
      RestPull & { head: { ref: string } }
    >;
    const created = open.find((pull) => pull.title === title);
    assert.ok(created, 'the pull request is on the service');
    assert.deepEqual([created.draft, created.head.ref, created.body], [true, 'feature/ready-1', 'Made by DevDesk']);
    await eventually(async () => {
      const pulls = await childrenOf(viewId, (await childrenOf(viewId, await repoNode('devdesk-org/docs-site')))[0]);
      return pulls.some((node) => pullOf(node)?.number === created.number) ? true : undefined;
    }, 'the new pull request in Open pull requests');

    const api = await devdesk();
    const before = api.shownErrors.length;
    await vscode.commands.executeCommand('devdesk.pulls.create', await repoNode('devdesk-org/docs-site'), {
      ...input,
      title: `${title} again`,
    });
    const said = await eventually(
      () => (api.shownErrors.length > before ? api.shownErrors.at(-1) : undefined),
      'the explanation',
    );
    assert.match(said, /did not accept.*A pull request already exists for/);
  });
});
