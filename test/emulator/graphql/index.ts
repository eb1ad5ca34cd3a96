// The GitHub GraphQL API (v4), mounted at `/github/api/graphql`: graphql-js executing GitHub's published schema
// over the store shared with the REST emulation. HTTP concerns live here; the GraphQL pipeline is execution.ts.
import type { ServerResponse } from 'node:http';
import type { GitHubStore } from '../github/index.js';
import { sendJson, sendText, type ServiceRequest } from '../http.js';
import type { Service } from '../service.js';
import { documentationUrl } from './errors.js';
import { rateLimited, runGraphQL, type ExecutionOutcome, type GraphQLRequestBody } from './execution.js';
import { RateLimitBucket } from './rate-limit.js';
import { rootView } from './root.js';
import { gitHubSchema } from './schema.js';
import type { Account } from './store-access.js';

export { gitHubSchema, schemaBuildStats } from './schema.js';

const userAgentRefusal =
  'Request forbidden by administrative rules. Please make sure your request has a User-Agent header (https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required). Check https://developer.github.com for other possible causes.\n';

export function createGraphQLService(options: { store: GitHubStore; token: string }): Service {
  const { store } = options;
  let requestCount = 0;
  /** GitHub-looking request ids (`DA7A:...`), also quoted by the fault answers as GitHub does. */
  const nextRequestId = (): string => {
    requestCount += 1;
    const hex = (value: number, width: number): string => value.toString(16).toUpperCase().padStart(width, '0');
    return `DA7A:${hex(requestCount % 0x10000, 4)}:${hex((requestCount * 40503) % 0x1000000, 6)}:${hex(Math.floor(store.now() / 1000), 8)}`;
  };
  const buckets = new Map<number, RateLimitBucket>();
  const bucketOf = (viewer: Account): RateLimitBucket => {
    let bucket = buckets.get(viewer.id);
    if (!bucket) buckets.set(viewer.id, (bucket = new RateLimitBucket(5000, () => store.now())));
    return bucket;
  };
  /** The fault `rateLimit` spends the default token's hour, and that of every client seen so far. */
  const exhaustRateLimit = (): void => {
    const defaultViewer = store.userForToken(options.token);
    if (defaultViewer) bucketOf(defaultViewer).exhaust();
    for (const bucket of buckets.values()) bucket.exhaust();
  };

  async function handle(request: ServiceRequest, response: ServerResponse): Promise<void> {
    if (request.path !== '/')
      return sendJson(response, 404, { message: 'Not Found', documentation_url: documentationUrl });
    if (!request.headers['user-agent']) return sendText(response, 403, userAgentRefusal, 'text/plain; charset=utf-8');
    const viewer = authenticate(store, request.headers.authorization);
    if ('refusal' in viewer) return sendJson(response, 401, viewer.refusal);
    if (request.method !== 'POST' && request.method !== 'GET') {
      return sendJson(
        response,
        405,
        {
          message: 'Send GraphQL operations with POST (GET serves introspection only).',
          documentation_url: documentationUrl,
        },
        { Allow: 'GET, POST' },
      );
    }

    const bucket = bucketOf(viewer.account);
    const body = request.method === 'POST' ? decodeJsonBody(request.body) : queryFromUrl(request.query);
    let outcome: ExecutionOutcome;
    if (body === undefined)
      outcome = { status: 400, body: { message: 'Problems parsing JSON', documentation_url: documentationUrl } };
    else if (bucket.isExhausted()) outcome = rateLimited(viewer.account.id);
    else {
      const context = { store, viewer: viewer.account };
      outcome = await runGraphQL(body, {
        schema: gitHubSchema(),
        bucket,
        introspectionOnly: request.method === 'GET',
        viewerDatabaseId: viewer.account.id,
        rootView: (kind, analysis) => rootView(context, kind, analysis, bucket),
      });
    }
    sendJson(response, outcome.status, outcome.body, {
      ...bucket.headers(),
      'X-GitHub-Media-Type': 'github.v4; format=json',
      'X-GitHub-Request-Id': nextRequestId(),
      'X-OAuth-Scopes': 'read:org, repo, user',
      'X-Accepted-OAuth-Scopes': 'repo',
    });
  }

  return {
    handle,
    exhaustRateLimit,
    writeFault: (kind, response, retryAfter) => writeFault(kind, response, retryAfter, nextRequestId()),
  };
}

type Authentication = { account: Account } | { refusal: { message: string; documentation_url: string } };

/** `Authorization: bearer <token>` (or `token <token>`), checked against the tokens the store issued. */
function authenticate(store: GitHubStore, header: string | undefined): Authentication {
  const match = /^(?:bearer|token)\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match) {
    return {
      refusal: {
        message: 'This endpoint requires you to be authenticated.',
        documentation_url:
          'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql',
      },
    };
  }
  const account = store.userForToken(match[1]!);
  return account
    ? { account }
    : { refusal: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/graphql' } };
}

/** The POST body as `{ query, variables, operationName }`, or undefined when it is not a JSON object. */
function decodeJsonBody(raw: Buffer): GraphQLRequestBody | undefined {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as GraphQLRequestBody)
      : undefined;
  } catch {
    return undefined;
  }
}

function queryFromUrl(query: URLSearchParams): GraphQLRequestBody {
  return {
    query: query.get('query') ?? undefined,
    variables: query.get('variables') ?? undefined,
    operationName: query.get('operationName') ?? undefined,
  };
}

/** GitHub's own answers for the server's faults. */
function writeFault(
  kind: 'error500' | 'abuse' | 'rateLimit' | 'unauthorized',
  response: ServerResponse,
  retryAfter: number,
  requestId: string,
): boolean {
  if (kind === 'unauthorized') {
    sendJson(
      response,
      401,
      { message: 'Bad credentials', documentation_url: 'https://docs.github.com/graphql' },
      { 'X-GitHub-Request-Id': requestId },
    );
    return true;
  }
  if (kind === 'error500') {
    sendJson(
      response,
      500,
      {
        data: null,
        errors: [
          {
            message: `Something went wrong while executing your query. This may be the result of a timeout, or it could be a GitHub bug. Please include \`${requestId}\` when reporting this issue.`,
          },
        ],
      },
      { 'X-GitHub-Request-Id': requestId },
    );
    return true;
  }
  if (kind === 'abuse') {
    sendJson(
      response,
      403,
      {
        message: `You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID ${requestId}.`,
        documentation_url:
          'https://docs.github.com/graphql/overview/rate-limits-and-node-limits-for-the-graphql-api#secondary-rate-limits',
      },
      { 'Retry-After': retryAfter, 'X-GitHub-Request-Id': requestId },
    );
    return true;
  }
  const { status, body } = rateLimited(0);
  sendJson(response, status, body, {
    'X-RateLimit-Limit': 5000,
    'X-RateLimit-Remaining': 0,
    'X-RateLimit-Used': 5000,
    'X-RateLimit-Resource': 'graphql',
    'X-GitHub-Request-Id': requestId,
  });
  return true;
}
