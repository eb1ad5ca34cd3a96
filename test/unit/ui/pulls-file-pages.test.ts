// A pull request's files a page at a time, each REST page with the GraphQL page of the same files' viewed states:
// only the pages asked for are fetched, a failed states page leaves the files listed, a REST failure is retried, and
// each page is told as it arrives.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FileViewedState, ViewedFilesPage } from '../../../src/core/github/viewed-files';
import type { PullRequestFile } from '../../../src/core/github/types';
import { PullFilePages, type FilePagesClients } from '../../../src/ui/pulls/pull/file-pages';

const total = 250;
const paths = Array.from({ length: total }, (_, index) => `generated/module-${String(index).padStart(3, '0')}.ts`);
const file = (filename: string) =>
  ({ filename, status: 'added', additions: 1, deletions: 0, sha: 'a'.repeat(40) }) as PullRequestFile;

/** A fake GitHub: REST pages of 100 by `Link` and GraphQL states pages of 100 by cursor, every request counted. */
function fakeGitHub(options: { viewed?: readonly string[]; statesFail?: boolean; restFailsOnce?: number } = {}) {
  const requests: string[] = [];
  let restFailures = options.restFailsOnce === undefined ? 0 : 1;
  const clients: FilePagesClients = {
    rest: async () =>
      ({
        pulls: {
          listFiles: () => ({
            async *pages() {
              for (let start = 0; start < total; start += 100) {
                requests.push(`REST ${start / 100 + 1}`);
                if (options.restFailsOnce === start / 100 && restFailures-- > 0) throw new Error('socket hang up');
                yield {
                  items: paths.slice(start, start + 100).map(file),
                  ...(start + 100 < total ? { next: `page=${start / 100 + 2}` } : {}),
                };
              }
            },
          }),
        },
      }) as unknown as Awaited<ReturnType<FilePagesClients['rest']>>,
    states: async (after) => {
      const start = after === undefined ? 0 : Number(after);
      requests.push(`GraphQL after ${after ?? 'none'}`);
      if (options.statesFail) throw new Error('GraphQL: field viewerViewedState unknown');
      const states = new Map<string, FileViewedState>(
        paths.slice(start, start + 100).map((path) => [path, options.viewed?.includes(path) ? 'VIEWED' : 'UNVIEWED']),
      );
      const page: ViewedFilesPage = {
        pullNodeId: 'PR_1',
        changedFiles: total,
        states,
        after: start + 100 < total ? String(start + 100) : undefined,
      };
      return page;
    },
  };
  return { clients, requests };
}

describe('pull request file pages', () => {
  it('fetches the first page of files and of states together, and nothing more until asked', async () => {
    const { clients, requests } = fakeGitHub({ viewed: [paths[1]!, paths[150]!] });
    const pages = new PullFilePages(clients, { owner: 'o', repo: 'r' }, 7);
    const first = await pages.page(0);
    assert.equal(first?.files.length, 100);
    assert.deepEqual(requests.sort(), ['GraphQL after none', 'REST 1']);
    assert.deepEqual(pages.summary(), { listed: 100, viewed: 1, total, complete: false });
  });

  it('reads page n after the cursor of page n-1, and says when the list is whole', async () => {
    const { clients, requests } = fakeGitHub({ viewed: [paths[1]!, paths[150]!] });
    const pages = new PullFilePages(clients, { owner: 'o', repo: 'r' }, 7);
    assert.equal((await pages.page(2))?.files.at(-1)?.filename, paths[249]);
    assert.equal(await pages.page(3), undefined);
    assert.deepEqual(
      requests.filter((request) => request.startsWith('GraphQL')),
      ['GraphQL after none', 'GraphQL after 100', 'GraphQL after 200'],
    );
    assert.equal(requests.filter((request) => request.startsWith('REST')).length, 3);
    assert.equal(pages.stateOf(paths[150]!), 'VIEWED');
    assert.deepEqual(pages.summary(), { listed: total, viewed: 2, total, complete: true });
  });

  it('still lists the files when GitHub gives no states (no checkboxes, no count), and asks no states again', async () => {
    const { clients, requests } = fakeGitHub({ statesFail: true });
    const pages = new PullFilePages(clients, { owner: 'o', repo: 'r' }, 7);
    await pages.page(1);
    assert.equal(pages.pages.flatMap((page) => page.files).length, 200);
    assert.equal(pages.stateOf(paths[0]!), undefined);
    assert.equal(requests.filter((request) => request.startsWith('GraphQL')).length, 1);
  });

  it('retries a failed REST page and keeps the states in step with it', async () => {
    const { clients } = fakeGitHub({ restFailsOnce: 1, viewed: [paths[120]!] });
    const pages = new PullFilePages(clients, { owner: 'o', repo: 'r' }, 7);
    await pages.page(0);
    await assert.rejects(pages.page(1), /socket hang up/);
    assert.equal((await pages.page(1))?.files[0]?.filename, paths[100]);
    assert.equal(pages.stateOf(paths[120]!), 'VIEWED');
    assert.equal(pages.pages.length, 2);
  });

  it('marks a listed file viewed in place', async () => {
    const { clients } = fakeGitHub();
    const pages = new PullFilePages(clients, { owner: 'o', repo: 'r' }, 7);
    await pages.page(0);
    pages.setState(paths[3]!, 'VIEWED');
    assert.equal(pages.summary().viewed, 1);
    assert.equal(await pages.pullNodeId(), 'PR_1');
  });

  it('tells each page as it arrives, once, whoever asked for it (the Files count redraws by it)', async () => {
    const { clients } = fakeGitHub();
    // Each page with the files the count covers when it is told: the page is counted already.
    const told: Array<[number, number]> = [];
    const pages: PullFilePages = new PullFilePages(clients, { owner: 'o', repo: 'r' }, 7, (index) =>
      told.push([index, pages.summary().listed]),
    );
    await Promise.all([pages.page(0), pages.page(0)]);
    await pages.page(1);
    assert.deepEqual(told, [
      [0, 100],
      [1, 200],
    ]);
  });
});
