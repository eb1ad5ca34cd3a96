// Where a review comment written in a pull request's diff editor is anchored on GitHub: the commit and the lines of
// the side it was written on. Pure (test/unit/ui/pulls-review-scope.test.ts).
import type { FileAtCommit } from './file-system';

/**
 * The commit a review comment written on this side is anchored to: the diff's head commit on either side (GitHub's
 * `commit_id` is "the SHA of the commit needing a comment", and `side: LEFT` picks the base side of that commit's diff:
 * https://docs.github.com/en/rest/pulls/comments#create-a-review-comment-for-a-pull-request).
 */
export function commentCommit(file: Pick<FileAtCommit, 'sha' | 'pull' | 'fromHead'>): string {
  return file.pull?.side === 'base' ? (file.fromHead?.sha ?? file.pull.chosen ?? file.sha) : file.sha;
}
