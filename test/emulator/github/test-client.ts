// A tiny HTTP client for the GitHub emulator tests: real loopback requests, the parsed body, and an optional hook
// that sees every response (the OpenAPI fidelity test validates them all).
import { startEmulator, type RunningEmulator } from '../server.js';

export interface GitHubResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text ('' for empty bodies). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

export interface RequestOptions {
  /** Token to send as `Authorization: token …`; `null` sends none; default: the viewer's token. */
  token?: string | null;
  headers?: Record<string, string>;
  /** JSON-encoded unless a string. */
  body?: unknown;
}

export type ResponseHook = (method: string, path: string, response: GitHubResponse) => void;

export class GitHubTestClient {
  constructor(
    readonly emulator: RunningEmulator,
    private readonly hook?: ResponseHook,
  ) {}

  get base(): string {
    return this.emulator.info.github;
  }

  get store(): RunningEmulator['githubStore'] {
    return this.emulator.githubStore;
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<GitHubResponse> {
    const headers: Record<string, string> = {
      'User-Agent': 'devdesk-tests',
      Accept: 'application/vnd.github+json',
      ...options.headers,
    };
    const token = options.token === undefined ? this.emulator.tokens.github : options.token;
    if (token !== null) headers.Authorization ??= `token ${token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    // A raw answer asked as `raw+json` is named `application/vnd.github.raw+json` but holds the file's bytes.
    const type = response.headers.get('content-type') ?? '';
    const isJson = type.includes('json') && !type.startsWith('application/vnd.github.raw');
    const result: GitHubResponse = {
      status: response.status,
      headers: response.headers,
      text,
      body: isJson && text ? JSON.parse(text) : text,
    };
    this.hook?.(method, new URL(url).pathname.slice(new URL(this.base).pathname.length) || '/', result);
    return result;
  }

  get(path: string, options?: RequestOptions): Promise<GitHubResponse> {
    return this.request('GET', path, options);
  }
}

export async function startGitHub(hook?: ResponseHook): Promise<GitHubTestClient> {
  return new GitHubTestClient(await startEmulator({ seed: 1 }), hook);
}
