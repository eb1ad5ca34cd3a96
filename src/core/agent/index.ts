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
export { notificationsInput, reviewCommentInput, reviewCommentProblem, splitRepositoryName } from './more-inputs.js';
export type { NotificationsInput, ReviewCommentInput } from './more-inputs.js';
export { clip, maxAnswerChars, toolAnswer } from './answers.js';
