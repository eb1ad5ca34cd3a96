// `devdesk_pullRequestDiff` (#devdeskPullRequestDiff): a pull request's changes as GitHub's unified diff, one file's
// patch (docs.github.com/rest/pulls/pulls#list-pull-requests-files) or the diff of a range of commits in its
// repository (docs.github.com/rest/commits/commits#compare-two-commits: `base`…`head`, head defaulting to the pull
// request's head), bounded in size (core/agent/diff-answer.ts). Reads only.
import type { DiffInput } from '../../core/agent/more-inputs';
import type { Accounts } from '../accounts/index';
import { loadCore } from '../base/core';
import type { ReadTool } from './tool';
import { pullOf, ToolInputError } from './tool-hosts';

export function diffTool(accounts: Accounts): ReadTool<DiffInput> {
  return {
    name: 'devdesk_pullRequestDiff',
    check: (agent, input) => agent.checkToolInput(agent.diffInput, input),
    async answer(input, signal) {
      const core = loadCore();
      const { host, pull } = await pullOf(accounts, input);
      const where = `${pull.owner}/${pull.repo}#${pull.number}`;
      const repo = { owner: pull.owner, repo: pull.repo };
      const client = await accounts.requireGitHubClient(host);
      const { boundedPatches, toolAnswer } = core.agent;
      if (input.base === undefined && input.head === undefined) {
        if (input.path === undefined)
          throw new ToolInputError('Invalid input, nothing was sent. Give "path" (one file), or "base" (a range).');
        for await (const file of client.pulls.listFiles(repo, pull.number, { signal })) {
          if (file.filename !== input.path) continue;
          const [answered] = boundedPatches([file]);
          const summary = `The patch of ${file.filename} in ${where} on ${host.id} (${file.status}).`;
          return toolAnswer(summary, 'GitHub', { pullRequest: where, host: host.id, file: answered });
        }
        throw new ToolInputError(`${where} changes no file ${JSON.stringify(input.path)}.`);
      }
      if (input.base === undefined) throw new ToolInputError('Invalid input, nothing was sent. "head" needs "base".');
      const head = input.head ?? (await client.pulls.get(repo, pull.number, { signal })).head.sha;
      const compared = await client.compare.commits(repo, input.base, head, { signal });
      const files = compared.files.filter((file) => input.path === undefined || file.filename === input.path);
      const answered = boundedPatches(files);
      const data = {
        pullRequest: where,
        host: host.id,
        base: input.base,
        head,
        mergeBase: compared.mergeBaseSha,
        status: compared.status,
        commits: compared.commits.map((commit) => ({
          sha: commit.sha,
          message: core.agent.clip(commit.commit.message.split('\n')[0] ?? '', 200),
        })),
        truncated: compared.truncated,
        files: answered,
      };
      const withPatch = answered.filter((file) => file.patch !== undefined).length;
      const summary =
        `The diff ${input.base}...${head} in ${pull.owner}/${pull.repo} on ${host.id}: ` +
        `${core.agent.counted(compared.commits.length, 'commit')}, ${core.agent.counted(files.length, 'file')}, ` +
        `${withPatch} with their patches.`;
      return toolAnswer(summary, 'GitHub', data);
    },
  };
}
