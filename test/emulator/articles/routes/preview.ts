// POST /api/preview: the renderer the official Qiita CLI previews with (https://github.com/increments/qiita-cli,
// packages/cli/src/qiita-api/index.ts). Outside API v2 and its hyper-schema. Body `{"parser_type": "qiita_cli",
// "raw_body": "<markdown>"}`; the answer is the HTML as a JSON string (the CLI parses the body as JSON and falls
// back to the text), or as `text/html` when the client asks only for that. A token of any scope is needed (the
// CLI always sends one); the request spends the host's rate limit like any API call.
import { badRequest } from '../errors.js';
import { renderPreview } from '../preview-render.js';
import { ok, type RouteTable } from '../routing.js';
import { requiredString } from '../validate.js';

export function registerPreviewRoutes(routes: RouteTable): void {
  routes.add(
    'POST',
    '/api/preview',
    'both',
    (context) => {
      const body = context.json();
      const parser = body.parser_type;
      if (parser !== undefined && parser !== 'qiita_cli') throw badRequest('parser_type must be "qiita_cli"');
      const html = renderPreview(requiredString(body, 'raw_body', { allowEmpty: true }), context.request.baseUrl);
      const accept = String(context.request.headers.accept ?? '');
      if (/text\/html/.test(accept) && !/json/.test(accept)) return { status: 200, html };
      return ok(html);
    },
    'any-scope',
  );
}
