// Which repository a clone's remotes name (src/core/github/remotes.ts): the one rule the Pull Requests view and the
// preview's gfm context share. Before, each feature had its own copy: the view compared host names with their case
// and listed remotes in file order, the preview ignored case and put `origin` first; both now do the latter.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  firstRepositoryOnHost,
  gitHubWebHost,
  gitHubWebOrigin,
  gitRemotesOf,
  parseRemoteUrl,
  parseRepositoryName,
  remoteUrlsOf,
  repositoryOnHost,
  virtualGitHubRemote,
} from '../../../src/core/github/remotes';

describe('git remotes: a .git/config', () => {
  it('yields only the url of [remote "…"] sections, with their names', () => {
    const config =
      '[core]\n\turl = nope\n[remote "origin"]\n\turl = git@github.com:octo/app.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[remote "upstream"]\n\turl = https://github.com/up/app\n[branch "main"]\n\tremote = origin\n\turl = not-a-remote\n';
    assert.deepEqual(gitRemotesOf(config), [
      { name: 'origin', url: 'git@github.com:octo/app.git' },
      { name: 'upstream', url: 'https://github.com/up/app' },
    ]);
  });

  it('lists origin first, whatever its place in the file (the Pull Requests view used file order)', () => {
    const config =
      '[core]\r\n\tbare = false\r\n[remote "upstream"]\r\n\turl = https://github.com/up/stream.git\r\n[remote "origin"]\r\n\turl = git@github.com:me/repo.git \r\n';
    assert.deepEqual(remoteUrlsOf(config), ['git@github.com:me/repo.git', 'https://github.com/up/stream.git']);
    assert.deepEqual(firstRepositoryOnHost(remoteUrlsOf(config), 'github.com'), { owner: 'me', repo: 'repo' });
  });

  it('is empty for a config without remotes', () => {
    assert.deepEqual(remoteUrlsOf('[core]\n\trepositoryformatversion = 0\n'), []);
  });
});

describe('git remotes: a remote URL', () => {
  const cases: Array<[string, string, string | undefined]> = [
    ['https://github.com/octo/app.git', 'github.com', 'octo/app'],
    ['https://github.com/octo/app', 'github.com', 'octo/app'],
    ['https://github.com/o/r/', 'github.com', 'o/r'],
    ['git@github.com:octo/app.git', 'github.com', 'octo/app'],
    ['ssh://git@github.com/octo/app.git', 'github.com', 'octo/app'],
    ['ssh://git@ghe.example.com:22/o/r.git', 'ghe.example.com', 'o/r'],
    ['git@ghe.example.com:team/tool.git', 'ghe.example.com', 'team/tool'],
    ['http://127.0.0.1:4000/octo/app.git', '127.0.0.1:4000', 'octo/app'],
    ['https://gitlab.com/octo/app.git', 'github.com', undefined],
    ['https://github.com/octo', 'github.com', undefined],
    ['https://github.com/o/r/x', 'github.com', undefined],
    ['not a url', 'github.com', undefined],
  ];
  for (const [remote, host, expected] of cases) {
    it(`${remote} on ${host} → ${expected ?? 'not a repository there'}`, () => {
      const repository = repositoryOnHost(remote, host);
      assert.equal(repository && `${repository.owner}/${repository.repo}`, expected);
    });
  }

  it('compares host names without case (the Pull Requests view compared them with it)', () => {
    assert.deepEqual(repositoryOnHost('git@GitHub.com:octo/app.git', 'github.com'), { owner: 'octo', repo: 'app' });
    assert.deepEqual(repositoryOnHost('ssh://git@GHE.example.com/o/r.git', 'ghe.example.com'), {
      owner: 'o',
      repo: 'r',
    });
    assert.deepEqual(repositoryOnHost('https://github.com/octo/app.git', 'GitHub.com'), { owner: 'octo', repo: 'app' });
  });

  it('names the host in lower case without its port', () => {
    assert.deepEqual(parseRemoteUrl('ssh://git@GHE.example.com:2222/team/tool.git'), {
      host: 'ghe.example.com',
      owner: 'team',
      repo: 'tool',
    });
    assert.equal(parseRemoteUrl('/local/path/repo.git'), undefined);
  });
});

describe('git remotes: hosts and names', () => {
  it('map a REST base to its web host and origin', () => {
    assert.equal(gitHubWebHost('https://api.github.com'), 'github.com');
    assert.equal(gitHubWebHost('https://ghe.example.com/api/v3'), 'ghe.example.com');
    assert.equal(gitHubWebHost('http://127.0.0.1:4000/github/api/v3'), '127.0.0.1:4000');
    assert.equal(gitHubWebOrigin('https://api.github.com'), 'https://github.com');
    assert.equal(gitHubWebOrigin('http://127.0.0.1:4000/github/api/v3'), 'http://127.0.0.1:4000');
  });

  it('read owner/name as a person types it', () => {
    assert.deepEqual(parseRepositoryName(' octo/app '), { owner: 'octo', repo: 'app' });
    for (const text of ['bad entry', 'a/b/c', 'octo/', '']) assert.equal(parseRepositoryName(text), undefined, text);
  });
});

describe('virtualGitHubRemote: a repository github.dev or vscode.dev opened as a workspace folder', () => {
  const folder = (authority: string, path: string, scheme = 'vscode-vfs') => ({ scheme, authority, path });

  it("is github.com's owner/repo, also with a branch in the authority or a path below the root", () => {
    const expected = 'https://github.com/devdesk-org/docs-site.git';
    assert.equal(virtualGitHubRemote(folder('github', '/devdesk-org/docs-site')), expected);
    assert.equal(virtualGitHubRemote(folder('github+7b2276223a317d', '/devdesk-org/docs-site')), expected);
    assert.equal(virtualGitHubRemote(folder('github', '/devdesk-org/docs-site/public/a.md')), expected);
    assert.equal(
      firstRepositoryOnHost([virtualGitHubRemote(folder('github', '/mona/my.repo_1'))!], 'github.com')?.repo,
      'my.repo_1',
    );
  });

  it('is nothing for another scheme or authority, or a path that names no repository', () => {
    assert.equal(virtualGitHubRemote(folder('github', '/devdesk-org/docs-site', 'file')), undefined);
    assert.equal(virtualGitHubRemote(folder('azurerepos', '/org/project/repo')), undefined);
    assert.equal(virtualGitHubRemote(folder('githubx', '/devdesk-org/docs-site')), undefined);
    assert.equal(virtualGitHubRemote(folder('github', '/devdesk-org')), undefined);
    assert.equal(virtualGitHubRemote(folder('github', '/')), undefined);
  });

  it('takes no hostile path for a repository', () => {
    for (const path of ['/../etc', '/owner/..', '/own er/repo', '/owner/re po', '/owner/repo@evil.example', '/a:b/c'])
      assert.equal(virtualGitHubRemote(folder('github', path)), undefined, path);
  });
});
