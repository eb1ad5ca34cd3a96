// What a file asks the service to store: the body of POST /api/v2/items or PATCH /api/v2/items/:item_id
// (https://qiita.com/api/v2/docs#post-apiv2items): title, body, tags; `private`, `organization_url_name` and `slide`
// on the public site; `coediting` and `group_url_name` on a team host.
import type { ArticleFile, NewItem } from '../../../core/index';

export function itemPayload(file: ArticleFile, team: boolean, tagNames: (file: ArticleFile) => string[]): NewItem {
  const { frontMatter, body } = file;
  const payload: NewItem = {
    title: String(frontMatter.title ?? '').trim(),
    body,
    tags: tagNames(file).map((name) => ({ name, versions: [] })),
  };
  if (team) {
    if (typeof frontMatter.coediting === 'boolean') payload.coediting = frontMatter.coediting;
    if (frontMatter.group_url_name === null || typeof frontMatter.group_url_name === 'string')
      payload.group_url_name = frontMatter.group_url_name || null;
    return payload;
  }
  payload.private = frontMatter.private === true;
  if (typeof frontMatter.organization_url_name === 'string' && frontMatter.organization_url_name)
    payload.organization_url_name = frontMatter.organization_url_name;
  if (typeof frontMatter.slide === 'boolean') payload.slide = frontMatter.slide;
  return payload;
}
