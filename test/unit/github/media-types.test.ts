// Accept values and API base URLs: pure functions, plus what the emulator says it served (X-GitHub-Media-Type).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gitHubApiUrl, githubAccept, mergeAccept, previews } from '../../../src/core/github/index.js';
import { collect, startGitHubFixture, type GitHubFixture } from './fixtures.js';

describe('GitHub media types', () => {
  it('builds v3, param and preview Accept values', () => {
    assert.equal(githubAccept(), 'application/vnd.github.v3+json');
    assert.equal(githubAccept({ param: 'diff' }), 'application/vnd.github.v3.diff');
    assert.equal(githubAccept({ param: 'patch' }), 'application/vnd.github.v3.patch');
    assert.equal(githubAccept({ param: 'repository' }), 'application/vnd.github.v3.repository+json');
    assert.equal(githubAccept({ param: 'full' }), 'application/vnd.github.v3.full+json');
    assert.equal(githubAccept({ previews: [previews.updateBranch] }), 'application/vnd.github.lydian-preview+json');
    assert.equal(
      githubAccept({ previews: [previews.lockReasons, 'jean-grey-preview', previews.nodeIds] }),
      'application/vnd.github.sailor-v-preview+json, application/vnd.github.jean-grey-preview+json',
    );
    assert.equal(
      githubAccept({ param: 'html', previews: [previews.nodeIds] }),
      'application/vnd.github.jean-grey-preview.html+json',
    );
  });

  it('merges Accept lists, first occurrence wins, case-insensitively', () => {
    assert.equal(
      mergeAccept(
        'application/vnd.github.v3+json',
        'Application/VND.github.v3+json, text/html',
        undefined,
        ' text/plain ',
      ),
      'application/vnd.github.v3+json, text/html, text/plain',
    );
  });

  it('derives the REST base from what the user typed', () => {
    assert.equal(gitHubApiUrl('github.com'), 'https://api.github.com');
    assert.equal(gitHubApiUrl('https://github.com/'), 'https://api.github.com');
    assert.equal(gitHubApiUrl('https://api.github.com'), 'https://api.github.com');
    assert.equal(gitHubApiUrl('https://ghe.example.com'), 'https://ghe.example.com/api/v3');
    assert.equal(gitHubApiUrl('ghe.example.com'), 'https://ghe.example.com/api/v3');
    assert.equal(gitHubApiUrl('https://ghe.example.com/api/v3/'), 'https://ghe.example.com/api/v3');
  });

  describe('against the emulator', () => {
    let fixture: GitHubFixture;
    before(async () => {
      fixture = await startGitHubFixture();
    });
    after(() => fixture.close());

    it('is served the media type it asked for', async () => {
      const served = async (accept: string): Promise<string | undefined> =>
        (await fixture.client.http.request({ path: '/repos/devdesk-org/monorepo/pulls/1', accept, cache: false }))
          .headers['x-github-media-type'];
      assert.equal(await served(githubAccept({ param: 'diff' })), 'github.v3; param=diff');
      assert.equal(
        await served(githubAccept({ previews: [previews.lockReasons, previews.nodeIds] })),
        'github.sailor-v-preview; format=json',
      );
      assert.equal(await served(githubAccept()), 'github.v3; format=json');
    });

    it('works with an Enterprise-style base URL (a path prefix): the emulator is one', async () => {
      assert.match(fixture.emulator.info.github, /\/api\/v3$/);
      const [first] = await collect(
        fixture.client.pulls.list({ owner: 'devdesk-org', repo: 'monorepo' }, { limit: 1 }),
      );
      assert.ok(first?.url.startsWith(fixture.emulator.info.github));
    });
  });
});
