// What a command is: an `id` and `execute`, and what the pipeline (commands.ts) may ask of it. A file of its own so
// the write road (write-command.ts) and the pipeline both stand on it without importing each other.
import type { FailureContext } from './error-presenter';

export interface Command {
  readonly id: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- VS Code passes what the menu or caller gives
  execute(...args: any[]): unknown;
  /** Which host a failure concerns and how to retry, when the command knows; used by the presenter. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  failureContext?(error: unknown, ...args: any[]): FailureContext;
  /**
   * What a run acts on, named alike however it came (a tree node, a typed reference a document hands over), for
   * the one-run-per-target rule; without it, the arguments as given.
   */
  runTarget?(...args: unknown[]): readonly unknown[];
}
