// DevDesk's language model tools (contributes.languageModelTools): what VS Code's agent mode, or any extension through
// `vscode.lm.invokeTool`, may ask DevDesk. The feature stands on the accounts' clients and the core alone, never on
// another feature: what the Pull Requests view knows of a pull request is asked of GitHub again here, in one compact
// answer, so neither feature depends on the other's shapes.
import * as vscode from 'vscode';
import type { Accounts } from '../accounts/index';
import type { BaseDeps } from '../base/feature';
import { articleTool } from './article-tool';
import { graphqlQueryTool, graphqlSchemaTool, graphqlValidateTool } from './graphql-tools';
import { diffTool } from './diff-tool';
import { notificationsTool } from './notifications-tool';
import { reviewCommentTool } from './review-comment-tool';
import { pullRequestTool } from './pull-request-tool';
import { markFileViewedTool, replyToThreadTool, resolveThreadTool, submitReviewTool } from './review-write-tools';
import { searchTool } from './search-tool';
import { registerReadTool } from './tool';
import { ToolSchemas } from './tool-schemas';
import { AskedQuestions, registerWriteTool } from './write-tool';

/** What the integration tests read of the agent tools (through DevDeskApi). */
export interface AgentTesting {
  /** The questions the write tools asked before writing (title and Markdown message), newest last. */
  readonly questions: ReadonlyArray<{ tool: string; title: string; message: string }>;
}

export function registerAgentTools(deps: BaseDeps & { accounts: Accounts }): vscode.Disposable & {
  testing: AgentTesting;
} {
  const asked = new AskedQuestions();
  const schemas = new ToolSchemas(deps.accounts, deps.context.globalStorageUri.fsPath);
  const tools = vscode.Disposable.from(
    schemas,
    registerReadTool(pullRequestTool(deps.accounts)),
    registerReadTool(searchTool(deps.accounts)),
    registerReadTool(notificationsTool(deps.accounts)),
    registerReadTool(diffTool(deps.accounts)),
    registerReadTool(articleTool(deps.accounts)),
    registerReadTool(graphqlSchemaTool(schemas)),
    registerReadTool(graphqlValidateTool(schemas)),
    registerReadTool(graphqlQueryTool(deps.accounts)),
    registerWriteTool(resolveThreadTool(deps.accounts), asked),
    registerWriteTool(replyToThreadTool(deps.accounts), asked),
    registerWriteTool(markFileViewedTool(deps.accounts), asked),
    registerWriteTool(submitReviewTool(deps.accounts), asked),
    registerWriteTool(reviewCommentTool(deps.accounts), asked),
  );
  return Object.assign(tools, {
    testing: {
      get questions() {
        return asked.asked;
      },
    },
  });
}
