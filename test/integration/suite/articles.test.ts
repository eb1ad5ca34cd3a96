// The Articles view in real VS Code against the emulator: empty (welcome text) while signed out, the signed-in
// host's sections once signed in, a section's first page on expand and the next on "Load more", and a failed
// page shown as an error node whose retry keeps what was shown.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { TreeNode } from '../../../src/ui/base/tree/nodes';
import { childrenOf, devdesk, emulator, eventually, labelOf, signInWithSandboxToken, signOut } from './helpers';

const viewId = 'devdesk.articles';

async function addFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${emulator.url}/__emulator/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert.ok(response.ok, `fault not accepted: ${response.status}`);
}

async function section(label: 'My articles' | 'My stocks'): Promise<TreeNode> {
  const [host] = await childrenOf(viewId);
  assert.ok(host, 'the signed-in host is shown');
  const sections = await childrenOf(viewId, host);
  const found = sections.find((node) => labelOf(node) === label);
  assert.ok(found, `sections: ${sections.map(labelOf).join(', ')}`);
  return found;
}
const myArticles = () => section('My articles');

type Article = { id: string; comments_count: number; user: { id: string } };
const articleOf = (node: TreeNode) =>
  node.kind === 'item' ? (node.data as { type: string; item?: Article }).item : undefined;

