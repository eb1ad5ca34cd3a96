// What a failure means for the user, as a reason code and its facts: no `vscode`, no localization, so every
// decision here is tested under node:test (test/unit/ui/errors.test.ts). The presenter (error-presenter.ts) turns a
// description into a sentence and the next action.
//
// The core ships as its own lazily loaded bundle, so its error classes are recognised by the `name` each one sets
// from its constructor (kept through minification by esbuild's keepNames), never by `instanceof` here.

export type ErrorReason =
  | 'cancelled'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'headChanged'
  | 'mergeNotAllowed'
  | 'invalid'
  | 'rateLimited'
  | 'abuseLimited'
  | 'serverError'
  | 'network'
  | 'timeout'
  | 'insecureTransport'
  | 'redirectedWrite'
  | 'badResponse'
  | 'tooLarge'
  | 'answerTooLarge'
  | 'notInBrowser'
  | 'browserRefused'
  | 'unknown';

export interface ErrorDescription {
  readonly reason: ErrorReason;
  /** Facts for the sentence: what the service said, when a limit resets, the status… */
  readonly params: ErrorParams;
  /** Sending the same request again later may succeed. */
  readonly retryable: boolean;
}

export interface ErrorParams {
  status?: number;
  /** The service's own message, when it sent one. */
  serviceMessage?: string;
  /** When a spent rate limit resets (epoch ms). */
  resetAt?: number;
  /** How long a secondary limit asks us to wait. */
  retryAfterSeconds?: number;
  /** `METHOD /path`, already redacted by the core. */
  request?: string;
  /** A network error code such as ECONNREFUSED. */
  code?: string;
  /** For anything not recognised: the error's own message. */
  detail?: string;
  /** The host that sent an answer too large to read, e.g. `https://qiita.com`. */
  host?: string;
  /** How many MB (MiB) such an answer may have. */
  limitMegabytes?: number;
  /** DevDesk had no token for the host (never signed in, or signed out): nothing was refused, nothing was sent. */
  notSignedIn?: boolean;
}

/** What the user can do next about a failure; the presenter offers these as buttons. */
export type NextAction = 'signIn' | 'signInAgain' | 'retry' | 'openSettings' | 'showLog';

interface ErrorShape {
  name?: string;
  message?: string;
  status?: number;
  retryable?: boolean;
  serviceMessage?: string;
  resetAt?: Date;
  retryAfterMs?: number;
  method?: string;
  path?: string;
  code?: string;
  host?: string;
  limitBytes?: number;
  /** GitHub's `errors[]` on a 422: which field and why, or a sentence of its own. */
  errors?: Array<{ message?: string; field?: string; code?: string }>;
}

/** The service's message with the details of its `errors[]` ("Validation Failed: A pull request already exists…"). */
function serviceMessageOf(error: ErrorShape): string | undefined {
  const details = (error.errors ?? [])
    .map((detail) => detail.message ?? [detail.field, detail.code].filter(Boolean).join(' '))
    .filter(Boolean);
  if (details.length === 0) return error.serviceMessage;
  return error.serviceMessage ? `${error.serviceMessage}: ${details.join('; ')}` : details.join('; ');
}

const byName: Record<string, ErrorReason> = {
  AuthenticationError: 'unauthorized',
  // The UI's own: a view asked for a host that has no token (src/ui/accounts/accounts.ts).
  SignedOutError: 'unauthorized',
  PermissionError: 'forbidden',
  NotFoundError: 'notFound',
  HeadChangedError: 'headChanged',
  ConflictError: 'conflict',
  MergeNotAllowedError: 'mergeNotAllowed',
  StaleHeadShaError: 'headChanged',
  ValidationError: 'invalid',
  RateLimitError: 'rateLimited',
  AbuseLimitError: 'abuseLimited',
  ServerError: 'serverError',
  NetworkError: 'network',
  TimeoutError: 'timeout',
  InsecureTransportError: 'insecureTransport',
  RedirectedWriteError: 'redirectedWrite',
  // The browser's transport: a redirect a browser hides is not followed (core/http/browser/transport.ts).
  OpaqueRedirectError: 'redirectedWrite',
  // Work that needs Node, reached in a browser's web worker (core/not-in-browser.ts).
  NotInBrowserError: 'notInBrowser',
  ResponseFormatError: 'badResponse',
  SchemaMismatchError: 'badResponse',
  MarkdownTooLargeError: 'tooLarge',
  AnswerTooLargeError: 'answerTooLarge',

  RequestAbortedError: 'cancelled',
  AbortError: 'cancelled',
  // vscode.CancellationError, thrown by VS Code APIs when the user cancels.
  Canceled: 'cancelled',
};

function reasonFromStatus(status: number | undefined): ErrorReason | undefined {
  if (status === undefined) return undefined;
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 400 || status === 422) return 'invalid';
  if (status >= 500) return 'serverError';
  return undefined;
}

function paramsOf(error: ErrorShape): ErrorParams {
  const params: ErrorParams = {};
  if (typeof error.status === 'number' && error.status > 0) params.status = error.status;
  const serviceMessage = serviceMessageOf(error);
  if (serviceMessage) params.serviceMessage = serviceMessage;
  if (error.resetAt instanceof Date) params.resetAt = error.resetAt.getTime();
  if (typeof error.retryAfterMs === 'number') params.retryAfterSeconds = Math.ceil(error.retryAfterMs / 1000);
  if (error.method && error.path) params.request = `${error.method} ${error.path}`;
  if (typeof error.code === 'string') params.code = error.code;
  if (typeof error.host === 'string') params.host = error.host;
  if (typeof error.limitBytes === 'number')
    params.limitMegabytes = Math.round((error.limitBytes / (1024 * 1024)) * 10) / 10;
  if (error.name === 'SignedOutError') params.notSignedIn = true;
  return params;
}

/** The code of a NetworkError whose fetch the browser refused (core/http/browser/transport.ts). */
const browserFetchRefusedCode = 'BROWSER_FETCH_REFUSED';

export function describeError(error: unknown): ErrorDescription {
  if (typeof error !== 'object' || error === null) {
    return { reason: 'unknown', params: { detail: String(error) }, retryable: false };
  }
  const shape = error as ErrorShape;
  const named = byName[shape.name ?? ''] ?? reasonFromStatus(shape.status) ?? 'unknown';
  // A fetch the browser refused (core/http/browser/transport.ts): CORS or no server, a page is not told which.
  const reason = named === 'network' && shape.code === browserFetchRefusedCode ? 'browserRefused' : named;
  const params = paramsOf(shape);
  if (reason === 'unknown' && shape.message) params.detail = shape.message;
  const retryable = shape.retryable ?? (reason === 'network' || reason === 'timeout' || reason === 'serverError');
  return { reason, params, retryable };
}

export function isCancellation(error: unknown): boolean {
  return describeError(error).reason === 'cancelled';
}

/** The actions worth offering for a failure, best first. */
export function nextActions(description: ErrorDescription): NextAction[] {
  switch (description.reason) {
    case 'unauthorized':
      return [description.params.notSignedIn ? 'signIn' : 'signInAgain'];
    case 'insecureTransport':
      return ['openSettings'];
    case 'cancelled':
      return [];
    case 'badResponse':
    case 'unknown':
      return ['showLog'];
    default:
      return description.retryable ? ['retry'] : [];
  }
}
