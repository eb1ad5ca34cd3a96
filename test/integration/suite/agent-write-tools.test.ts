// DevDesk's write tools in real VS Code, invoked as an agent invokes them (`vscode.lm.invokeTool`): each prepares its
// question first (what, where and as whom, the text quoted), read through DevDeskApi.agent since VS Code confirms its
// own dialog by itself while extension tests run, and its effect is read back from the emulator's GitHub; bad input
// and a refused write (no pending review to submit) ask nothing and send nothing.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import {
  devdesk,
  emulator,
  emulatorRequests,
  resetEmulatorRequests,
  writeRequests,
  signInWithSandboxToken,
  signOut,
} from './helpers';
import { github } from './pull-nodes';

const docs = '/repos/devdesk-org/docs-site';

async function invoke(name: string, input: object): Promise<string> {
  const result = await vscode.lm.invokeTool(name, { input, toolInvocationToken: undefined });
  return result.content.map((part) => (part instanceof vscode.LanguageModelTextPart ? part.value : '')).join('');
}

/** Invokes a write tool; resolves to the question DevDesk prepared for it (title and message) and the answer. */
async function invokeAsked(name: string, input: object): Promise<{ question: string; result: string }> {
  const api = await devdesk();
  const before = api.agent.questions.length;
  const result = await invoke(name, input);
  const asked = api.agent.questions.slice(before).filter((question) => question.tool === name);
  assert.equal(asked.length, 1, `one question before ${name}`);
  return { question: `${asked[0]!.title}\n${asked[0]!.message}`, result };
}

