// Viewed files in the Pull Requests view: what the pull request and Files nodes ask of this sub-concern (the Files
// node's count, each file node's checkbox) and the commands `registerPulls` adds. The states are GitHub's own
// (`viewerViewedState`), so they agree with the web page and other machines. They come with the pages of files the
// user lists (../file-pages.ts says why), so opening a pull request asks for none, and the count covers the
// files listed so far.
import type * as vscode from 'vscode';
import type { Accounts, GraphQLClient, Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import type { NodeTree } from '../../base/tree/provider';
import type { WriteRoad } from '../../base/write-command';
import type { PullTreeNode } from '../data';
import type { FilePagesBook, PullKey } from '../file-pages-book';
import type { PullFilePages } from '../file-pages';
import type { PullTargets } from '../pick-targets';
import { ViewedBook } from './viewed-book';
import { NextUnviewedFileCommand, SetViewedCommand } from './viewed-commands';
import { viewedCount, withViewedCount, withViewedState } from './viewed-nodes';
import { viewedFileRule } from './viewed-targets';

const countKey = (pages: PullFilePages | undefined) => JSON.stringify(viewedCount(pages?.summary()) ?? null);

export class ViewedFiles {
  private readonly book: ViewedBook;

  private tree: NodeTree<unknown> | undefined;

  constructor(
    private readonly accounts: Accounts,
    files: FilePagesBook,
  ) {
    this.book = new ViewedBook(files, (nodeId) => this.tree?.refresh(nodeId));
  }

  /** Redraws in this tree, and reads the states again after its Refresh. */
  attach(tree: NodeTree<unknown>): vscode.Disposable {
    this.tree = tree;
    return tree.onDidReload(() => this.book.clear());
  }

  /** A pull request's parts, its Files node with the count of the files listed so far (none before it is opened). */
  withCount(pullNodeId: string, parts: PullTreeNode[]): PullTreeNode[] {
    return parts.map((part) => {
      if (part.data.type !== 'part' || part.data.part !== 'files') return part;
      const pull = { hostId: part.data.hostId, owner: part.data.repo.owner, repo: part.data.repo.repo, number: part.data.number };
      const pages = this.book.files.known(pull, part.data.commits.head);
      this.book.shownAt(pull, pullNodeId, countKey(pages));
      return withViewedCount(part, viewedCount(pages?.summary()));
    });
  }

  /** A page of files was listed: the pull request nodes showing them redraw when their count changes. */
  listed(pull: PullKey, pages: PullFilePages): void {
    this.book.listed(pull, countKey(pages));
  }

  /** A file node with its checkbox, once its page's states are known. */
  decorate(node: PullTreeNode, pages: PullFilePages): PullTreeNode {
    if (node.data.type !== 'file') return node;
    const { hostId, repo, number, file } = node.data;
    return withViewedState(node, { hostId, owner: repo.owner, repo: repo.repo, number, path: file.filename }, pages.stateOf(file.filename));
  }

  commands(targets: PullTargets): Command[] {
    // The book redraws what shows the states itself: a toggle reloads nothing else.
    const road: WriteRoad<GraphQLClient> = { client: (host: Host) => this.accounts.requireGraphQLClient(host), afterChange: () => undefined };
    const rule = viewedFileRule(this.accounts, targets);
    return [new SetViewedCommand(road, rule, true, this.book), new SetViewedCommand(road, rule, false, this.book), new NextUnviewedFileCommand(this.accounts, this.book)];
  }
}
