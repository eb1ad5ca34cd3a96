// Markdown rendering through the API: POST /markdown (JSON: text, mode, context) and POST /markdown/raw (plain
// text). The answer is HTML whatever `Accept` says, so the default v3 type is sent. Text over the renderer's
// 400 KB limit is refused here, before it travels, with an error that says so.
import { utf8ByteLength } from '../bytes.js';
import { answerLimits, type HttpResponse } from '../http/index.js';
import type { GitHubApi } from './api.js';
import { MarkdownTooLargeError } from './errors.js';
import { githubAccept } from './media-types.js';
import type { CallOptions } from './types.js';

/** GitHub renders at most 400 KB of Markdown (measured in UTF-8 bytes). */
export const markdownLimitBytes = 400 * 1024;

export interface RenderOptions extends CallOptions {
  /** `markdown` (default) or `gfm`: gfm links @mentions and references to SHAs, issues and pull requests. */
  mode?: 'markdown' | 'gfm';
  /** `owner/repo` that gfm references resolve against; not sent in markdown mode. */
  context?: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The renderer version header (`X-CommonMarker-Version` on github.com), when the server sent one. */
  rendererVersion: string | undefined;
}

export class Markdown {
  constructor(private readonly api: GitHubApi) {}

  async render(text: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
    refuseOversized('/markdown', text);
    const mode = options.mode ?? 'markdown';
    const json = { text, mode, ...(mode === 'gfm' && options.context ? { context: options.context } : {}) };
    const response = await this.api.http.request({
      method: 'POST',
      path: '/markdown',
      json,
      readOnly: true,
      accept: githubAccept(),
      maxAnswerBytes: answerLimits.markdown,
      signal: options.signal,
    });
    return rendered(response);
  }

  /** Plain Markdown (no gfm), sent as `text/plain`. */
  async renderRaw(text: string, options: CallOptions = {}): Promise<RenderedMarkdown> {
    refuseOversized('/markdown/raw', text);
    const response = await this.api.http.request({
      method: 'POST',
      path: '/markdown/raw',
      readOnly: true,
      body: text,
      contentType: 'text/plain; charset=utf-8',
      accept: githubAccept(),
      maxAnswerBytes: answerLimits.markdown,
      signal: options.signal,
    });
    return rendered(response);
  }
}

function refuseOversized(path: string, text: string): void {
  const bytes = utf8ByteLength(text);
  if (bytes > markdownLimitBytes) throw new MarkdownTooLargeError(path, bytes, markdownLimitBytes);
}

/** `X-<Renderer>-Version`: the CommonMarker header on github.com, any other renderer's name elsewhere. */
function rendererVersionOf(headers: Record<string, string>): string | undefined {
  if (headers['x-commonmarker-version']) return headers['x-commonmarker-version'];
  const name = Object.keys(headers).find(
    (header) => /^x-[a-z0-9]+-version$/.test(header) && header !== 'x-github-api-version',
  );
  return name ? headers[name] : undefined;
}

function rendered(response: HttpResponse): RenderedMarkdown {
  return { html: response.text(), rendererVersion: rendererVersionOf(response.headers) };
}
