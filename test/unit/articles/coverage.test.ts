// Endpoint coverage: every link of the article API hyper-schema that is not abolished has a client function,
// and so does every endpoint the Qiita API v2 documentation (https://qiita.com/api/v2/docs) lists beyond the
// hyper-schema. Abolished ones are not offered.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { articleEndpointNames } from '../../../src/core/articles/index.js';

interface HyperSchema {
  properties: Record<string, { links?: Array<{ title: string; method: string; href: string }> }>;
}

// list_item_likes is the like list the team edition abolished; the public edition keeps it (listItemLikes).
const abolished = /project|thank|^list_item_likes$/;
// Toggle checks answer yes/no, so their functions read as questions.
const renamed: Record<string, string> = {
  get_item_stock: 'isItemStocked',
  get_item_like: 'isItemLiked',
  get_tag_following: 'isFollowingTag',
  get_user_following: 'isFollowingUser',
};
// The Qiita API v2 documentation lists these without a hyper-schema link (team edition, authorization pages,
// schema).
const beyondHyperSchema = [
  'buildAuthorizeUrl',
  'buildTeamAuthorizeUrl',
  'listTeamMemberships',
  'removeTeamMember',
  'listItemActions',
  'listGroups',
  'getGroup',
  'createGroup',
  'updateGroup',
  'deleteGroup',
  'listGroupMembers',
  'getGroupMember',
  'addGroupMembers',
  'removeGroupMembers',
  'getSchema',
];

const camelCase = (title: string) => title.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

describe('article client: endpoint coverage', () => {
  const schema = JSON.parse(
    readFileSync(join(__dirname, '../../emulator/reference/article-api-v2-schema.en.json'), 'utf8'),
  ) as HyperSchema;
  const titles = [
    ...new Set(
      Object.values(schema.properties).flatMap((resource) => (resource.links ?? []).map((link) => link.title)),
    ),
  ];

  it('offers a function for every live hyper-schema link', () => {
    const live = titles.filter((title) => !abolished.test(title));
    assert.ok(live.length >= 55, `only ${live.length} live links found`);
    const missing = live
      .map((title) => renamed[title] ?? camelCase(title))
      .filter((name) => !articleEndpointNames.includes(name as never));
    assert.deepEqual(missing, []);
  });

  it('offers the endpoints the Qiita API v2 documentation lists beyond the hyper-schema', () => {
    assert.deepEqual(
      beyondHyperSchema.filter((name) => !articleEndpointNames.includes(name as never)),
      [],
    );
  });

  it('offers no abolished endpoint (projects, thank)', () => {
    assert.deepEqual(
      articleEndpointNames.filter((name) => /project|thank/i.test(name)),
      [],
    );
  });
});
