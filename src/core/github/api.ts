// What every endpoint group shares: the HTTP client of the API host and the memory of moved repositories.
import type { HttpClient, HttpRequest, HttpResponse } from '../http/index.js';
import { validate, type ZodSchema } from '../http/validate.js';
import type { RepositoryMoves } from './repository-moves.js';
import type { Created, RepoRef } from './types.js';

export class GitHubApi {
  constructor(
    readonly http: HttpClient,
    readonly moves: RepositoryMoves,
  ) {}

  /** `/repos/:owner/:repo<tail>`, or the repository's new address once a 301 told it. */
  repoPath(ref: RepoRef, tail = ''): string {
    return this.moves.pathOf(ref, tail);
  }

  /** One request whose JSON body is validated; the response comes along for its status and headers. */
  async exchange<T>(schema: ZodSchema<T>, request: HttpRequest): Promise<{ data: T; response: HttpResponse }> {
    const response = await this.http.request(request);
    return { data: this.parse(schema, response, request.method), response };
  }

  /** Validates the JSON body of an answer (SchemaMismatchError names the field). */
  parse<T>(schema: ZodSchema<T>, response: HttpResponse, method = 'GET'): T {
    return validate(schema, response.json(), this.http.describe(method, new URL(response.url)), response.status);
  }

  /** A create call (POST, never retried): the validated body and the `Location` header. */
  async created<T>(schema: ZodSchema<T>, request: HttpRequest): Promise<Created<T>> {
    const { data, response } = await this.exchange(schema, { ...request, method: request.method ?? 'POST' });
    return { data, location: response.headers.location };
  }
}

/** Query values for list calls: only what the caller set. */
export function pageQuery(options: { perPage?: number }): Record<string, number | undefined> {
  return { per_page: options.perPage };
}

/** GitHub's timestamp form, `YYYY-MM-DDTHH:MM:SSZ`. */
export function isoTime(value: Date | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : value.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
