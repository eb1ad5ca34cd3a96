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
    why: "The schema says string, but a reaction with a team's custom emoji that has no image carries image_url null (emoji.ts).",
  },
];

/** How a link answers, when its `rel` alone would suggest otherwise. Key: `METHOD href` as in the hyper-schema. */
export const answerExceptions: Record<string, { status: number; body: 'resource' | 'empty'; why: string }> = {
  'DELETE /api/v2/comments/:comment_id/reactions/:reaction_name': {
    status: 200,
    body: 'resource',
    why: 'Deleting an emoji reaction answers 200 with the removed reaction, where other deletions answer 204 without a body.',
  },
  'DELETE /api/v2/items/:item_id/reactions/:reaction_name': {
    status: 200,
    body: 'resource',
    why: 'Deleting an emoji reaction answers 200 with the removed reaction, where other deletions answer 204 without a body.',
  },
  'GET /api/v2/tags/:tag_id/following': {
    status: 200,
    body: 'resource',
    why: 'The check answers 200 with the Tag (404 when not followed), where the stock, like and user-follow checks answer 204 without a body; unlike the stock and like links, this link does not declare mediaType null.',
  },
  'GET /api/v2/users/:user_id/following': {
    status: 204,
    body: 'empty',
    why: 'The Japanese schema\'s description: "returns 204 when following" (404 otherwise); no body.',
  },
};
