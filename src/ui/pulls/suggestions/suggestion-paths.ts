// Which file paths a suggestion may name before they become a URL of GitHub's contents API
// (https://docs.github.com/en/rest/repos/contents#get-repository-content: `/repos/{owner}/{repo}/contents/{path}`).
// A review comment's `path` is the service's text: a `..` segment would walk the URL out of `/contents/` (a URL's
// dot segments are resolved before it is sent), so the request carrying the token would reach another endpoint
// (the rule: pull/repository-paths.ts). Pure (test/unit/ui/pulls-suggestion-paths.test.ts).
import { phrase, type Phrase } from '../../base/text';
import { untrustedText } from '../../base/untrusted-text';
import { isRepositoryFilePath } from '../pull/repository-paths';

/** Undefined when `path` names a file of the repository; else the sentence saying why it is refused. */
export function contentsPathRefusal(path: string): Phrase | undefined {
  if (!isRepositoryFilePath(path)) {
    return phrase(
      'The comment names the file {0}, which is not a path inside the repository (an empty, “.” or “..” ' +
        'part, or a leading slash or backslash), so DevDesk does not ask GitHub for it.',
      untrustedText(JSON.stringify(path)),
    );
  }
  return undefined;
}
