// Viewed files in the Pull Requests view: what the pull request and Files nodes ask of this sub-concern (the Files
// node's count, each file node's checkbox) and the commands `registerPulls` adds. The states are GitHub's own
// (`viewerViewedState`), so they agree with the web page and other machines. They come with the pages of files the
// user lists (../file-pages.ts says why): opening a pull request reads its first page, and the count covers the
// files listed so far.
import type * as vscode from 'vscode';
import type { Accounts, GraphQLClient, Host } from '../../accounts/index';
import type { Command } from '../../base/commands';
import type { NodeTree } from '../../base/tree/provider';
import type { WriteRoad } from '../../base/write-command';
import type { PullTreeNode } from '../pull/data';
import type { FilePagesBook } from '../pull/file-pages-book';
import type { PullFilePages } from '../pull/file-pages';
import type { PullKit } from '../pull/kit';
import type { PullTargets } from '../pull/pick-targets';
import { ViewedBook } from './viewed-book';
import { NextUnviewedFileCommand, SetViewedCommand } from './viewed-commands';
import { viewedCount, withViewedCount, withViewedState } from './viewed-nodes';
import { viewedFileRule } from './viewed-targets';

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

  /**
   * A pull request's parts, its Files node with the count. The first page of files and of their states is read as
   * the pull request opens (two requests, whatever its size), so the Files node is drawn once with its count: a
   * redraw of the pull request while VS Code resolves the Files below it registers their nodes twice (VS Code's
   * "Element with id … is already registered"). A failed read leaves the count out; the Files list asks again.
   */
  async withCount(pullNodeId: string, host: Host, parts: PullTreeNode[]): Promise<PullTreeNode[]> {
    return Promise.all(
      parts.map(async (part) => {
        if (part.data.type !== 'part' || part.data.part !== 'files') return part;
        const pull = {
          hostId: part.data.hostId,
          owner: part.data.repo.owner,
          repo: part.data.repo.repo,
          number: part.data.number,
        };
        const pages = this.book.files.pages(host, part.data.repo, part.data.number, part.data.commits.head);
        await pages.page(0).catch(() => undefined);
        this.book.shownAt(pull, pullNodeId);
        return withViewedCount(part, viewedCount(pages.summary()));
      }),
    );
  }

  /** A file node with its checkbox, once its page's states are known. */
  decorate(node: PullTreeNode, pages: PullFilePages): PullTreeNode {
    if (node.data.type !== 'file') return node;
    const { hostId, repo, number, file } = node.data;
    return withViewedState(
      node,
      { hostId, owner: repo.owner, repo: repo.repo, number, path: file.filename },
      pages.stateOf(file.filename),
    );
  }

  commands(targets: PullTargets): Command[] {
    // The book redraws what shows the states itself: a toggle reloads nothing else.
    const road: WriteRoad<GraphQLClient> = {
      client: (host: Host) => this.accounts.requireGraphQLClient(host),
      afterChange: () => undefined,
    };
    const rule = viewedFileRule(this.accounts, targets);
    return [
      new SetViewedCommand(road, rule, true, this.book),
      new SetViewedCommand(road, rule, false, this.book),
      new NextUnviewedFileCommand(this.accounts, this.book),
    ];
  }
}

/** The viewed files' commands, for the feature's index.ts. */
export function viewedCommands(kit: PullKit & { readonly viewed: ViewedFiles }): Command[] {
  return kit.viewed.commands(kit.targets);
}