async function graphql<Data>(query: string, variables: object): Promise<Data> {
  const response = await fetch(emulator.github.replace(/\/v3$/, '/graphql'), {
    method: 'POST',
    headers: { authorization: `bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: Data }).data;
}

interface Thread {
  id: string;
  path: string;
  isResolved: boolean;
  comments: { nodes: Array<{ databaseId: number }> };
}

async function threads(number: number): Promise<Thread[]> {
  const data = await graphql<{ repository: { pullRequest: { reviewThreads: { nodes: Thread[] } } } }>(
    `
      query ($n: Int!) {
        repository(owner: "devdesk-org", name: "docs-site") {
          pullRequest(number: $n) {
            reviewThreads(first: 100) {
              nodes {
                id
                path
                isResolved
                comments(first: 1) {
                  nodes {
                    databaseId
                  }
                }
              }
            }
          }
        }
      }
    `,
    { n: number },
  );
  return data.repository.pullRequest.reviewThreads.nodes;
}

async function viewedState(number: number, path: string): Promise<string | undefined> {
  const data = await graphql<{
    repository: { pullRequest: { files: { nodes: Array<{ path: string; viewerViewedState: string }> } } };
  }>(
    `
      query ($n: Int!) {
        repository(owner: "devdesk-org", name: "docs-site") {
          pullRequest(number: $n) {
            files(first: 100) {
              nodes {
                path
                viewerViewedState
              }
            }
          }
        }
      }
    `,
    { n: number },
  );
  return data.repository.pullRequest.files.nodes.find((file) => file.path === path)?.viewerViewedState;
}

const restPost = (path: string, body: object) =>
  fetch(`${emulator.github}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${emulator.tokens.github}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Agent write tools (vscode.lm.invokeTool, asking first)', () => {
  let number: number;
  let pullRequest: string;
  before(async () => {
    await signOut(emulator.github).then(undefined, () => undefined);
    await signInWithSandboxToken(emulator.github);
    const comments = (await github(`${docs}/pulls/comments?per_page=100`)).json as Array<{ pull_request_url: string }>;
    const numbers = [...new Set(comments.map((comment) => Number(comment.pull_request_url.split('/').pop())))];
    for (const candidate of numbers) {
      if ((await threads(candidate)).some((thread) => !thread.isResolved)) {
        number = candidate;
        break;
      }
    }
    assert.ok(number, 'a docs-site pull request with an unresolved thread');
    pullRequest = `devdesk-org/docs-site#${number}`;
  });

  it('resolves a thread after asking as whom and where, and unresolves it', async () => {
    const thread = (await threads(number)).find((each) => !each.isResolved)!;
    const input = { pullRequest, host: emulator.github, threadId: thread.id };
    const accepted = await invokeAsked('devdesk_resolveThread', input);
    assert.match(accepted.question, /Send to GitHub as mona\?/);
    assert.ok(accepted.question.includes(`Resolve the review thread on ${thread.path} (${thread.id})`));
    assert.ok(accepted.question.includes(`Where: ${pullRequest} on ${emulator.github}`), accepted.question);
    assert.ok(accepted.question.includes('As: mona'), accepted.question);
    assert.equal(accepted.result, `The thread ${thread.id} is now resolved.`);
    assert.equal((await threads(number)).find((each) => each.id === thread.id)!.isResolved, true);

    const undone = await invokeAsked('devdesk_resolveThread', { ...input, resolved: false });
    assert.equal(undone.result, `The thread ${thread.id} is now unresolved.`);
    assert.equal((await threads(number)).find((each) => each.id === thread.id)!.isResolved, false);
  });

  it('replies to a thread with the text the question showed', async () => {
    const thread = (await threads(number)).find((each) => !each.isResolved)!;
    const body = 'Agreed — the agent checked this ```twice```.';
    const { question, result } = await invokeAsked('devdesk_replyToThread', {
      pullRequest,
      host: emulator.github,
      threadId: thread.id,
      body,
    });
    assert.ok(question.includes(body), question);
    assert.match(String(result), /^Replied to .* as comment \d+\.$/);
    const comments = (await github(`${docs}/pulls/${number}/comments?per_page=100`)).json as Array<{
      body: string;
      in_reply_to_id?: number;
    }>;
    const reply = comments.find((comment) => comment.body === body);
    assert.equal(reply?.in_reply_to_id, thread.comments.nodes[0]!.databaseId);
  });

  it('marks a file viewed and not viewed', async () => {
    const files = (await github(`${docs}/pulls/${number}/files`)).json as Array<{ filename: string }>;
    const path = files[0]!.filename;
    const input = { pullRequest, host: emulator.github, path };
    const marked = await invokeAsked('devdesk_markFileViewed', input);
    assert.ok(marked.question.includes(`Mark ${path} viewed`), marked.question);
    assert.equal(await viewedState(number, path), 'VIEWED');
    await invokeAsked('devdesk_markFileViewed', { ...input, viewed: false });
    assert.equal(await viewedState(number, path), 'UNVIEWED');
  });

  it('submits the pending review, and refuses with none pending, sending nothing', async () => {
    const input = { pullRequest, host: emulator.github, event: 'COMMENT', body: 'Looked through it with the agent.' };
    const reviewsOf = async () =>
      (await github(`${docs}/pulls/${number}/reviews?per_page=100`)).json as Array<{
        id: number;
        state: string;
        user: { login: string };
        body: string;
      }>;
    for (const review of await reviewsOf())
      if (review.state === 'PENDING' && review.user.login === 'mona')
        await fetch(`${emulator.github}${docs}/pulls/${number}/reviews/${review.id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${emulator.tokens.github}` },
        });
    await resetEmulatorRequests();
    const api = await devdesk();
    const questions = api.agent.questions.length;
    const refused = await invoke('devdesk_submitReview', input);
    assert.equal(api.agent.questions.length, questions, 'nothing asked');
    assert.match(refused, /^mona has no pending review on devdesk-org\/docs-site#\d+ to submit\.$/);
    // The view's own GraphQL reads are POSTs too: count the reviews' route, where a submit would go.
    const reviewsPath = `${new URL(emulator.github).pathname}${docs}/pulls/${number}/reviews`;
    assert.equal((await emulatorRequests(reviewsPath, 'POST')).count, 0);

    const pending = (await (await restPost(`${docs}/pulls/${number}/reviews`, {})).json()) as { id: number };
    const { question, result } = await invokeAsked('devdesk_submitReview', input);
    assert.ok(question.includes('Submit your pending review as comments') && question.includes(input.body), question);
    assert.match(String(result), new RegExp(`^Review ${pending.id} submitted`));
    const submitted = (await reviewsOf()).find((review) => review.id === pending.id);
    assert.equal(submitted?.state, 'COMMENTED');
    assert.equal(submitted?.body, input.body);
  });

  it('answers bad input with a clear sentence, asks nothing and sends nothing', async () => {
    await resetEmulatorRequests();
    const answer = await invoke('devdesk_replyToThread', { pullRequest, host: emulator.github, body: '   ' });
    assert.match(answer, /^Invalid input, nothing was sent\. /);
    assert.match(answer, /threadId/);
    assert.match(answer, /body: expected some text/);
    // A reply is a REST POST or a GraphQL mutation; the views' own reads (GraphQL's are POSTs too) are not counted.
    assert.equal(await writeRequests(), 0);
  });
});
