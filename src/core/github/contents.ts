// Repository contents (https://docs.github.com/en/rest/repos/contents#get-repository-content): a file at a commit,
// for the Pull Requests view's diff editor, which fetches a file at the base and at the head SHA; and a file written
// on a branch (https://docs.github.com/en/rest/repos/contents#create-or-update-file-contents), one commit per file,
// for a suggestion committed without a checkout.
//
// GitHub answers a file as base64 in `content` (lines of 60 characters) up to 1 MB; above that, up to 100 MB, with
// `encoding: "none"` and no content: `bytes` is then undefined. A path that is not there at that commit is a 404
// (NotFoundError from the HTTP layer), as is a ref GitHub does not know ("No commit found for the ref …").
import * as z from 'zod/mini';
import { base64FromBytes, bytesFromBase64 } from '../bytes.js';
import { ApiError, ResponseFormatError } from '../http/index.js';
import type { GitHubApi } from './api.js';
import { NotAFileError, StaleFileError } from './errors.js';
import { describedBy, type Schemas } from './schema.js';
import type { CallOptions, RepoRef } from './types.js';

/** A file at a commit. */
export interface FileContent {
  path: string;
  /** The blob's SHA (git's id of the bytes). */
  sha: string;
  /** Size in bytes. */
  size: number;
  /** The file's bytes; undefined when GitHub sends none because the file is too large (over 1 MB). */
  bytes?: Uint8Array;
}

export interface ContentOptions extends CallOptions {
  /** A commit SHA, branch or tag; GitHub's default is the repository's default branch. */
  ref?: string;
}

/** `content-file`: the fields read here. */
export const contentFileSchema = describedBy<Schemas['content-file']>()({
  type: z.literal('file'),
  encoding: z.string(),
  size: z.number(),
  path: z.string(),
  sha: z.string(),
  content: z.string(),
});

/** A file to write on a branch: its new bytes, and the blob SHA it replaces (what the writer read). */
export interface FileWrite {
  branch: string;
  message: string;
  bytes: Uint8Array;
  /** The blob being replaced; GitHub answers 409 when the branch's file is another blob. Absent: a new file. */
  sha?: string;
}

/** What a write made: the new commit and the file's new blob. */
export interface WrittenFile {
  commitSha: string;
  blobSha: string;
}

/** `file-commit`: the fields read here. */
const fileCommitSchema = describedBy<Schemas['file-commit']>()({
  content: z.nullable(z.looseObject({ sha: z.optional(z.string()) })),
  commit: z.looseObject({ sha: z.optional(z.string()) }),
});

/** `/contents/<path>` with each segment escaped (spaces, `#`, `?`, non-ASCII) and the slashes kept. */
export function contentPath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  return `/contents/${segments.map(encodeURIComponent).join('/')}`;
}

export class Contents {
  constructor(private readonly api: GitHubApi) {}

  /**
   * A file at `ref`. 404 (no such file there, or no such commit, or a private repository the token cannot read) is
   * the HTTP layer's NotFoundError; a directory, symlink or submodule is NotAFileError. Not kept in the conditional
   * cache: a file at a commit SHA never changes, the caller keeps what it needs, and bodies of up to 1.4 MB would
   * push every other entry out of it.
   */
  async get(repo: RepoRef, path: string, options: ContentOptions = {}): Promise<FileContent> {
    const response = await this.api.http.request({
      path: this.api.repoPath(repo, contentPath(path)),
      query: { ref: options.ref },
      cache: false,
      signal: options.signal,
    });
    const body: unknown = response.json();
    const kind = Array.isArray(body)
      ? 'dir'
      : typeof body === 'object' && body !== null && 'type' in body
        ? String(body.type)
        : undefined;
    const request = () => this.api.http.describe('GET', new URL(response.url));
    if (kind !== undefined && kind !== 'file') throw new NotAFileError(request(), path, kind);
    const file = this.api.parse(contentFileSchema, response);
    if (file.encoding === 'none') return { path: file.path, sha: file.sha, size: file.size };
    if (file.encoding !== 'base64')
      throw new ResponseFormatError(
        request(),
        response.status,
        `content encoding "${file.encoding}" is neither base64 nor none`,
      );
    // bytesFromBase64 skips the newlines GitHub wraps the content with.
    return {
      path: file.path,
      sha: file.sha,
      size: file.size,
      bytes: bytesFromBase64(file.content),
    };
  }

  /**
   * Writes a file on a branch: one new commit. A blob that changed since `sha` was read is StaleFileError (409).
   * A PUT, never retried: the commit may have been made before an answer was lost.
   */
  async put(repo: RepoRef, path: string, write: FileWrite, options: CallOptions = {}): Promise<WrittenFile> {
    try {
      const answer = await this.api.http.json(fileCommitSchema, {
        method: 'PUT',
        path: this.api.repoPath(repo, contentPath(path)),
        json: {
          message: write.message,
          content: base64FromBytes(write.bytes),
          sha: write.sha,
          branch: write.branch,
        },
        idempotent: false,
        signal: options.signal,
      });
      return { commitSha: answer.commit.sha ?? '', blobSha: answer.content?.sha ?? '' };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && write.sha)
        throw new StaleFileError(error, path, write.sha);
      throw error;
    }
  }
}