/** What the emulator says, asked with the sandbox's Qiita token. */
async function qiita(path: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${emulator.articles}/api/v2${path}`, {
    headers: { authorization: `Bearer ${emulator.tokens.articles}` },
  });
  return { status: response.status, json: response.status === 200 ? await response.json() : undefined };
}

describe('Articles view', () => {
  // Signed in once for this file (the second describe goes on with the same session) and signed out at its end.
  before(() => signOut(emulator.articles).then(undefined, () => undefined));

  it('is empty while signed out, so the welcome text asks to sign in', async () => {
    assert.deepEqual(await childrenOf(viewId), []);
  });

  it('shows the host with its sections after signing in', async () => {
    await signInWithSandboxToken(emulator.articles);
    const roots = await eventually(async () => {
      const nodes = await childrenOf(viewId);
      return nodes.length > 0 ? nodes : undefined;
    }, 'the signed-in host in the Articles view');
    assert.equal(roots.length, 1);
    assert.match(labelOf(roots[0]!), /^Qiita \(127\.0\.0\.1:\d+\/qiita\)$/);
    assert.deepEqual((await childrenOf(viewId, roots[0])).map(labelOf), [
      'My articles',
      'My stocks',
      'Following tags',
      'Tags',
      'Search',
    ]);
  });

  it("lists the user's articles a page at a time, with a count on the load-more node", async () => {
    const section = await myArticles();
    const first = await childrenOf(viewId, section);
    assert.equal(first.filter((n) => n.kind === 'item').length, 20);
    const more = first[first.length - 1]!;
    assert.equal(more.kind, 'loadMore');
    assert.deepEqual(more.kind === 'loadMore' && [more.shown, more.total], [20, 31]);
    await vscode.commands.executeCommand('devdesk.tree.loadMore', viewId, more.id);
    const all = await childrenOf(viewId, section);
    assert.equal(all.length, 31, 'all 31 articles, and no load-more node after the last page');
    assert.ok(all.every((n) => n.kind === 'item' && n.data && (n.data as { type: string }).type === 'article'));
  });

  it('shows a failed page as an error node (after the HTTP layer retried twice); retry loads it and keeps the items shown', async () => {
    await vscode.commands.executeCommand('devdesk.refresh');
    await addFault({ kind: 'error500', pathPrefix: '/qiita/api/v2/authenticated_user/items', times: 3 });
    const section = await myArticles();
    const failed = await childrenOf(viewId, section);
    assert.deepEqual(
      failed.map((n) => n.kind),
      ['error'],
    );
    const error = failed[0]!;
    assert.equal(error.kind === 'error' && error.error.reason, 'serverError');
    await vscode.commands.executeCommand('devdesk.tree.retry', viewId, error.id);
    const recovered = await childrenOf(viewId, section);
    assert.equal(recovered.filter((n) => n.kind === 'item').length, 20);
  });

  it('expands an article to its comments, newest first, as the service has them', async () => {
    await vscode.commands.executeCommand('devdesk.refresh');
    const articles = await childrenOf(viewId, await myArticles());
    const commented = articles.find((node) => (articleOf(node)?.comments_count ?? 0) > 0);
    assert.ok(
      commented && commented.kind === 'item' && commented.expandable === 'collapsed',
      'an article is expandable',
    );
    const [group] = await childrenOf(viewId, commented);
    assert.ok(
      group && group.kind === 'item' && group.expandable === 'expanded',
      'the comments group comes first, open',
    );
    const comments = await childrenOf(viewId, group);
    const served = (await qiita(`/items/${articleOf(commented)!.id}/comments`)).json as Array<{
      id: string;
      created_at: string;
    }>;
    const newestFirst = [...served].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((c) => c.id);
    assert.deepEqual(
      comments.map((n) => n.kind === 'item' && (n.data as { comment: { id: string } }).comment.id),
      newestFirst,
    );
  });

  it('stocks and unstocks an article, as the service then confirms', async () => {
    const articles = (await childrenOf(viewId, await myArticles())).filter((node) => articleOf(node));
    const candidates = await Promise.all(
      articles.map(async (node) =>
        (await qiita(`/items/${articleOf(node)!.id}/stock`)).status === 404 ? node : undefined,
      ),
    );
    const unstocked = candidates.find((node) => node !== undefined);
    assert.ok(unstocked, 'an article the user has not stocked');
    const id = articleOf(unstocked)!.id;
    await vscode.commands.executeCommand('devdesk.articles.stock', unstocked);
    assert.equal((await qiita(`/items/${id}/stock`)).status, 204, 'stocked on the service');
    await vscode.commands.executeCommand('devdesk.articles.unstock', unstocked);
    assert.equal((await qiita(`/items/${id}/stock`)).status, 404, 'unstocked on the service');
  });

  it('shows a hostile 422 message as text, never as a clickable command link', async () => {
    const hostile = '[Sign in again](command:devdesk.signOut)';
    // Run alone (--grep), the file's sign-in above has not run.
    if ((await childrenOf(viewId)).length === 0) await signInWithSandboxToken(emulator.articles);
    await eventually(async () => ((await childrenOf(viewId)).length > 0 ? true : undefined), 'the signed-in host');
    const [article] = (await childrenOf(viewId, await myArticles())).filter((node) => articleOf(node));
    assert.ok(article, 'an article to stock');
    await addFault({
      kind: 'invalid',
      method: 'PUT',
      pathPrefix: `${new URL(emulator.articles).pathname}/api/v2/items/${articleOf(article)!.id}/stock`,
      message: hostile,
      times: 1,
    });
    const api = await devdesk();
    const before = api.shownErrors.length;
    await vscode.commands.executeCommand('devdesk.articles.stock', article);
    const said = await eventually(
      () => api.shownErrors.slice(before).find((message) => message.includes('did not accept')),
      'the explanation',
    );
    // What VS Code's notification makes a link of (src/vs/base/common/linkedText.ts): [label](http(s)://, command: or file:…).
    assert.doesNotMatch(said, /\[[^\]]+\]\((?:https?:\/\/|command:|file:)/i, said);
    assert.ok(said.replace(/\u200B/g, '').includes(hostile), `the service's words are still there to read: ${said}`);
  });

  it("likes and unlikes someone else's article from My stocks", async () => {
    const stocks = await childrenOf(viewId, await section('My stocks'));
    const others = stocks.filter((node) => articleOf(node) && articleOf(node)!.user.id !== 'devdesk_user');
    const candidates = await Promise.all(
      others.map(async (node) =>
        (await qiita(`/items/${articleOf(node)!.id}/like`)).status === 404 ? node : undefined,
      ),
    );
    const target = candidates.find((node) => node !== undefined);
    assert.ok(target, 'a stocked article by someone else that the user has not liked');
    assert.match(target.kind === 'item' ? (target.contextValue ?? '') : '', /^devdesk\.article;public;.*stocked/);
    const id = articleOf(target)!.id;
    await vscode.commands.executeCommand('devdesk.articles.like', target);
    assert.equal((await qiita(`/items/${id}/like`)).status, 204, 'liked on the service');
    await vscode.commands.executeCommand('devdesk.articles.unlike', target);
    assert.equal((await qiita(`/items/${id}/like`)).status, 404, 'unliked on the service');
  });
});

