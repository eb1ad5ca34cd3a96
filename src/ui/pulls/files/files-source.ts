// A pull request's Files node: its files a page of 100 at a time, each page with the same files' viewed states
// (../file-pages.ts), laid out as a folder tree or flat by `devdesk.pulls.fileLayout`. Listing a file fetches
// nothing of it: its contents and review threads are read when it is opened; only which files have outdated threads
// is known up front (the pull request's one thread-states query, ../threads/outdated-threads.ts).
import * as vscode from 'vscode';
import type { PullRequestFile } from '../../../core/github/types';
import type { Host } from '../../accounts/index';
import { describeError } from '../../base/errors';
import type { PageFetcher, PagedList } from '../../base/paging';
import type { ListCache } from '../../base/tree/lists';
import { pagedChildren, type TreeNode } from '../../base/tree/nodes';
import { phrase } from '../../base/text';
import type { FileFolderNodeData, PullNodeData, PullTreeNode } from '../pull/data';
import type { PullFilePages } from '../pull/file-pages';
import type { FilePagesBook } from '../pull/file-pages-book';
import { fileTree, folderAt } from './file-tree';
import { layoutFileNode, treeLevelNodes, type FileLayout, type FilesWhere } from './file-tree-nodes';

type Node = TreeNode<PullNodeData>;

export const fileLayoutSetting = 'devdesk.pulls.fileLayout';

export function fileLayout(): FileLayout {
  return vscode.workspace.getConfiguration().get(fileLayoutSetting) === 'flat' ? 'flat' : 'tree';
}

/** The paged list's fetcher over the shared pages: the list's n-th page is the pull request's n-th page of files. */
function listFetcher(pages: PullFilePages): PageFetcher<PullRequestFile> {
  let delivered = 0;
  return async () => {
    const page = await pages.page(delivered);
    if (!page) return { items: [] };
    delivered += 1;
    const more = delivered < pages.pages.length || !pages.complete;
    return { items: [...page.files], total: pages.total, ...(more ? { next: String(delivered) } : {}) };
  };
}

/** What another concern shows on the files listed (the viewed states' checkboxes). */
export interface FileDecorations {
  /** A file node with what the concern adds to it. */
  decorate(node: PullTreeNode, pages: PullFilePages): PullTreeNode;
}

/** What another concern shows on a pull request's files once it has asked the service (the outdated threads). */
export interface PullFileDecorations {
  forPull(pull: Pick<FilesWhere, 'hostId' | 'repo' | 'number'>): Promise<(node: PullTreeNode) => PullTreeNode>;
}

export class PullFilesSource {
  constructor(
    private readonly book: FilePagesBook,
    private readonly viewed: FileDecorations,
    private readonly threads: PullFileDecorations,
  ) {}

  /** The Files node's children: the first page, then a page per Load more. */
  async files(where: FilesWhere, host: Host, lists: ListCache): Promise<Node[]> {
    const pages = this.book.pages(host, where.repo, where.number, where.commits.head);
    const list = lists.obtain<PullRequestFile>(where.filesNodeId, listFetcher(pages));
    const [threads] = await Promise.all([this.threads.forPull(where), list.ensureFirstPage()]);
    const layout = fileLayout();
    const decorate = (node: PullTreeNode) => threads(this.viewed.decorate(node, pages));
    const nodes = pagedChildren(
      list,
      { parentId: where.filesNodeId, listKey: where.filesNodeId, host, empty: phrase('No files changed.') },
      (file) => decorate(layoutFileNode(where, file, layout)),
      describeError,
    );
    if (layout === 'flat') return nodes;
    const tail = nodes.slice(list.items.length);
    return [
      ...treeLevelNodes(
        where,
        fileTree(list.items, (file) => file.filename),
        decorate,
      ),
      ...tail,
    ];
  }

  /** A folder's children, from the files its Files node has listed (no request of its own). */
  async folder(data: FileFolderNodeData, lists: ListCache): Promise<Node[]> {
    const list = lists.get(data.filesNodeId) as PagedList<PullRequestFile> | undefined;
    const pages = this.book.known(
      { hostId: data.hostId, owner: data.repo.owner, repo: data.repo.repo, number: data.number },
      data.commits.head,
    );
    if (!list || !pages) return [];
    const threads = await this.threads.forPull(data);
    const folder = folderAt(
      fileTree(list.items, (file) => file.filename),
      data.path,
    );
    return folder ? treeLevelNodes(data, folder.children, (node) => threads(this.viewed.decorate(node, pages))) : [];
  }
}
