// A tiny GraphQL client for the tests: real HTTP to a real emulator (startEmulator), nothing in-process.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { startEmulator, type RunningEmulator } from '../server.js';

export interface GraphQLAnswer {
  status: number;
  headers: Headers;
  // Loosely typed on purpose: tests walk into `data` with optional chaining and assert on the values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface RequestOptions {
  method?: string;
  token?: string | null;
  userAgent?: string | null;
  rawBody?: string;
}

export interface GraphQLTestClient {
  emulator: RunningEmulator;
  /** POSTs `{ query, variables }` with the viewer's token (mona) unless told otherwise. */
  post(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<GraphQLAnswer>;
  /** `data` of an operation that must succeed: asserts a 200 with no `errors`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<any>;
  /** Any request to the GraphQL endpoint (GET with `?query=`, bad bodies, missing headers). */
  request(options: RequestOptions & { search?: Record<string, string> }): Promise<GraphQLAnswer>;
  close(): Promise<void>;
}

export async function startGraphQLClient(): Promise<GraphQLTestClient> {
  const emulator = await startEmulator();
  const request = async (options: RequestOptions & { search?: Record<string, string> }): Promise<GraphQLAnswer> => {
    const url = new URL(emulator.info.graphql);
    for (const [name, value] of Object.entries(options.search ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.userAgent !== null) headers['User-Agent'] = options.userAgent ?? 'devdesk-tests';
    if (options.token !== null) headers.Authorization = `bearer ${options.token ?? emulator.tokens.github}`;
    const { status, responseHeaders, text } = await send(url, options.method ?? 'POST', headers, options.rawBody);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (the User-Agent refusal is plain text, as on GitHub)
    }
    return { status, headers: responseHeaders, body };
  };
  const post = (query: string, variables?: Record<string, unknown>, options: RequestOptions = {}) =>
    request({ ...options, rawBody: JSON.stringify({ query, variables }) });
  return {
    emulator,
    request,
    post,
    data: async (query, variables, options) => {
      const answer = await post(query, variables, options);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.errors, undefined, JSON.stringify(answer.body.errors));
      return answer.body.data;
    },
    close: () => emulator.close(),
  };
}

/** node:http rather than fetch: fetch always adds a User-Agent, and the tests need to leave it out. */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; responseHeaders: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
          resolve({ status: response.statusCode ?? 0, responseHeaders, text: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
