// Repository contents: GET /repos/{owner}/{repo}/contents/{path}?ref= for files (content-file, base64, or the raw
// bytes with the `raw` media type) and directories (an array of entries, ../content-listing.ts), and PUT to write one
// on any branch (../content-writes.ts). Contents are computed on request (../contents.ts). A file answers with
// `Last-Modified`: the date of the commit the ref names.
import { jsonBody, readableRepo, requirePush, stringField, type GitHubContext, type RouteTable } from '../context.js';
import { writeFile } from '../content-writes.js';
import { directoryListing, snapshotDate } from '../content-listing.js';
import { bytesOf, linesAt, resolveRef } from '../contents.js';
import { basicError, json, validationFailed, type FieldError, type Reply } from '../http-conventions.js';

const docs = 'https://docs.github.com/rest/repos/contents#get-repository-content';

export function registerContentRoutes(routes: RouteTable): void {
  // `*path` takes the rest of the URL, slashes included (each segment decoded).
  routes.on('GET', '/repos/:owner/:repo/contents', getContent);
  routes.on('GET', '/repos/:owner/:repo/contents/*path', getContent);
  routes.on('PUT', '/repos/:owner/:repo/contents/*path', putContent);
}

const putDocs = 'https://docs.github.com/rest/repos/contents#create-or-update-file-contents';

/** Creates or updates a file on a branch (default: the repository's default branch): 201 created, 200 updated. */
function putContent(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return basicError(404, 'Not Found', putDocs);
  const refused = requirePush(context, repo);
  if (refused) return refused;
  const parsed = jsonBody(context);
  if (!parsed.ok) return parsed.reply;
  const body = parsed.value;
  const [message, content, branch, sha] = [
    stringField(body, 'message'),
    stringField(body, 'content'),
    stringField(body, 'branch'),
    stringField(body, 'sha'),
  ];
  const errors: FieldError[] = [];
  for (const [name, field] of Object.entries({ message, content }))
    if (field.invalid || field.value === undefined)
      errors.push({ resource: 'Content', field: name, code: 'missing_field' });
  for (const [name, field] of Object.entries({ branch, sha }))
    if (field.invalid) errors.push({ resource: 'Content', field: name, code: 'invalid' });
  if (content.value !== undefined && !/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(content.value))
    errors.push({ resource: 'Content', field: 'content', code: 'invalid' });
  if (errors.length > 0) return validationFailed(errors, putDocs, 'Invalid request.');
  const path = (params.path ?? '').replace(/\/+$/, '');
  const text = Buffer.from(content.value!, 'base64').toString('utf8');
  const result = writeFile(context.store, repo, context.viewer!.id, {
    branch: branch.value ?? repo.defaultBranch,
    path,
    text,
    message: message.value!,
    sha: sha.value,
  });
  if (!result.ok) return basicError(result.status, result.message, putDocs);
  return json(
    result.created ? 201 : 200,
    context.rep.fileCommit(repo, path, branch.value ?? repo.defaultBranch, result.commit, result.bytes),
  );
}

function getContent(context: GitHubContext, params: Record<string, string>): Reply {
  const repo = readableRepo(context, params);
  if (!repo) return basicError(404, 'Not Found', docs);
  const asked = context.request.query.get('ref') ?? '';
  const snapshot = resolveRef(context.store, repo, asked);
  if (!snapshot) return basicError(404, `No commit found for the ref ${asked}`, docs);
  const path = (params.path ?? '').replace(/\/+$/, '');
  const lines = path ? linesAt(snapshot, path) : undefined;
  if (!lines) {
    const listing = directoryListing(context, repo, snapshot, path, asked || repo.defaultBranch);
    return listing ? json(200, listing) : basicError(404, 'Not Found', docs);
  }
  const bytes = bytesOf(lines);
  const lastModified = snapshotDate(context.store, repo, snapshot);
  // GitHub names the raw answer by the media type asked: `application/vnd.github.raw` or `….raw+json`.
  const raw = `application/vnd.github.raw${context.media.format === 'json' ? '+json' : ''}; charset=utf-8`;
  if (context.media.param === 'raw')
    return { status: 200, text: bytes.toString('utf8'), contentType: raw, lastModified };
  return { ...json(200, context.rep.contentFile(repo, path, asked || repo.defaultBranch, bytes)), lastModified };
}
