// Where the emulator follows the real service (and its documentation, https://qiita.com/api/v2/docs) rather
// than the letter of the hyper-schema.
// The fidelity tests apply these, and only these, on top of test/emulator/reference/article-api-v2-schema.en.json.

export interface FieldException {
  /** Resource name in the hyper-schema's `properties` (e.g. `reaction`). */
  resource: string;
  /** Property path inside the resource schema. */
  path: string[];
  /** The JSON Schema `type` that replaces the hyper-schema's. */
  type: string[];
  why: string;
}

export const fieldExceptions: FieldException[] = [
  {
    resource: 'reaction',
    path: ['image_url'],
    type: ['null', 'string'],
    why: 'The schema says string, but document 1 lists image_url as null|string: a team\'s custom emoji without an image has null.',
  },
];

/** How a link answers, when its `rel` alone would suggest otherwise. Key: `METHOD href` as in the hyper-schema. */
export const answerExceptions: Record<string, { status: number; body: 'resource' | 'empty'; why: string }> = {
  'DELETE /api/v2/comments/:comment_id/reactions/:reaction_name': {
    status: 200, body: 'resource', why: 'Document 1: deleting an emoji reaction answers 200 with the removed reaction.',
  },
  'DELETE /api/v2/items/:item_id/reactions/:reaction_name': {
    status: 200, body: 'resource', why: 'Document 1: deleting an emoji reaction answers 200 with the removed reaction.',
  },
  'GET /api/v2/tags/:tag_id/following': {
    status: 200, body: 'resource', why: 'Document 1 and the link (no mediaType null): the check answers 200 with the Tag, 404 when not followed.',
  },
  'GET /api/v2/users/:user_id/following': {
    status: 204, body: 'empty', why: 'The Japanese schema\'s description: "returns 204 when following" (404 otherwise); no body.',
  },
};
