// DevDesk's language model tools, their pure part: inputs checked and answers shaped (src/ui/agent: the VS Code side).
export {
  checkToolInput,
  markFileViewedInput,
  pullRequestInput,
  pullSearchInput,
  pullSearchQuery,
  replyToThreadInput,
  resolveThreadInput,
  splitPullName,
  submitReviewInput,
} from './tool-inputs.js';
export type { PullRequestInput, PullSearchInput, ToolInput } from './tool-inputs.js';
export {
  articleFileInput,
  diffInput,
  graphqlQueryInput,
  graphqlSchemaInput,
  graphqlValidateInput,
  notificationsInput,
  reviewCommentInput,
  reviewCommentProblem,
  splitRepositoryName,
} from './more-inputs.js';
export type { DiffInput, NotificationsInput, ReviewCommentInput } from './more-inputs.js';
export { boundedPatches, patchBudget } from './diff-answer.js';
export { clip, counted, maxAnswerChars, toolAnswer } from './answers.js';
export { maxPullFiles, pullAnswer } from './pull-answer.js';
