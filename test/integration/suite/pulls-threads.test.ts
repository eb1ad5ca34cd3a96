// Review threads in real VS Code against the emulator, each read back from GitHub's GraphQL (`reviewThreads`): a
// thread resolved from its title in the diff editor (collapsed, labelled, the pull request's count lowered) and
// unresolved from its node in the view; an outdated thread shown with the hunk it was written on, in the diff and in
// the view and under its file in Files, still taking a reply; a multi-line comment drawn over its lines on either
// side; a reply added to one's pending review with Add to Review and submitted with it.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';
import { fileNodesUnder, github, pullNode, viewId } from './pull-nodes';

const docs = '/repos/devdesk-org/docs-site';
const graphqlEndpoint = () => emulator.github.replace(/\/v3$/, '/graphql');

interface GraphQLThread {
  id: string;
  path: string;
  isResolved: boolean;
  isOutdated: boolean;
  comments: { nodes: Array<{ databaseId: number; body: string }> };
}

/** The pull request's threads as GitHub's GraphQL gives them, with the sandbox user's token (mona). */
async function threadsOnGitHub(number: number): Promise<GraphQLThread[]> {
  const query = `query ($number: Int!) { repository(owner: "devdesk-org", name: "docs-site") { pullRequest(number: $number) {
    reviewThreads(first: 100) { nodes { id path isResolved isOutdated comments(first: 100) { nodes { databaseId body } } } } } } }`;
  const response = await fetch(graphqlEndpoint(), {
    method: 'POST',
    headers: { authorization: `bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { number } }),
  });
  const answer = (await response.json()) as {
    data: { repository: { pullRequest: { reviewThreads: { nodes: GraphQLThread[] } } } };
  };
  return answer.data.repository.pullRequest.reviewThreads.nodes;
}

const threadOf = async (number: number, rootId: number) =>
  (await threadsOnGitHub(number)).find((thread) => thread.comments.nodes[0]?.databaseId === rootId);

interface RestComment {
  id: number;
  path: string;
  line: number | null;
  side: 'LEFT' | 'RIGHT';
  in_reply_to_id?: number;
  pull_request_review_id: number;
  body: string;
  diff_hunk: string;
}

const part = async (pull: TreeNode, label: string) =>
  (await childrenOf(viewId, pull)).find((node) => labelOf(node) === label)!;

/** Opens the diff of a pull request's file from its node under Files; answers the side the thread is on. */
async function openFileDiff(
  number: number,
  path: string,
  state = 'Open pull requests',
): Promise<vscode.TabInputTextDiff> {
  const files = await fileNodesUnder(await part(await pullNode('devdesk-org/docs-site', number, state), 'Files'));
  const file = files.find(
    (node) => node.kind === 'item' && (node.data as { file?: { filename: string } }).file?.filename === path,
  );
  assert.ok(file && file.kind === 'item' && file.open, `the file ${path}`);
  await vscode.commands.executeCommand(file.open.command, ...file.open.args);
  return eventually(() => {
    const tab = vscode.window.tabGroups.activeTabGroup.activeTab;
    return tab?.input instanceof vscode.TabInputTextDiff &&
      tab.input.modified.query.includes(`pr=${number}`) &&
      tab.input.modified.path.endsWith(path)
      ? tab.input
      : undefined;
  }, 'the diff editor');
}

/** The thread shown in the diff whose first comment is `rootId`. */
async function shownThread(uri: vscode.Uri, rootId: number, what: string): Promise<vscode.CommentThread> {
  const api = await devdesk();
  return eventually(
    () =>
      api.pulls
        .threadsOf(uri)
        .find((thread) => (thread.comments[0] as { comment?: { id: number } } | undefined)?.comment?.id === rootId),
    what,
  );
}

/** A review comment as the web page writes one, as the sandbox user (mona). */
async function commentOnWeb(
  number: number,
  body: Record<string, unknown>,
): Promise<RestComment & { start_line: number | null }> {
  const response = await fetch(`${emulator.github}${docs}/pulls/${number}/comments`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${emulator.tokens.github}`,
      accept: 'application/vnd.github+json',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as RestComment & { start_line: number | null };
  assert.equal(response.status, 201, JSON.stringify(json));
  return json;
}

/** The first hunk of a patch: where each side starts and how many lines it has there. */
function firstHunk(patch: string): { oldStart: number; oldCount: number; newStart: number; newCount: number } {
  const [, oldStart, oldCount, newStart, newCount] = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(patch)!;
  return {
    oldStart: Number(oldStart),
    oldCount: Number(oldCount ?? 1),
    newStart: Number(newStart),
    newCount: Number(newCount ?? 1),
  };
}

/**
 * An open pull request of docs-site that no other test opens, and a file of it (the last, so no test's first file)
 * whose first hunk has 3+ lines on both sides: a range on either side may go there.
 */
async function fileForRanges(): Promise<{
  number: number;
  headSha: string;
  path: string;
  hunk: ReturnType<typeof firstHunk>;
}> {
  const pulls = (await github(`${docs}/pulls?state=open&per_page=100`)).json as Array<{
    number: number;
    head: { sha: string };
  }>;
  for (const pull of pulls.filter((each) => ![4, 6].includes(each.number))) {
    const files = (await github(`${docs}/pulls/${pull.number}/files?per_page=100`)).json as Array<{
      filename: string;
      patch?: string;
    }>;
    const file = files
      .reverse()
      .find((each) => each.patch && firstHunk(each.patch).oldCount >= 3 && firstHunk(each.patch).newCount >= 3);
    if (file) return { number: pull.number, headSha: pull.head.sha, path: file.filename, hunk: firstHunk(file.patch!) };
  }
  assert.fail('an open pull request of docs-site with a file whose first hunk has three lines on each side');
}

const bodyText = (comment: vscode.Comment) => (typeof comment.body === 'string' ? comment.body : comment.body.value);

describe('Pull Requests: review threads', function () {
  this.timeout(120_000); // diff editors and several round trips, on a machine that may be busy
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
  });
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await signOut(emulator.github);
  });

  /** A thread of docs-site #6 on a line of today's diff (its first comment). */
  const lineThread = async (): Promise<RestComment> => {
    const comments = (await github(`${docs}/pulls/6/comments?per_page=100`)).json as RestComment[];
    const root = comments.find((comment) => comment.in_reply_to_id === undefined && comment.line !== null);
    assert.ok(root, 'docs-site #6 has a review thread on a line');
    return root;
  };

  it('resolves a thread from the diff editor and unresolves it from the view, as GitHub’s GraphQL reads back', async () => {
    const root = await lineThread();
    const diff = await openFileDiff(6, root.path);
    const thread = await shownThread(
      root.side === 'LEFT' ? diff.original : diff.modified,
      root.id,
      'the thread in the diff',
    );
    await eventually(() => (thread.contextValue === 'unresolved' ? true : undefined), 'the thread offering Resolve');
    const unresolvedBefore = (await threadsOnGitHub(6)).filter((each) => !each.isResolved).length;

    await vscode.commands.executeCommand('devdesk.pulls.resolveThread', thread);
    assert.equal((await threadOf(6, root.id))?.isResolved, true, 'resolved on GitHub');
    assert.deepEqual(
      [thread.collapsibleState, thread.label, thread.contextValue, thread.state],
      [vscode.CommentThreadCollapsibleState.Collapsed, 'Resolved', 'resolved', vscode.CommentThreadState.Resolved],
    );
    // The pull request's node counts the threads left unresolved.
    const counted = async () => {
      const node = await pullNode('devdesk-org/docs-site', 6);
      const parts = node.kind === 'item' ? (node.descriptionMore ?? []) : [];
      const count = parts.flatMap((each) =>
        typeof each === 'string'
          ? []
          : each.message === '1 unresolved thread'
            ? [1]
            : each.message === '{0} unresolved threads'
              ? [Number(each.args[0])]
              : [],
      );
      return count[0] ?? 0;
    };
    await eventually(
      async () => ((await counted()) === unresolvedBefore - 1 ? true : undefined),
      `the count of ${unresolvedBefore - 1} unresolved threads on #6`,
    );

    const threadNodes = await childrenOf(
      viewId,
      await part(await pullNode('devdesk-org/docs-site', 6), 'Review comments'),
    );
    const node = threadNodes.find(
      (each) => each.kind === 'item' && (each.data as { comments: Array<{ id: number }> }).comments[0]?.id === root.id,
    );
    assert.ok(
      node && node.kind === 'item' && node.contextValue === 'devdesk.reviewThread;resolved',
      'the thread node shows it resolved',
    );
    await vscode.commands.executeCommand('devdesk.pulls.unresolveThread', node);
    assert.equal((await threadOf(6, root.id))?.isResolved, false, 'unresolved on GitHub');
    assert.deepEqual(
      [thread.collapsibleState, thread.contextValue, thread.state],
      [vscode.CommentThreadCollapsibleState.Expanded, 'unresolved', vscode.CommentThreadState.Unresolved],
      'the diff editor follows',
    );
  });

  it('shows an outdated thread with the hunk it was written on, in the diff and in the view, and takes a reply', async () => {
    const [outdated] = (await threadsOnGitHub(4)).filter((thread) => thread.isOutdated);
    assert.ok(outdated, 'docs-site #4 has an outdated thread');
    const rootId = outdated.comments.nodes[0]!.databaseId;
    const root = (await github(`${docs}/pulls/comments/${rootId}`)).json as RestComment;
    assert.equal(root.line, null, 'GitHub gives it no line in today’s diff');

    const diff = await openFileDiff(4, root.path);
    const thread = await shownThread(diff.modified, rootId, 'the outdated thread on the head side');
    assert.equal(thread.label, 'Outdated');
    assert.equal(
      (thread.comments[0] as vscode.Comment).label,
      'Outdated',
      'marked beside its author, in the Comments panel too',
    );
    const shown = bodyText(thread.comments[0]!);
    assert.ok(shown.startsWith(`\`\`\`diff\n${root.diff_hunk}\n\`\`\``), `the hunk above the comment: ${shown}`);
    assert.ok(shown.endsWith(root.body));

    const threadNodes = await childrenOf(
      viewId,
      await part(await pullNode('devdesk-org/docs-site', 4), 'Review comments'),
    );
    const node = threadNodes.find(
      (each) => each.kind === 'item' && (each.data as { comments: Array<{ id: number }> }).comments[0]?.id === rootId,
    );
    assert.ok(node && node.kind === 'item', 'the outdated thread in the view');
    assert.ok(
      node.descriptionMore?.some((each) => typeof each !== 'string' && each.message === 'outdated'),
      'marked outdated',
    );
    assert.ok(node.tooltip?.includes(root.diff_hunk), 'its tooltip shows the hunk');

    const text = `A reply to an outdated thread (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.replyToThread', { thread, text });
    const reply = ((await github(`${docs}/pulls/4/comments?per_page=100`)).json as RestComment[]).find(
      (comment) => comment.body === text,
    );
    assert.equal(reply?.in_reply_to_id, rootId, 'the reply is in the thread on GitHub');
    assert.ok(
      (await threadOf(4, rootId))?.comments.nodes.some((comment) => comment.body === text),
      'and in its GraphQL thread',
    );
  });

  it('lists outdated threads under their file in Files, as under Review comments', async () => {
    const outdated = (await threadsOnGitHub(4)).filter((thread) => thread.isOutdated);
    const path = outdated[0]?.path;
    assert.ok(path, 'docs-site #4 has an outdated thread');
    const rootIds = outdated
      .filter((thread) => thread.path === path)
      .map((thread) => thread.comments.nodes[0]!.databaseId);

    const files = await fileNodesUnder(await part(await pullNode('devdesk-org/docs-site', 4), 'Files'));
    const pathOf = (node: TreeNode) =>
      node.kind === 'item' ? (node.data as { file?: { filename: string } }).file?.filename : undefined;
    const file = files.find((node) => pathOf(node) === path);
    assert.ok(file && file.kind === 'item', `the file ${path} under Files`);
    assert.equal(file.expandable, 'collapsed', 'it opens onto its outdated threads');
    const count = rootIds.length === 1 ? '1 outdated thread' : `{0} outdated threads ${rootIds.length}`;
    assert.ok(
      file.descriptionMore?.some(
        (each) => (typeof each === 'string' ? each : [each.message, ...each.args].join(' ')) === count,
      ),
      `it says ${count}`,
    );
    const others = files.filter(
      (node) =>
        node.kind === 'item' && pathOf(node) !== path && !outdated.some((thread) => thread.path === pathOf(node)),
    );
    assert.ok(
      others.length > 0 && others.every((node) => node.kind === 'item' && node.expandable === undefined),
      'a file without outdated threads opens onto nothing',
    );

    const threads = await childrenOf(viewId, file);
    const rootOf = (node: TreeNode) =>
      node.kind === 'item' ? (node.data as { comments?: Array<{ id: number }> }).comments?.[0]?.id : undefined;
    assert.deepEqual(threads.map(rootOf).sort(), [...rootIds].sort(), 'its outdated threads, by their first comments');
    assert.ok(
      threads.every(
        (node) =>
          node.kind === 'item' &&
          node.descriptionMore?.some((each) => typeof each !== 'string' && each.message === 'outdated'),
      ),
      'each marked outdated',
    );
  });

  it('draws a multi-line review comment over all its lines, on the head side and on the base side', async () => {
    const { number, headSha, path, hunk } = await fileForRanges();
    const onHead = await commentOnWeb(number, {
      body: 'These three lines say one thing.',
      commit_id: headSha,
      path,
      start_line: hunk.newStart,
      line: hunk.newStart + 2,
      side: 'RIGHT',
      start_side: 'RIGHT',
    });
    const onBase = await commentOnWeb(number, {
      body: 'These two lines were clearer.',
      commit_id: headSha,
      path,
      start_line: hunk.oldStart,
      line: hunk.oldStart + 1,
      side: 'LEFT',
      start_side: 'LEFT',
    });
    assert.deepEqual(
      [onHead.start_line, onBase.start_line],
      [hunk.newStart, hunk.oldStart],
      'GitHub keeps both ranges',
    );

    const diff = await openFileDiff(number, path);
    const headThread = await shownThread(diff.modified, onHead.id, 'the range on the head side');
    const baseThread = await shownThread(diff.original, onBase.id, 'the range on the base side');
    const lines = (thread: vscode.CommentThread) => [thread.range?.start.line, thread.range?.end.line];
    assert.deepEqual(
      lines(headThread),
      [hunk.newStart - 1, hunk.newStart + 1],
      'start_line..line on the head side (zero-based)',
    );
    assert.deepEqual(
      lines(baseThread),
      [hunk.oldStart - 1, hunk.oldStart],
      'start_line..line on the base side (zero-based)',
    );
  });

  it('adds a reply to one’s pending review with Add to Review, shown pending, and submits it with the review', async () => {
    const root = await lineThread();
    const diff = await openFileDiff(6, root.path);
    const thread = await shownThread(
      root.side === 'LEFT' ? diff.original : diff.modified,
      root.id,
      'the thread in the diff',
    );
    const text = `A reply kept for the review (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.pulls.addReplyToReview', { thread, text });

    const reviews = (await github(`${docs}/pulls/6/reviews?per_page=100`)).json as Array<{
      id: number;
      state: string;
      user: { login: string };
    }>;
    const pending = reviews.find((review) => review.state === 'PENDING' && review.user.login === 'mona');
    assert.ok(pending, `a pending review on GitHub (shown: ${(await devdesk()).shownErrors.join(' | ')})`);
    const inReview = (await github(`${docs}/pulls/6/reviews/${pending.id}/comments`)).json as Array<{
      id: number;
      body: string;
    }>;
    assert.deepEqual(
      inReview.map((comment) => comment.body),
      [text],
      'the reply is in the pending review, not posted',
    );
    const added = thread.comments.at(-1) as vscode.Comment & { label?: string };
    assert.deepEqual([bodyText(added), added.label], [text, 'Pending']);

    await vscode.commands.executeCommand(
      'devdesk.pulls.submitReview',
      { hostId: emulator.github, owner: 'devdesk-org', repo: 'docs-site', number: 6 },
      { verdict: 'COMMENT', body: 'Two notes.' },
    );
    const submitted = (await github(`${docs}/pulls/6/reviews/${pending.id}`)).json as { state: string };
    assert.equal(submitted.state, 'COMMENTED');
    assert.ok(
      (await threadOf(6, root.id))?.comments.nodes.some((comment) => comment.body === text),
      'the reply is in the thread, submitted with the review',
    );
    await eventually(() => (added.label === undefined ? true : undefined), 'the Pending mark gone once submitted');
  });
});