describe('Articles view: tags, people and search', () => {
  async function sectionChildren(label: string): Promise<TreeNode[]> {
    const [host] = await childrenOf(viewId);
    const found = (await childrenOf(viewId, host)).find((node) => labelOf(node) === label);
    assert.ok(found, `no section ${label}`);
    return childrenOf(viewId, found);
  }

  it('lists followed tags; unfollowing and following a tag changes it on the service', async () => {
    const tags = await sectionChildren('Following tags');
    const rust = tags.find((node) => labelOf(node) === 'Rust');
    assert.ok(rust, `followed tags: ${tags.map(labelOf).join(', ')}`);
    await vscode.commands.executeCommand('devdesk.articles.unfollowTag', rust);
    assert.equal((await qiita('/tags/Rust/following')).status, 404, 'unfollowed on the service');
    await vscode.commands.executeCommand('devdesk.articles.followTag', rust);
    assert.equal((await qiita('/tags/Rust/following')).status, 200, 'followed again');
  });

  it("a tag expands to its articles, and an article's author to their lists", async () => {
    const rust = (await sectionChildren('Following tags')).find((node) => labelOf(node) === 'Rust')!;
    const articles = await childrenOf(viewId, rust);
    const first = articles.find((node) => articleOf(node));
    assert.ok(first, 'the tag has articles');
    assert.ok(articleOf(first)!.id, 'an article of the tag');
    const author = (await childrenOf(viewId, first)).find(
      (node) => node.kind === 'item' && (node.data as { type: string }).type === 'user',
    );
    assert.ok(author, 'the article shows its author');
    assert.deepEqual((await childrenOf(viewId, author)).map(labelOf), [
      'Articles',
      'Stocks',
      'Following',
      'Followers',
      'Following tags',
    ]);
  });

  it('follows and unfollows a person from their node', async () => {
    const stocks = await sectionChildren('My stocks');
    const other = stocks.map(articleOf).find((item) => item && item.user.id !== 'devdesk_user');
    assert.ok(other, 'a stocked article by someone else');
    const node = {
      kind: 'item',
      id: 'x',
      label: other.user.id,
      data: { type: 'user', hostId: emulator.articles, userId: other.user.id },
    };
    const before = (await qiita(`/users/${other.user.id}/following`)).status;
    await vscode.commands.executeCommand(
      before === 404 ? 'devdesk.articles.followUser' : 'devdesk.articles.unfollowUser',
      node,
    );
    assert.equal((await qiita(`/users/${other.user.id}/following`)).status, before === 404 ? 204 : 404);
    await vscode.commands.executeCommand(
      before === 404 ? 'devdesk.articles.unfollowUser' : 'devdesk.articles.followUser',
      node,
    );
    assert.equal((await qiita(`/users/${other.user.id}/following`)).status, before);
  });

  it('runs a search with Qiita syntax and lists what the service finds, a page at a time', async () => {
    await vscode.commands.executeCommand(
      'devdesk.articles.search',
      { hostId: emulator.articles },
      { query: 'tag:Rust' },
    );
    const searches = await sectionChildren('Search');
    const search = searches.find((node) => labelOf(node) === 'tag:Rust');
    assert.ok(search, `searches: ${searches.map(labelOf).join(', ')}`);
    const found = await childrenOf(viewId, search);
    const served = await fetch(`${emulator.articles}/api/v2/items?query=${encodeURIComponent('tag:Rust')}`, {
      headers: { authorization: `Bearer ${emulator.tokens.articles}` },
    });
    const total = Number(served.headers.get('total-count'));
    const more = found[found.length - 1]!;
    assert.equal(more.kind === 'loadMore' && more.total, total);
    assert.ok(
      found
        .filter((node) => articleOf(node))
        .every((node) =>
          (articleOf(node) as unknown as { tags: Array<{ name: string }> }).tags.some((t) => t.name === 'Rust'),
        ),
    );
  });
});

