// Repository contents: GET /repos/{owner}/{repo}/contents/{path}?ref= for files (content-file, base64, or the raw
// bytes with the `raw` media type). Contents are computed on request (../contents.ts); directories are not listed.
import { readableRepo, type GitHubContext, type RouteTable } from '../context.js';
import { bytesOf, linesAt, resolveRef } from '../contents.js';
import { basicError, json, type Reply } from '../http-conventions.js';

const docs = 'https://docs.github.com/rest/repos/contents#get-repository-content';

export function registerContentRoutes(routes: RouteTable): void {
  // `*path` takes the rest of the URL, slashes included (each segment decoded).
  routes.on('GET', '/repos/:owner/:repo/contents/*path', getContent);
}

function getContent(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return basicError(404, 'Not Found', docs);
  const asked = context.request.query.get('ref') ?? '';
  const snapshot = resolveRef(context.store, repo, asked);
  if (!snapshot) return basicError(404, `No commit found for the ref ${asked}`, docs);
  const path = (params.path ?? '').replace(/\/+$/, '');
  const lines = path ? linesAt(snapshot, path) : undefined;
  if (!lines) return basicError(404, 'Not Found', docs);
  const bytes = bytesOf(lines);
  if (context.media.param === 'raw') return { status: 200, text: bytes.toString('utf8'), contentType: 'application/vnd.github.raw; charset=utf-8' };
  return json(200, context.rep.contentFile(repo, path, asked || repo.defaultBranch, bytes));
}
