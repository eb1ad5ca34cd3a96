// The GraphQL documents the benchmarks type into: what people write against GitHub's API (pull request lists,
// issue details with reactions, search, the add-reaction mutation, fragments, variables, directives). Completion is
// asked at every character of them; diagnostics run on a 200-line document made of them.
import type { TextPosition } from '../../src/core/graphql/language/index.js';

export const benchDocuments: readonly string[] = [
  `query OpenPullRequests($owner: String!, $name: String!, $count: Int = 20) {
  repository(owner: $owner, name: $name) {
    pullRequests(first: $count, states: [OPEN], orderBy: { field: UPDATED_AT, direction: DESC }) {
      totalCount
      nodes {
        number
        title
        isDraft
        mergeable
        author { login avatarUrl }
        labels(first: 5) { nodes { name color } }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
  rateLimit { cost remaining resetAt }
}`,
  `query IssueWithReactions($owner: String!, $name: String!, $number: Int!) {
  repository(owner: $owner, name: $name) {
    issue(number: $number) {
      id
      title
      body
      reactions(content: HOORAY, first: 1) { totalCount }
      reactionGroups { content viewerHasReacted }
      comments(first: 10) { nodes { id author { login } bodyText createdAt } }
    }
  }
}`,
  `mutation AddHooray($subjectId: ID!) {
  addReaction(input: { subjectId: $subjectId, content: HOORAY }) {
    reaction { content }
    subject { id }
  }
}`,
  `query Search($query: String!, $withBody: Boolean = false) {
  search(query: $query, type: ISSUE, first: 20) {
    issueCount
    nodes {
      ... on Issue { number title url body @include(if: $withBody) }
      ... on PullRequest { ...PullRequestSummary }
    }
  }
}

fragment PullRequestSummary on PullRequest {
  number
  title
  headRefName
  baseRefName
  reviewDecision
  commits(last: 1) { nodes { commit { oid statusCheckRollup { state } } } }
}`,
  `query Viewer {
  viewer {
    login
    name
    organizations(first: 10) { nodes { login name } }
    repositories(first: 10, orderBy: { field: PUSHED_AT, direction: DESC }, ownerAffiliations: [OWNER]) {
      nodes { nameWithOwner stargazerCount isPrivate defaultBranchRef { name } }
    }
  }
}`,
];

export interface DocumentPosition {
  text: string;
  position: TextPosition;
}

/** Every position of every document (each character, and the end of each line), in order. */
export function everyPosition(documents: readonly string[] = benchDocuments): DocumentPosition[] {
  return documents.flatMap((text) =>
    text
      .split('\n')
      .flatMap((line, lineIndex) =>
        Array.from({ length: line.length + 1 }, (_, character) => ({ text, position: { line: lineIndex, character } })),
      ),
  );
}

/** A valid document of about `lines` lines: the documents above in turn, renamed so every name stays unique. */
export function longDocument(lines = 200): string {
  let text = '';
  for (let index = 0; text.split('\n').length < lines; index++) {
    const copy = benchDocuments[index % benchDocuments.length]!.replace(
      /(query|mutation|fragment) (\w+)/g,
      `$1 $2${index}`,
    ).replace(/\.\.\.PullRequestSummary\b/g, `...PullRequestSummary${index}`);
    text += text ? `\n\n${copy}` : copy;
  }
  return text;
}
