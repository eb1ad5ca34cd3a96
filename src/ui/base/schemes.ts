// The URI schemes of DevDesk's virtual documents, and the addresses several features build or read. Any feature may
// import this module (a feature never imports another, so a document one feature serves and another reads, like
// the saved article the preview renders or the pull request description, is described here once). A scheme only
// its own feature uses still takes its name from here, and lint allows a `devdesk-…` scheme literal nowhere else.
// Pure: the builders return the parts `vscode.Uri.from` takes, and the readers accept any `vscode.Uri`.

/** A read-only article opened from the Articles view (its saved Markdown; the preview shows its rendered_body). */
export const savedArticleScheme = 'devdesk-article';
/** One of my articles edited on the service as a file (src/ui/articles/files/server-files.ts). */
export const articleFileScheme = 'devdesk-article-file';
/** A pull request's description or a file's patch, read-only (src/ui/pulls/documents.ts). */
export const pullScheme = 'devdesk-pull';
/** A pull request's file at a commit, the sides of its diff (src/ui/pulls/file-system.ts). */
export const pullFileScheme = 'devdesk-pr-file';
/** A Qiita Team template edited as a file (src/ui/templates/file-system.ts). */
export const templateScheme = 'devdesk-template';
/** A GraphQL endpoint's schema as SDL (src/ui/graphql/schema-view.ts). */
export const graphQLSchemaScheme = 'devdesk-graphql-schema';
/** The answer of a GraphQL operation (src/ui/graphql/result-view.ts). */
export const graphQLResultScheme = 'devdesk-graphql-result';

/** What `vscode.Uri.from` takes, and what these readers read of a `vscode.Uri`. */
export interface UriParts {
  readonly scheme: string;
  readonly path: string;
  readonly query: string;
}

/** A saved article: which item on which host. */
export interface SavedArticleRef {
  readonly hostId: string;
  readonly itemId: string;
}

/** `devdesk-article:/<item id>.md?host=<host id>`: the title shows the id; the host travels in the query. */
export function savedArticleUri(article: SavedArticleRef): UriParts {
  return {
    scheme: savedArticleScheme,
    path: `/${article.itemId}.md`,
    query: new URLSearchParams({ host: article.hostId }).toString(),
  };
}

/** The item and host of a `devdesk-article:` document (the host is '' when it names none); else undefined. */
export function savedArticleOf(uri: UriParts): SavedArticleRef | undefined {
  if (uri.scheme !== savedArticleScheme) return undefined;
  return {
    hostId: new URLSearchParams(uri.query).get('host') ?? '',
    itemId: uri.path.replace(/^\//, '').replace(/\.md$/, ''),
  };
}

/** A pull request of a repository. */
export interface PullRef {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
}

/** A pull request document: the description, or a file's patch. */
export interface PullDocumentRef extends PullRef {
  readonly hostId: string;
  /** Absent for the description; the file's path for a patch. */
  readonly file?: string;
}

/** `devdesk-pull:/<owner>-<repo>-<number>.md?…` (the description) or `devdesk-pull:/<path>.diff?…&file=<path>`. */
export function pullDocumentUri(target: PullDocumentRef): UriParts {
  const name = target.file ? `${target.file}.diff` : `${target.owner}-${target.repo}-${target.number}.md`;
  const query = new URLSearchParams({
    host: target.hostId,
    owner: target.owner,
    repo: target.repo,
    number: String(target.number),
    ...(target.file ? { file: target.file } : {}),
  });
  return { scheme: pullScheme, path: `/${name}`, query: query.toString() };
}

/** What a `devdesk-pull:` document shows, from its query (missing parts are '' and NaN, as they always were read). */
export function pullDocumentOf(uri: UriParts): PullDocumentRef {
  const query = new URLSearchParams(uri.query);
  return {
    hostId: query.get('host') ?? '',
    owner: query.get('owner') ?? '',
    repo: query.get('repo') ?? '',
    number: Number(query.get('number')),
    file: query.get('file') ?? undefined,
  };
}

/** `owner/repo#12`: how a pull request is named in a draft's subject (and by GitHub). */
export function pullSubject(pull: PullRef): string {
  return `${pull.owner}/${pull.repo}#${pull.number}`;
}

/** The pull request of an `owner/repo#12` subject; undefined for anything else. */
export function parsePullSubject(subject: string): PullRef | undefined {
  const match = /^([^/]+)\/([^#]+)#(\d+)$/.exec(subject);
  return match ? { owner: match[1]!, repo: match[2]!, number: Number(match[3]) } : undefined;
}

/** A comment of a pull request a draft edits: one of the conversation (`issue`) or a review comment (`review`). */
export interface PullCommentRef {
  readonly kind: 'issueComment' | 'reviewComment';
  readonly id: number;
}

/** `issue:<id>` or `review:<id>`: a pull request draft's `commentId` when it edits a comment. */
export function pullCommentId(comment: {
  readonly kind: PullCommentRef['kind'];
  readonly id: number | bigint;
}): string {
  return `${comment.kind === 'issueComment' ? 'issue' : 'review'}:${comment.id}`;
}

/** The comment an `issue:<id>` / `review:<id>` names; undefined for anything else. */
export function parsePullCommentId(commentId: string): PullCommentRef | undefined {
  const match = /^(issue|review):(\d+)$/.exec(commentId);
  return match ? { kind: match[1] === 'issue' ? 'issueComment' : 'reviewComment', id: Number(match[2]) } : undefined;
}
