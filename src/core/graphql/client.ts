// createGraphQLClient: GraphQL over the shared HTTP layer, for https://api.github.com/graphql, an Enterprise
// `https://HOST/api/graphql`, the emulator, or any other endpoint. One POST per operation carrying
// `{ query, variables, operationName }` (https://graphql.org/learn/serving-over-http/); the token goes only to the
// endpoint (the layer's base-URL rule, with the endpoint itself as the base).
//
//   execute(request) -> GraphQLResult: data, errors[] (never thrown), rate limit, status, time, size
//   request(request) -> data; GraphQLResponseError when errors[] is not empty
//   HTTP failures are the layer's typed errors (AuthenticationError, RateLimitError, RequestAbortedError...).
//   Queries are sent again after transient failures (query-retry.ts); mutations never.
import {
  answerLimits,
  HttpClient,
  type HttpClientOptions,
  type HttpResponse,
  type RequestInfo,
  type WritePermit,
} from '../http/index.js';
import { toApiError } from '../http/response.js';
import { validate } from '../http/validate.js';
import * as z from 'zod/mini';
import { GraphQLResponseError, type GraphQLErrorEntry } from './errors.js';
import { describeOperation, type OperationInfo, type OperationType } from './operation.js';
import { withQueryRetries } from './query-retry.js';
import { readGraphQLRateLimit, type GraphQLRateLimit } from './rate-limit.js';
import { responseBodySchema, type ResponseBody } from './response.js';

export interface GraphQLClientOptions extends Pick<
  HttpClientOptions,
  'timeoutMs' | 'retry' | 'rateLimits' | 'dispatcher' | 'logger' | 'logHeaders' | 'maxAnswerBytes'
> {
  /** The endpoint itself, e.g. `https://api.github.com/graphql`. */
  endpoint: string;
  token?: string;
  /** GitHub requires one; default `DevDesk/<version> (<platform>; node <version>)`. */
  userAgent?: string;
}

export interface GraphQLRequest<Variables = Record<string, unknown>> {
  query: string;
  variables?: Variables;
  /** Which operation of the document to run; required by the server when the document holds several. */
  operationName?: string;
  signal?: AbortSignal;
  /** Per attempt; default the client's (30 s). */
  timeoutMs?: number;
}

export interface GraphQLResult<Data = unknown> {
  /** Absent or null when the operation failed before or during execution of the root. */
  data: Data | null | undefined;
  /** Empty when the operation succeeded. */
  errors: GraphQLErrorEntry[];
  extensions: Record<string, unknown> | undefined;
  /** What was sent, as far as the client could read the document. */
  operationType: OperationType | undefined;
  status: number;
  headers: Record<string, string>;
  /** The budget after this operation (headers, and the selected `rateLimit` object if any). */
  rateLimit: GraphQLRateLimit | undefined;
  elapsedMs: number;
  /** Size of the answer's body in bytes. */
  bytes: number;
}

export interface GraphQLClient {
  readonly endpoint: string;
  readonly http: HttpClient;
  execute<Data = unknown, Variables = Record<string, unknown>>(
    request: GraphQLRequest<Variables>,
  ): Promise<GraphQLResult<Data>>;
  request<Data = unknown, Variables = Record<string, unknown>>(request: GraphQLRequest<Variables>): Promise<Data>;
  /** The budget as last reported to this client. */
  rateLimit(): GraphQLRateLimit | undefined;
  setToken(token: string | undefined): void;
  /** This client, its mutations allowed under the tests' write guard (the UI's write road hands these out). */
  withWritePermit(permit: WritePermit): GraphQLClient;
}

/**
 * Statuses whose body may be a GraphQL answer rather than an HTTP failure: servers that follow GraphQL over HTTP
 * (https://graphql.github.io/graphql-over-http/draft/) answer a document that does not parse or validate with 4xx
 * and `errors[]`. GitHub answers those with 200.
 */
const graphQLErrorStatuses = [400, 422] as const;

export function createGraphQLClient(options: GraphQLClientOptions): GraphQLClient {
  return new GraphQLEndpointClient(options);
}

class GraphQLEndpointClient implements GraphQLClient {
  readonly endpoint: string;
  readonly http: HttpClient;
  private latestRateLimit: GraphQLRateLimit | undefined;

