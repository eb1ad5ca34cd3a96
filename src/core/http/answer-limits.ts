// How large an answer may be before the layer stops reading it. Every answer is held whole in memory (transport.ts),
// so without a cap a broken or hostile host could make the extension host hold as much as it sends: a 300 MB answer
// took 475 MB of memory, a 600 MB one failed with Node's untyped ERR_STRING_TOO_LONG. The figures are generous, one
// per kind of answer: far above what the services send, far below what hurts. A request names its kind with
// `maxAnswerBytes: answerLimits.<kind>` (a client sets its default with the same option); over the limit, the
// connection is dropped at once and the call fails with AnswerTooLargeError.
const MiB = 1024 * 1024;

export const answerLimits = {
  /**
   * JSON API answers, the default. The largest are pages of 100 articles, each with its Markdown and its HTML, and
   * pages of a pull request's files with their patches; a few MB each.
   */
  json: 64 * MiB,
  /** Rendered Markdown: GitHub renders at most 400 KB of text (github/markdown.ts), Qiita's preview one article. */
  markdown: 32 * MiB,
  /** A pull request's whole diff or patch (`application/vnd.github.diff` / `.patch`), every file in one text. */
  diff: 128 * MiB,
  /** GraphQL answers, an endpoint's introspection among them (github.com's schema is about 3 MB as JSON). */
  graphql: 128 * MiB,
} as const;
