// Response schemas for endpoints that the Qiita API v2 documentation (https://qiita.com/api/v2/docs) describes
// (or lists) but the hyper-schema does not: written from its tables, in the hyper-schema's style (draft-04).
// Used by the fidelity tests only.

const dateTime = { type: 'string', format: 'date-time' };
const hexId = { type: 'string', pattern: '^[0-9a-f]{20}$' };

const reactionStat = {
  type: 'object',
  required: ['created_at', 'image_url', 'name', 'user_id'],
  properties: {
    created_at: dateTime,
    image_url: { type: ['null', 'string'] },
    name: { type: 'string' },
    user_id: { type: 'string' },
  },
};

export const supplementSchemas: Record<string, Record<string, unknown>> = {
  error: {
    type: 'object',
    required: ['message', 'type'],
    properties: { message: { type: 'string' }, type: { type: 'string', pattern: '^[a-z0-9_]+$' } },
  },
  action_on_item: {
    type: 'object',
    required: [
      'id',
      'title',
      'url',
      'user_id',
      'created_at',
      'updated_at',
      'page_views_count',
      'reactions',
      'comments',
    ],
    properties: {
      id: hexId,
      title: { type: 'string' },
      url: { type: 'string' },
      user_id: { type: 'string' },
      created_at: dateTime,
      updated_at: dateTime,
      page_views_count: { type: 'integer' },
      reactions: { type: 'array', items: reactionStat },
      comments: {
        type: 'array',
        items: {
          type: 'object',
          required: ['created_at', 'id', 'reactions', 'updated_at', 'user_id'],
          properties: {
            created_at: dateTime,
            id: hexId,
            reactions: { type: 'array', items: reactionStat },
            updated_at: dateTime,
            user_id: { type: 'string' },
          },
        },
      },
    },
  },
  team_member: {
    type: 'object',
    required: ['id', 'name', 'description', 'email', 'last_accessed_at'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      description: { type: 'string' },
      email: { type: 'string' },
      // A date-time, or an empty string unless the caller is an admin or the owner.
      last_accessed_at: { type: 'string', anyOf: [{ format: 'date-time' }, { enum: [''] }] },
    },
  },
  group_member: {
    type: 'object',
    required: ['id', 'name', 'email'],
    properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
  },
};