  constructor(
    private readonly options: GraphQLClientOptions,
    http?: HttpClient,
  ) {
    this.http =
      http ??
      new HttpClient({
        ...options,
        baseUrl: options.endpoint,
        service: { name: 'graphql', accept: 'application/json' },
        cache: false,
        maxAnswerBytes: options.maxAnswerBytes ?? answerLimits.graphql,
      });
    this.endpoint = this.http.baseUrl.toString();
  }

  async execute<Data, Variables>(request: GraphQLRequest<Variables>): Promise<GraphQLResult<Data>> {
    const operation = describeOperation(request.query, request.operationName);
    const started = performance.now();
    const send = () => this.post(request, operation);
    const response =
      operation.type === 'query'
        ? await withQueryRetries(send, {
            retry: this.options.retry ?? {},
            signal: request.signal,
            describe: () => this.requestInfo(),
          })
        : await send();
    return this.resultOf<Data>(response, operation, performance.now() - started);
  }

  async request<Data, Variables>(request: GraphQLRequest<Variables>): Promise<Data> {
    const result = await this.execute<Data, Variables>(request);
    if (result.errors.length > 0)
      throw new GraphQLResponseError(this.requestInfo(), result.status, result.errors, result.data ?? null);
    return result.data as Data;
  }

  rateLimit(): GraphQLRateLimit | undefined {
    return this.latestRateLimit;
  }

  setToken(token: string | undefined): void {
    this.http.setToken(token);
    this.latestRateLimit = undefined;
  }

  withWritePermit(permit: WritePermit): GraphQLClient {
    return new GraphQLEndpointClient(this.options, this.http.withWritePermit(permit));
  }

  /** One attempt; the layer never repeats it (POST). Failed answers still report the budget. */
  private async post<Variables>(request: GraphQLRequest<Variables>, operation: OperationInfo): Promise<HttpResponse> {
    const { query, variables, operationName, signal, timeoutMs } = request;
    try {
      return await this.http.request({
        method: 'POST',
        url: this.endpoint,
        json: { query, variables, operationName },
        signal,
        timeoutMs,
        rateLimitResource: 'graphql',
        okStatuses: graphQLErrorStatuses,
        readOnly: operation.type === 'query',
        operationName: operation.name,
      });
    } catch (error) {
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) this.noteRateLimit(headers, undefined);
      throw error;
    }
  }

  private resultOf<Data>(response: HttpResponse, operation: OperationInfo, elapsedMs: number): GraphQLResult<Data> {
    const body = this.bodyOf(response);
    const data = body.data as Data | null | undefined;
    const selected =
      operation.rateLimitKey && data && typeof data === 'object'
        ? (data as Record<string, unknown>)[operation.rateLimitKey]
        : undefined;
    return {
      data,
      errors: body.errors ?? [],
      extensions: body.extensions,
      operationType: operation.type,
      status: response.status,
      headers: response.headers,
      rateLimit: this.noteRateLimit(response.headers, selected),
      elapsedMs,
      bytes: response.body.length,
    };
  }

  /**
   * The validated body. A 4xx is a GraphQL answer only when it carries `errors[]`; otherwise it gets the layer's error.
   */
  private bodyOf(response: HttpResponse): ResponseBody {
    const info = this.requestInfo();
    if (response.status < 400) return validate(responseBodySchema, response.json(), info, response.status);
    const body = errorAnswerOf(response);
    if (body) return body;
    throw toApiError(response, info, this.http.host);
  }

  private noteRateLimit(headers: Record<string, string>, selected: unknown): GraphQLRateLimit | undefined {
    const state = readGraphQLRateLimit(headers, selected);
    if (state) this.latestRateLimit = state;
    return state ?? this.latestRateLimit;
  }

  private requestInfo(): RequestInfo {
    return this.http.describe('POST', this.http.baseUrl);
  }
}

/** The body of a 4xx answer when it is a GraphQL answer with errors (see graphQLErrorStatuses). */
function errorAnswerOf(response: HttpResponse): ResponseBody | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(response.text());
  } catch {
    return undefined;
  }
  const result = z.safeParse(responseBodySchema, parsed);
  return result.success && result.data.errors?.length ? result.data : undefined;
}