describe('Articles view: comments written in an editor', () => {
  it('keeps the draft when the POST fails, and posts it on retry', async () => {
    const article = (await childrenOf(viewId, await myArticles())).find((node) => articleOf(node))!;
    const itemId = articleOf(article)!.id;
    await vscode.commands.executeCommand('devdesk.articles.comment', article);
    const editor = await eventually(() => vscode.window.activeTextEditor, 'the draft editor');
    const body = `A comment from the integration suite (${Date.now()})`;
    await editor.edit((edit) => edit.insert(new vscode.Position(0, 0), body));
    const draft = editor.document.uri;

    await addFault({
      kind: 'error500',
      method: 'POST',
      pathPrefix: `/qiita/api/v2/items/${itemId}/comments`,
      times: 1,
    });
    await vscode.commands.executeCommand('devdesk.postComment', draft);
    const { readFile } = await import('node:fs/promises');
    assert.equal(await readFile(draft.fsPath, 'utf8'), body, 'the draft survives the failed POST, on disk');
    const bodies = async () =>
      ((await qiita(`/items/${itemId}/comments`)).json as Array<{ body: string }>).map((c) => c.body);
    assert.ok(!(await bodies()).includes(body), 'the failed POST created nothing (and was not retried)');

    await vscode.commands.executeCommand('devdesk.postComment', draft);
    assert.ok((await bodies()).includes(body), 'posted on the second try');
    await assert.rejects(readFile(draft.fsPath, 'utf8'), /ENOENT/, 'the draft is gone once posted');
  });

  it('edits your own comment in the same kind of draft', async () => {
    const article = (await childrenOf(viewId, await myArticles())).find((node) => articleOf(node))!;
    const [group] = await childrenOf(viewId, article);
    const mine = (await childrenOf(viewId, group)).find(
      (node) => node.kind === 'item' && node.contextValue === 'devdesk.comment;public;mine',
    );
    assert.ok(mine, 'your comment from the previous test is listed as yours');
    await vscode.commands.executeCommand('devdesk.articles.editComment', mine);
    const editor = await eventually(() => vscode.window.activeTextEditor, 'the edit draft');
    const edited = `Edited (${Date.now()})`;
    await editor.edit((edit) => edit.replace(new vscode.Range(0, 0, editor.document.lineCount, 0), edited));
    await vscode.commands.executeCommand('devdesk.postComment', editor.document.uri);
    const id = mine.kind === 'item' && (mine.data as { comment: { id: string } }).comment.id;
    assert.equal(((await qiita(`/comments/${id}`)).json as { body: string }).body, edited);
  });
});

describe('Articles view: a token revoked mid-session', () => {
  it('keeps the comment draft through the 401, and posts it after signing in again', async () => {
    const article = (await childrenOf(viewId, await myArticles())).find((node) => articleOf(node))!;
    const itemId = articleOf(article)!.id;
    await vscode.commands.executeCommand('devdesk.articles.comment', article);
    const editor = await eventually(() => vscode.window.activeTextEditor, 'the draft editor');
    const body = `Written before the token was revoked (${Date.now()})`;
    await editor.edit((edit) => edit.insert(new vscode.Position(0, 0), body));
    const draft = editor.document.uri;

    // Revoke DevDesk's token on the service, as a user would on the website.
    const issued = (await (await fetch(`${emulator.url}/__emulator/tokens`)).json()) as Array<{
      token: string;
      team: string | null;
      active: boolean;
    }>;
    const current = issued.filter((record) => record.team === null && record.active).at(-1)!;
    const revoked = await fetch(`${emulator.articles}/api/v2/access_tokens/${current.token}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${current.token}` },
    });
    assert.equal(revoked.status, 204);

    await vscode.commands.executeCommand('devdesk.postComment', draft);
    const { readFile } = await import('node:fs/promises');
    assert.equal(await readFile(draft.fsPath, 'utf8'), body, 'the 401 left the draft as it was');

    await signInWithSandboxToken(emulator.articles);
    await vscode.commands.executeCommand('devdesk.postComment', draft);
    const comments = (await qiita(`/items/${itemId}/comments`)).json as Array<{ body: string }>;
    assert.ok(
      comments.some((comment) => comment.body === body),
      'posted after signing in again',
    );
  });
});

// The groups above share one session: signed in by the first, signed out here at the end.
describe('Articles view: signing out', () => {
  it('empties the view again', async () => {
    await signOut(emulator.articles);
    await eventually(
      async () => ((await childrenOf(viewId)).length === 0 ? true : undefined),
      'the empty view after signing out',
    );
  });
});

