// GitHub-specific failures the UI explains in its own words. They extend the HTTP layer's family, so code that
// only knows ConflictError or ValidationError still handles them.
//
//   MergeNotAllowedError   405 on PUT merge: conflicts, a draft, or a merge method the repository disallows
//   HeadChangedError       409 on PUT merge: `sha` was sent and the head moved (new commits the user has not seen)
//   StaleHeadShaError      422 on update-branch: `expected_head_sha` is not the head any more
//   MarkdownTooLargeError  refused before sending: the text is over the 400 KB the renderer accepts
//   StaleFileError         409 on PUT contents: the file's blob on the branch is not the `sha` sent (it changed since)
//   NotAFileError          GET contents answered a directory, symlink or submodule where a file was asked for
import {
  ApiError,
  ConflictError,
  RequestError,
  ValidationError,
  type ApiErrorInit,
  type RequestInfo,
} from '../http/index.js';

export type MergeRefusal = 'conflicts' | 'draft' | 'method-not-allowed' | 'not-mergeable';

/** The init of an existing ApiError, to re-raise it as a more specific class with the same facts. */
function initOf(error: ApiError): ApiErrorInit {
  return {
    status: error.status,
    request: { method: error.method, path: error.path, service: error.service },
    headers: error.headers,
    message: error.serviceMessage,
    type: error.type,
    errors: error.errors,
    documentationUrl: error.documentationUrl,
    retryable: error.retryable,
  };
}

function refusalOf(message: string | undefined): MergeRefusal {
  const text = (message ?? '').toLowerCase();
  if (text.includes('not allowed')) return 'method-not-allowed';
  if (text.includes('draft')) return 'draft';
  if (text.includes('conflict')) return 'conflicts';
  return 'not-mergeable';
}

export class MergeNotAllowedError extends ApiError {
  /** Why, as far as the message tells: conflicts, draft, a disallowed merge method, or not mergeable. */
  readonly reason: MergeRefusal;

  constructor(error: ApiError) {
    super(initOf(error));
    this.reason = refusalOf(error.serviceMessage);
  }
}

export class HeadChangedError extends ConflictError {
  /** The head SHA the caller expected (what the user saw). */
  readonly expectedSha: string | undefined;

  constructor(error: ApiError, expectedSha: string | undefined) {
    super(initOf(error));
    this.expectedSha = expectedSha;
  }
}

export class StaleFileError extends ConflictError {
  /** The file written, and the blob SHA the writer expected to replace. */
  readonly filePath: string;
  readonly expectedSha: string;

  constructor(error: ApiError, filePath: string, expectedSha: string) {
    super(initOf(error));
    this.filePath = filePath;
    this.expectedSha = expectedSha;
  }
}

export class StaleHeadShaError extends ValidationError {
  readonly expectedHeadSha: string | undefined;

  constructor(error: ApiError, expectedHeadSha: string | undefined) {
    super(initOf(error));
    this.expectedHeadSha = expectedHeadSha;
  }
}

export class MarkdownTooLargeError extends RequestError {
  readonly bytes: number;
  readonly limitBytes: number;

  constructor(path: string, bytes: number, limitBytes: number) {
    super(
      `POST ${path}: the Markdown text is ${formatKb(bytes)}; ` +
        `the renderer accepts at most ${formatKb(limitBytes)}, so it was not sent`,
      { method: 'POST', path, service: 'github' },
      false,
    );
    this.bytes = bytes;
    this.limitBytes = limitBytes;
  }
}

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export class NotAFileError extends RequestError {
  /** The path that was asked for. */
  readonly filePath: string;
  /** What GitHub says is there instead: `dir`, `symlink` or `submodule`. */
  readonly kind: string;

  constructor(request: RequestInfo, filePath: string, kind: string) {
    super(
      `${request.method} ${request.path}: ${filePath} is a ${kind === 'dir' ? 'directory' : kind}, not a file`,
      request,
      false,
    );
    this.filePath = filePath;
    this.kind = kind;
  }
}
