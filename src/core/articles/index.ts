// The article-service client (public edition and team hosts). See client.ts for usage.
export {
  createArticleClient,
  articleEndpointNames,
  articleService,
  type ArticleClient,
  type ArticleClientOptions,
  type ArticleEndpoints,
} from './client.js';
export { itemActionSearch, type ItemActionQuery } from './reactions.js';
export type { AuthorizeUrlOptions, PublicScope, TeamScope, TokenExchange } from './auth.js';
export type { CallOptions, ListOptions } from './request.js';
export type { ImportedItem, ItemSearch, ItemUpdate, NewItem, TaggingInput } from './items.js';
export type { ImportedComment } from './comments.js';
export type { TagList } from './tags.js';
export type { TemplateInput } from './templates.js';
export type { GroupUpdate, MemberSelection, NewGroup } from './groups.js';
export type { PreviewRequestBody } from './preview.js';
export * from './schemas.js';
export {
  articleFileName,
  formatArticleFromTemplate,
  formatTemplateFile,
  importDates,
  parseTemplateFile,
  readArticleFile,
  tagFromText,
  tagToText,
  templateFingerprint,
  type ArticleFileFields,
  type ArticleTarget,
  type TemplateFileParse,
  type TemplateFileProblem,
  type TemplateFrontMatter,
} from './template-files.js';
// Articles as files in the Qiita CLI's layout (see files.ts, node/file-workspace.ts).
export * from './files.js';
export * from './file-validation.js';
export * from './file-sync.js';
// Qiita's dialect: TeX escapes its Markdown takes out of a formula (the Problems panel's warnings, the agent's tool).
export { mathEscapes, type MathEscape } from './math-escapes.js';
export * from './node/file-workspace.js';