describe('Articles view on a Qiita Team host', () => {
  const team = () => emulator.teams.alpha!;
  async function teamApi(path: string, init: RequestInit = {}): Promise<{ status: number; json: unknown }> {
    const response = await fetch(`${team()}/api/v2${path}`, {
      ...init,
      headers: { authorization: `Bearer ${emulator.tokens.team}`, ...(init.headers ?? {}) },
    });
    return {
      status: response.status,
      json: response.headers.get('content-type')?.includes('json') ? await response.json() : undefined,
    };
  }
  async function teamSection(label: string): Promise<TreeNode[]> {
    const host = (await childrenOf(viewId)).find(
      (node) => labelOf(node).startsWith('Qiita Team') && labelOf(node).includes('/teams/alpha'),
    );
    assert.ok(host, 'the team host is shown');
    const found = (await childrenOf(viewId, host)).find((node) => labelOf(node) === label);
    assert.ok(found, `no section ${label}`);
    return childrenOf(viewId, found);
  }
  const teamArticle = async () => (await teamSection('Team articles')).find((node) => articleOf(node))!;

  before(() => signInWithSandboxToken(team()));
  after(() => signOut(team()));

  it('shows the team sections; Groups expand to their members', async () => {
    const host = (await childrenOf(viewId)).find((node) => labelOf(node).includes('/teams/alpha'))!;
    assert.deepEqual((await childrenOf(viewId, host)).map(labelOf), [
      'Team articles',
      'My articles',
      'My stocks',
      'Groups',
      'Team',
      'Reactions by month',
      'Search',
    ]);
    const groups = await teamSection('Groups');
    const served = (await teamApi('/groups')).json as Array<{ name: string; url_name: string }>;
    assert.deepEqual(
      groups.map(labelOf),
      served.map((g) => g.name),
    );
    const members = await childrenOf(viewId, groups[0]);
    const servedMembers = (await teamApi(`/groups/${served[0]!.url_name}/members`)).json as Array<{ id: string }>;
    assert.deepEqual(
      members.map(labelOf),
      servedMembers.map((m) => `@${m.id}`),
    );
  });

  it('lists the reactions by month, from the newest article back', async () => {
    const months = await teamSection('Reactions by month');
    assert.equal(months.length, 6);
    const newest = await childrenOf(viewId, months[0]);
    assert.ok(
      newest.some((node) => node.kind === 'item' && (node.data as { type: string }).type === 'itemAction'),
      'the newest month has its articles with views and reactions',
    );
  });

  it('adds and removes an emoji reaction on a team article', async () => {
    const article = await teamArticle();
    const id = articleOf(article)!.id;
    await vscode.commands.executeCommand('devdesk.articles.react', article, { reaction: 'tada' });
    const names = async () =>
      ((await teamApi(`/items/${id}/reactions`)).json as Array<{ name: string; user: { id: string } }>)
        .filter((r) => r.user.id === 'devdesk_user')
        .map((r) => r.name);
    assert.ok((await names()).includes('tada'), 'the reaction is on the service');
    const reactionsGroup = (await childrenOf(viewId, await teamArticle())).find((node) =>
      labelOf(node).startsWith('Reactions'),
    )!;
    const mine = (await childrenOf(viewId, reactionsGroup)).find(
      (node) => node.kind === 'item' && node.label === ':tada:' && node.contextValue === 'devdesk.reaction;mine',
    );
    assert.ok(mine, 'the reaction shows under the article as yours');
    await vscode.commands.executeCommand('devdesk.articles.removeReaction', mine);
    assert.ok(!(await names()).includes('tada'), 'removed on the service');
  });

  it('adds and removes a tag on a team article', async () => {
    // Only the author (or anyone, when coediting) may tag, and an article has at most five tags.
    const tagCount = (node: TreeNode) =>
      (articleOf(node) as unknown as { tags?: unknown[] } | undefined)?.tags?.length ?? 5;
    const article = (await teamSection('My articles')).find((node) => tagCount(node) < 5);
    assert.ok(article, 'a team article of yours with fewer than five tags');
    assert.match(
      article.kind === 'item' ? (article.contextValue ?? '') : '',
      /^devdesk\.article;team;.*mine/,
      'its menu offers the tag commands',
    );
    const id = articleOf(article)!.id;
    const tags = async () =>
      ((await teamApi(`/items/${id}`)).json as { tags: Array<{ name: string }> }).tags.map((t) => t.name);
    await vscode.commands.executeCommand('devdesk.articles.addTag', article, { tag: 'DevDeskTest' });
    assert.ok((await tags()).includes('DevDeskTest'));
    await vscode.commands.executeCommand('devdesk.articles.removeTag', article, { tag: 'DevDeskTest' });
    assert.ok(!(await tags()).includes('DevDeskTest'));
  });

  it('imports a comment on behalf of a member (the user is an admin of this team)', async () => {
    const article = await teamArticle();
    const id = articleOf(article)!.id;
    const members = (await teamApi('/groups')).json as Array<{ url_name: string }>;
    const someone = ((await teamApi(`/groups/${members[0]!.url_name}/members`)).json as Array<{ id: string }>).find(
      (m) => m.id !== 'devdesk_user',
    )!;
    const body = `Imported by the suite (${Date.now()})`;
    await vscode.commands.executeCommand('devdesk.articles.importComment', article, { userId: someone.id, body });
    const comments = (await teamApi(`/items/${id}/comments`)).json as Array<{ body: string; user: { id: string } }>;
    assert.ok(
      comments.some((c) => c.body === body && c.user.id === someone.id),
      'the comment is there, from that member',
    );
  });
});
