// A pull request list filtered on DevDesk's side (GitHub's list API cannot filter by reviewer or author,
// https://docs.github.com/en/rest/pulls/pulls#list-pull-requests), in pages a click can afford. Pure.
import type { PullRequestSummary } from '../../../core/github/types';
import type { PageWalk } from '../../base/paging';

/** Raw pages read at most for one filtered page: a "Load more" click costs at most this many requests. */
const maxPagesPerFilteredPage = 3;

/**
 * The same walk with items filtered on our side (the list API cannot filter by reviewer or author): one filtered
 * page gathers raw pages until something matches, at most three of them, so a click never sets off a storm.
 */
export function onlyIf(
  walk: PageWalk<PullRequestSummary>,
  keep: (pull: PullRequestSummary) => boolean,
): PageWalk<PullRequestSummary> {
  return {
    async *pages() {
      let gathered: PullRequestSummary[] = [];
      let read = 0;
      for await (const page of walk.pages()) {
        gathered = [...gathered, ...page.items.filter(keep)];
        read += 1;
        if (gathered.length > 0 || read >= maxPagesPerFilteredPage || !page.next) {
          yield { ...page, items: gathered };
          gathered = [];
          read = 0;
        }
      }
    },
  };
}
