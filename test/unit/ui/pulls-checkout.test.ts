// Checking out a pull request, decided from text alone: which remote, the remote added for a fork (its name and
// URL), the local branch, and which changes make a working tree dirty.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkoutPlan,
  fetchRefspec,
  forkRemoteName,
  forkRemoteUrl,
  isBranchName,
  localBranchName,
  originFirst,
  remoteFor,
  trackedChanges,
} from '../../../src/ui/pulls/checkout/checkout-plan';

const base = { owner: 'devdesk-org', repo: 'monorepo' };
const origin = {
  name: 'origin',
  fetchUrl: 'https://github.com/devdesk-org/monorepo.git',
  pushUrl: 'https://github.com/devdesk-org/monorepo.git',
};

test('a branch of the repository itself comes from its remote, under its own name', () => {
  const plan = checkoutPlan([origin], base, { repo: base, ref: 'feature/x' }, 'github.com');
  assert.deepEqual(plan, { remote: 'origin', remoteBranch: 'origin/feature/x', localBranch: 'feature/x' });
});

test("a fork's branch comes through a remote added for the fork, named after its owner, in the clone's URL form", () => {
  const fork = { repo: { owner: 'Linus-Dev', repo: 'monorepo' }, ref: 'main' };
  assert.deepEqual(checkoutPlan([origin], base, fork, 'github.com'), {
    remote: 'linus-dev',
    addRemote: { name: 'linus-dev', url: 'https://github.com/Linus-Dev/monorepo.git' },
    remoteBranch: 'linus-dev/main',
    localBranch: 'pr/Linus-Dev/main',
  });
  const ssh = { name: 'origin', fetchUrl: 'git@github.com:devdesk-org/monorepo.git' };
  assert.equal(checkoutPlan([ssh], base, fork, 'github.com')?.addRemote?.url, 'git@github.com:Linus-Dev/monorepo.git');
});

test('a fork that already has a remote is fetched from it, whatever it is called', () => {
  const upstream = { name: 'linus', fetchUrl: 'https://github.com/linus-dev/monorepo' };
  const plan = checkoutPlan(
    [origin, upstream],
    base,
    { repo: { owner: 'linus-dev', repo: 'monorepo' }, ref: 'fix' },
    'github.com',
  );
  assert.deepEqual(plan, { remote: 'linus', remoteBranch: 'linus/fix', localBranch: 'pr/linus-dev/fix' });
});

test('a clone without a remote for the repository on the host has no plan', () => {
  assert.equal(checkoutPlan([origin], base, { repo: base, ref: 'x' }, 'ghe.example.com'), undefined);
  assert.equal(
    checkoutPlan(
      [{ name: 'origin', fetchUrl: 'https://github.com/someone/else.git' }],
      base,
      { repo: base, ref: 'x' },
      'github.com',
    ),
    undefined,
  );
});

test('the remote named for a fork never takes an existing name', () => {
  assert.equal(forkRemoteName(['origin'], 'alice'), 'alice');
  assert.equal(forkRemoteName(['origin', 'Alice'], 'alice'), 'alice-2');
  assert.equal(forkRemoteName(['alice', 'alice-2'], 'alice'), 'alice-3');
});

test("a fork's URL keeps the template's scheme, host, port and .git suffix", () => {
  const fork = { owner: 'bob', repo: 'tool' };
  assert.equal(forkRemoteUrl('http://127.0.0.1:8080/devdesk-org/tool.git', fork), 'http://127.0.0.1:8080/bob/tool.git');
  assert.equal(forkRemoteUrl('ssh://git@github.com/devdesk-org/tool', fork), 'ssh://git@github.com/bob/tool');
  assert.equal(forkRemoteUrl('/srv/git/tool.git', fork), undefined);
});

test('remotes are looked at origin first, and matched on fetch or push URL without case', () => {
  const other = { name: 'upstream', fetchUrl: 'https://github.com/DevDesk-Org/MonoRepo.git' };
  assert.deepEqual(
    originFirst([other, origin]).map((remote) => remote.name),
    ['origin', 'upstream'],
  );
  assert.equal(
    remoteFor([{ name: 'push-only', pushUrl: 'git@github.com:devdesk-org/monorepo.git' }], base, 'github.com')?.name,
    'push-only',
  );
  assert.equal(remoteFor([other], base, 'github.com')?.name, 'upstream');
});

test('the local branch is the head ref, or pr/<owner>/<ref> for a fork', () => {
  assert.equal(localBranchName(base, { repo: { owner: 'DEVDESK-ORG', repo: 'monorepo' }, ref: 'fix' }), 'fix');
  assert.equal(localBranchName(base, { repo: { owner: 'x', repo: 'monorepo' }, ref: 'main' }), 'pr/x/main');
});

test('untracked and ignored files do not make a working tree dirty; any tracked change does', () => {
  assert.equal(trackedChanges([{ status: 7 }, { status: 8 }]), 0);
  assert.equal(trackedChanges([{ status: 7 }, { status: 5 }, { status: 0 }]), 2);
});

test('a head branch git could read as an option, or would not take as a branch, is no branch name', () => {
  for (const ref of ['main', 'feature/x', 'fix/issue-12', 'v1.2', 'user@host', 'a-b_c'])
    assert.equal(isBranchName(ref), true, ref);
  for (const ref of [
    '-x',
    '--upload-pack=touch /tmp/x',
    '',
    '@',
    'a..b',
    'a@{1}',
    'a b',
    'a~1',
    'a^',
    'a:b',
    'a?',
    'a*',
    'a[b',
    'a\\b',
    '/a',
    'a/',
    'a//b',
    '.a',
    'a/.b',
    'a.lock',
    'a/b.lock/c',
    'a.',
    'a\u0000b',
    'a\tb',
  ]) {
    assert.equal(isBranchName(ref), false, JSON.stringify(ref));
  }
});

test("the head branch is fetched by a full refspec, forced like a remote's default one, never led by a dash", () => {
  assert.equal(fetchRefspec('origin', 'feature/x'), '+refs/heads/feature/x:refs/remotes/origin/feature/x');
});

test('the remote named for a fork is never led by a dash or a dot', () => {
  assert.equal(forkRemoteName(['origin'], '-upload-pack'), 'fork-upload-pack');
  assert.equal(forkRemoteName(['origin'], '.hidden'), 'fork-hidden');
});
