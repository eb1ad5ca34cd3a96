// Where the viewed states shown are kept and redrawn: the states come with the Files list's pages
// (../file-pages.ts, GraphQL `viewerViewedState` a page at a time) and stay until Refresh; a mark or unmark
// updates them and redraws the pull request nodes that show them (their Files node's count and its files'
// checkboxes), so a toggle costs one request and no reload. A page of files read later (Load more) changes the
// count too: those nodes redraw then, not at the next redraw of the pull request.
import type { FileViewedState } from '../../../core/github/viewed-files';
import type { Host } from '../../accounts/index';
import type { FilePagesBook, PullKey } from '../pull/file-pages-book';
import { pullKeyOf } from '../pull/file-pages-book';

export type { PullKey };

export class ViewedBook {
  /** The pull request nodes whose Files node shows each pull request's states: redrawn when a state changes. */
  private readonly shownIn = new Map<string, Set<string>>();

  constructor(
    readonly files: FilePagesBook,
    private readonly redraw: (nodeId: string) => void,
  ) {
    // Not for the first page: a pull request node reads it before drawing its count (viewed-files.ts `withCount`),
    // and a redraw while VS Code resolves that node would register its Files nodes twice.
    files.onPageAdded((pull, index) => {
      if (index > 0) this.changed(pull);
    });
  }

  /** Remembers that a pull request node shows this pull request's states. */
  shownAt(pull: PullKey, pullNodeId: string): void {
    const key = pullKeyOf(pull);
    this.shownIn.set(key, (this.shownIn.get(key) ?? new Set()).add(pullNodeId));
  }

  /**
   * What GitHub now says of one file, after a mark or unmark: the pages change and the nodes showing them redraw
   * (`state` undefined: only redrawn, as after a failed write, so a toggled checkbox shows GitHub's state again).
   */
  changed(pull: PullKey, path?: string, state?: FileViewedState): void {
    if (path !== undefined && state !== undefined) this.files.setState(pull, path, state);
    for (const nodeId of this.shownIn.get(pullKeyOf(pull)) ?? []) this.redraw(nodeId);
  }

  /** The pull request's GraphQL id, which the mutations need: from a page already read, else one small query. */
  pullNodeId(host: Host, pull: PullKey): Promise<string | undefined> {
    return this.files.pullNodeId(host, pull);
  }

  /** Refresh: the pages go, and so do the nodes that showed them (the view draws its nodes again, and tells again). */
  clear(): void {
    this.files.clear();
    this.shownIn.clear();
  }
}
