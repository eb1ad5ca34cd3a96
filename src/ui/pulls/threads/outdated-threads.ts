// The outdated review threads, and those on a whole file, shown under their files in the Files list: which paths
// have some, from the pull request's one thread-states query (thread-states.ts, shared with its diff editors and its
// Review comments node, so listing the files adds that query at most), and, when a file node opens, those threads as
// the Review comments node draws them, from the pull request's review comments (REST gives the comments; only
// GraphQL says which are outdated or on the whole file).
import type { Accounts, Host } from '../../accounts/index';
import type { PullTreeNode } from '../pull/data';
import { fileThreadsByPath, outdatedByPath, withFileThreads, withOutdatedThreads } from './outdated-files';
import { reviewThreadNodes } from './thread-nodes';
import type { PullKey, ThreadStates } from './thread-states';

export class OutdatedThreads {
  constructor(
    private readonly accounts: Accounts,
    /** The feature's thread states, once it gives them (none: no file shows outdated threads). */
    private readonly states: () => ThreadStates | undefined,
  ) {}

  /**
   * What a file node of the pull request shows of its outdated threads. A failed query leaves the files as they are:
   * the threads stay under Review comments.
   */
  async forPull(pull: PullKey): Promise<(node: PullTreeNode) => PullTreeNode> {
    const host = this.accounts.host(pull.hostId);
    const states =
      host &&
      (await this.states()
        ?.of(host, pull)
        .catch(() => undefined));
    const byPath = outdatedByPath(states?.values() ?? []);
    const onFile = fileThreadsByPath(states?.values() ?? []);
    const count = (map: Map<string, number[]>, path: string) => map.get(path)?.length ?? 0;
    return (node) =>
      node.data.type === 'file'
        ? withFileThreads(
            withOutdatedThreads(node, count(byPath, node.data.file.filename)),
            count(onFile, node.data.file.filename),
          )
        : node;
  }

  /** A file node's children: its outdated threads, each drawn as under Review comments. */
  async under(fileNode: PullTreeNode, host: Host): Promise<PullTreeNode[]> {
    const data = fileNode.data;
    const states = this.states();
    if (data.type !== 'file' || !states) return [];
    const client = await this.accounts.requireGitHubClient(host);
    const known = () => states.of(host, { hostId: host.id, repo: data.repo, number: data.number });
    return reviewThreadNodes(
      fileNode.id,
      host,
      data,
      client,
      known,
      (thread, state) =>
        thread[0]!.path === data.file.filename && (state?.isOutdated === true || state?.onFile === true),
    );
  }
}
