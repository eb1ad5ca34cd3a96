// POST /markdown (modes markdown and gfm, with a repository context) and POST /markdown/raw (text/plain body).
import { jsonBody, stringField, type GitHubContext, type RouteTable } from '../context.js';
import { basicError, json, validationFailed, type Reply } from '../http-conventions.js';
import { commonMarkerVersion, renderGfm, renderMarkdown } from '../markdown-render.js';

/** GitHub refuses more than 400 KB of Markdown with a 403 and a `too_large` error. */
export const markdownLimitBytes = 400 * 1024;
const documentationUrl = 'https://docs.github.com/rest/markdown/markdown';

export function registerMarkdownRoutes(routes: RouteTable): void {
  routes.on('POST', '/markdown', render);
  routes.on('POST', '/markdown/raw', renderRaw);
}

function html(text: string): Reply {
  return {
    status: 200,
    text,
    contentType: 'text/html;charset=utf-8',
    headers: { 'X-CommonMarker-Version': commonMarkerVersion },
  };
}

function tooLarge(): Reply {
  return json(403, {
    message:
      'This API renders Markdown text up to 400 KB in size. The requested text is too large to render via the API.',
    errors: [{ resource: 'Markdown', field: 'data', code: 'too_large' }],
    documentation_url: documentationUrl,
    status: '403',
  });
}

function render(context: GitHubContext): Reply {
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const text = stringField(parsed.value, 'text');
  const mode = stringField(parsed.value, 'mode');
  const repoContext = stringField(parsed.value, 'context');
  if (text.invalid)
    return validationFailed([{ resource: 'Markdown', field: 'text', code: 'invalid' }], documentationUrl);
  if (text.value === undefined)
    return validationFailed([{ resource: 'Markdown', field: 'text', code: 'missing_field' }], documentationUrl);
  if (mode.invalid || (mode.value !== undefined && mode.value !== 'markdown' && mode.value !== 'gfm'))
    return basicError(400, 'Invalid rendering mode', documentationUrl);
  if (Buffer.byteLength(text.value) > markdownLimitBytes) return tooLarge();
  if ((mode.value ?? 'markdown') === 'markdown') return html(renderMarkdown(text.value));
  const [owner, name] = (repoContext.value ?? '').split('/', 2);
  const repo = owner && name ? context.store.repo(owner, name) : undefined;
  const visible = repo && context.store.canRead(repo, context.viewer?.id) ? repo : undefined;
  return html(renderGfm(context.store, text.value, visible));
}

function renderRaw(context: GitHubContext): Reply {
  const type = (context.request.headers['content-type'] ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'text/x-markdown') {
    return basicError(
      415,
      `Unsupported 'Content-Type' header value '${type}'. Use 'text/plain' or 'text/x-markdown'.`,
      documentationUrl,
    );
  }
  if (context.request.body.length > markdownLimitBytes) return tooLarge();
  return html(renderMarkdown(context.request.body.toString('utf8')));
}
