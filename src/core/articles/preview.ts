// Qiita's own Markdown renderer: `POST {host}/api/preview`, the endpoint the official Qiita CLI previews with
// (https://github.com/increments/qiita-cli, packages/cli/src/qiita-api/index.ts, `preview(rawBody)`). It lies
// outside API v2, below the host itself (https://qiita.com/api/preview, not /api/v2/…), and needs the user's token.
// The answer is the HTML; the CLI reads the body as JSON and, when that fails, as text: so does this function.
// Never repeated by the HTTP layer (a POST), and answers are not cached there: callers keep their own cache.
import { answerLimits, type HttpClient } from '../http/index.js';
import { call, type CallOptions } from './request.js';

/** The body the Qiita CLI sends. */
export interface PreviewRequestBody {
  parser_type: 'qiita_cli';
  raw_body: string;
}

/** The HTML Qiita renders for `rawBody` (Markdown without front matter): untrusted, sanitize before showing. */
export async function previewArticleBody(http: HttpClient, rawBody: string, options?: CallOptions): Promise<string> {
  const json: PreviewRequestBody = { parser_type: 'qiita_cli', raw_body: rawBody };
  const response = await http.request({
    method: 'POST',
    path: '/api/preview',
    readOnly: true,
    json,
    accept: 'application/json, text/html;q=0.9',
    maxAnswerBytes: answerLimits.markdown,
    ...call(options),
  });
  return previewHtml(response.text());
}

/** A JSON string is the HTML; anything that is not JSON is the HTML as text (an object or number is refused). */
export function previewHtml(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (typeof parsed === 'string') return parsed;
  throw new TypeError(
    `the preview endpoint answered JSON that is not a string (${parsed === null ? 'null' : typeof parsed})`,
  );
}
