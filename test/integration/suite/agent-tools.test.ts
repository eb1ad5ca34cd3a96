// DevDesk's language model tools in real VS Code, invoked as an agent invokes them (`vscode.lm.invokeTool`) against
// the emulator: a pull request named by owner/repo#n and the one whose description is open, each answer compared
// with what GitHub itself says (REST and GraphQL); a search and a saved query by its label; bad input answered with a
// clear sentence and nothing sent.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { pullDocumentUri } from '../../../src/ui/base/schemes';
import {
  emulator,
  emulatorRequests,
  graphqlOperations,
  eventually,
  resetEmulatorRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { github } from './pull-nodes';

const docs = '/repos/devdesk-org/docs-site';
const noToken = { toolInvocationToken: undefined };

async function invoke(name: string, input: object): Promise<string> {
  const result = await vscode.lm.invokeTool(name, { input, ...noToken });
  return result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
}

/** The JSON inside the answer's <untrusted-data> element. */
function dataOf(answer: string): Record<string, unknown> {
  const match = /<untrusted-data source="GitHub">([\s\S]*)<\/untrusted-data>$/.exec(answer);
  assert.ok(match, `an untrusted-data element in: ${answer.slice(0, 300)}`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

interface RestComment {
  pull_request_url: string;
}

async function unresolvedThreadsOnGitHub(number: number): Promise<number> {
  const query = `query ($n: Int!) { repository(owner: "devdesk-org", name: "docs-site") { pullRequest(number: $n) {
    reviewThreads(first: 100) { nodes { isResolved } } } } }`;
  const response = await fetch(emulator.github.replace(/\/v3$/, '/graphql'), {
    method: 'POST',
    headers: { authorization: `bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables: { n: number } }),
  });
  const answer = (await response.json()) as {
    data: { repository: { pullRequest: { reviewThreads: { nodes: Array<{ isResolved: boolean }> } } } };
  };
  return answer.data.repository.pullRequest.reviewThreads.nodes.filter((thread) => !thread.isResolved).length;
}

describe('Agent tools (vscode.lm.invokeTool)', () => {
  let number: number;
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    const comments = (await github(`${docs}/pulls/comments?per_page=100`)).json as RestComment[];
    number = Number(comments[0]!.pull_request_url.split('/').pop());
  });

  it('contributes its tools to VS Code', () => {
    const names = vscode.lm.tools.map((tool) => tool.name);
    assert.ok(names.includes('devdesk_pullRequest') && names.includes('devdesk_searchPullRequests'), String(names));
  });

  it('reads a pull request named owner/repo#n as GitHub has it', async () => {
    const answer = await invoke('devdesk_pullRequest', {
      pullRequest: `devdesk-org/docs-site#${number}`,
      host: emulator.github,
    });
    const data = dataOf(answer);
    const rest = (await github(`${docs}/pulls/${number}`)).json as {
      title: string;
      changed_files: number;
      head: { ref: string };
    };
    assert.equal(data.title, rest.title);
    assert.equal(data.head, rest.head.ref);
    assert.equal(data.changedFiles, rest.changed_files);
    assert.equal((data.files as unknown[]).length, Math.min(100, rest.changed_files));
    // The files in REST's words, as REST lists them (the answer comes from one GraphQL query).
    const files = (await github(`${docs}/pulls/${number}/files?per_page=100`)).json as Array<{
      filename: string;
      status: string;
      additions: number;
      deletions: number;
    }>;
    assert.deepEqual(
      (data.files as Array<{ path: string; status: string; additions: number; deletions: number }>).map((file) => [
        file.path,
        file.status,
        file.additions,
        file.deletions,
      ]),
      files.map((file) => [file.filename, file.status, file.additions, file.deletions]),
    );
    // Each unresolved thread's line and last comment as REST's review comments say them.
    const comments = (await github(`${docs}/pulls/${number}/comments?per_page=100`)).json as Array<{
      id: number;
      in_reply_to_id?: number;
      path: string;
      line: number | null;
      original_line: number | null;
      body: string;
    }>;
    for (const thread of data.unresolvedThreads as Array<{
      path: string;
      line: number;
      comments: number;
      lastComment: { body: string };
    }>) {
      const root = comments.find(
        (comment) =>
          comment.in_reply_to_id === undefined &&
          comment.path === thread.path &&
          (comment.line ?? comment.original_line) === thread.line,
      );
      assert.ok(root, `a REST thread on line ${thread.line}`);
      const own = comments.filter((comment) => comment.id === root.id || comment.in_reply_to_id === root.id);
      assert.equal(thread.comments, own.length);
      assert.equal(thread.lastComment.body, own.at(-1)!.body);
    }
    assert.equal((data.unresolvedThreads as unknown[]).length, await unresolvedThreadsOnGitHub(number));
    assert.ok((data.unresolvedThreads as Array<{ lastComment: unknown }>).every((thread) => thread.lastComment));
    assert.ok(!answer.includes(emulator.tokens.github), 'no token in the answer');
  });

  it('reads the pull request whose description is open when the input names none', async () => {
    const uri = vscode.Uri.from(
      pullDocumentUri({ hostId: emulator.github, owner: 'devdesk-org', repo: 'docs-site', number }),
    );
    await vscode.window.showTextDocument(uri);
    const data = dataOf(await invoke('devdesk_pullRequest', {}));
    assert.equal(data.pullRequest, `devdesk-org/docs-site#${number}`);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('answers bad input with a clear sentence and sends nothing', async () => {
    await resetEmulatorRequests();
    const answer = await invoke('devdesk_pullRequest', { pullRequest: 'docs-site 12', host: emulator.github });
    assert.match(answer, /^Invalid input, nothing was sent\. pullRequest: expected owner\/repo#number/);
    const search = await invoke('devdesk_searchPullRequests', { query: 'is:open', limit: 500 });
    assert.match(search, /^Invalid input, nothing was sent\. limit:/);
    // No search and none of the pull request tool's GraphQL reads; the views' own reads may still come meanwhile.
    assert.equal((await emulatorRequests(`${new URL(emulator.github).pathname}/search`)).count, 0);
    const operations = await graphqlOperations();
    assert.deepEqual(
      operations.filter((operation) => operation.startsWith('DevDeskPullOverview')),
      [],
    );
  });

  it('finds pull requests by a search and by a saved query, as GitHub counts them', async () => {
    const query = 'repo:devdesk-org/docs-site is:pr is:open';
    const rest = (await github(`/search/issues?q=${encodeURIComponent(query)}&per_page=5`)).json as {
      total_count: number;
      items: Array<{ number: number }>;
    };
    const data = dataOf(await invoke('devdesk_searchPullRequests', { query, limit: 5 }));
    assert.equal(data.total, rest.total_count);
    assert.deepEqual(
      (data.pullRequests as Array<{ pullRequest: string }>).map((pull) => pull.pullRequest),
      rest.items.map((item) => `devdesk-org/docs-site#${item.number}`),
    );
    const settings = vscode.workspace.getConfiguration('devdesk.github');
    await settings.update('queries', [{ label: 'Docs open', query }], vscode.ConfigurationTarget.Global);
    try {
      const saved = await eventually(async () => {
        const answer = await invoke('devdesk_searchPullRequests', { savedQuery: 'Docs open', limit: 5 });
        return answer.includes('<untrusted-data') ? dataOf(answer) : undefined;
      }, 'the saved query');
      assert.equal(saved.total, rest.total_count);
      assert.match(await invoke('devdesk_searchPullRequests', { savedQuery: 'Nope' }), /No saved query is labelled/);
    } finally {
      await settings.update('queries', undefined, vscode.ConfigurationTarget.Global);
    }
  });
});
