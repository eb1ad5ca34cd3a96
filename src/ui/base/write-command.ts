// The one road every write command walks: a command that changes something on a service (comment, react, merge,
// delete a template, add a member…). A command says only what is its own:
//   - its target rule (`TargetRule`, given where the command is registered, usually ready-made by the feature's
//     targets module): what it acts on, from whatever reached it: a tree node, a typed reference a document or a
//     test gives (`{ hostId, owner, repo, number }`…), or nothing, when run from the palette: then it asks;
//   - `write(target, client, input)`: asks what it still needs (unless `input` gives it), sends one request, and
//     says what was done.
// The road does the rest the same way for all: the client of the target's host (fetched only once the user has
// said what to send, with the road's permit: write-road.ts), the failure naming that host (so *Sign in again* goes
// there), no automatic retry (Retry is
// offered only where repeating does no harm), the status-bar sentence, and the redraw. The command pipeline
// (commands.ts) adds one run per target at a time.
//
// Inputs: the second argument is always an object of the answers a prompt would give (`{ name: 'Weekly' }`,
// `{ method: 'squash' }`), so a test or a script supplies answers one way. VS Code passes the selected nodes (an
// array) there for a context-menu command: that is no input.
import * as vscode from 'vscode';
import type { Command } from './command';
import { failingOn, type FailureContext, type FailureHost } from './error-presenter';
import { showRefusalIn, type Refusal } from './refusal-notice';
import { roadClient, sayWritten } from './write-road';

/**
 * What every target carries: the host the write goes to. Undefined only for a write across hosts (Publish Modified),
 * whose sender names each file's host itself.
 */
export interface WriteTarget {
  readonly host: FailureHost | undefined;
}

export type { Refusal } from './refusal-notice';

/**
 * For a command whose callers read more than the sentence (Publish answers 'created', 'updated', 'conflict'…): what
 * `execute` returns, and the sentence for the status bar when something was written.
 */
export interface Reported<Result> {
  readonly result: Result;
  readonly said?: string;
}

/** A sentence for the status bar, a refusal for the road to show, or undefined: nothing was sent. */
export type WriteOutcome<Result = never> = string | Refusal | Reported<Result> | undefined;

/** What a feature gives its write commands: the client of a host, and what to redraw after a change. */
export interface WriteRoad<Client, Host extends FailureHost | undefined = FailureHost> {
  client(host: Host): Promise<Client>;
  afterChange(): void;
}

/**
 * The road of a write that goes through a sender of its own rather than a host's client: a feature's comment
 * poster (the draft says which), the article publisher (the file's folder says which host). The sender fetches the
 * host's client and redraws after each thing it wrote, so the road only hands it over.
 */
export function senderRoad<Sender>(sender: Sender): WriteRoad<Sender, FailureHost | undefined> {
  return { client: async () => sender, afterChange: () => undefined };
}

/** The answers a test or a script gives instead of prompts; anything else (VS Code's selected nodes) is none. */
export function inputOf<Input extends object>(value: unknown): Partial<Input> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Partial<Input>) : {};
}

/** How a command finds what it acts on; the feature's targets module makes these, the command only holds one. */
export interface TargetRule<Target> {
  /** What the command acts on, from a node, a typed reference, or asked (the palette); undefined: nothing to do. */
  resolve(from: unknown): Promise<Target | undefined> | Target | undefined;
  /**
   * The typed reference `from` names without asking or fetching (a node narrowed, a reference as given), so a
   * pull request reached from the view and from its description page is one target for the pipeline's
   * one-run-per-target key. Without it, the arguments themselves are the key.
   */
  named?(from: unknown): object | undefined;
}

/** How every refusal is shown: once, as a warning, its text untrusted (no link, no `command:`, no icon survives). */
export function showRefusal(refusal: Refusal): void {
  showRefusalIn(vscode.window, refusal);
}

function isReported<Result>(done: WriteOutcome<Result>): done is Reported<Result> {
  return typeof done === 'object' && 'result' in done;
}

export abstract class WriteCommand<
  Target extends WriteTarget,
  Client,
  Input extends object = object,
  Result = never,
> implements Command {
  abstract readonly id: string;
  /** Offer Retry after a failure: only for writes that do the same thing when repeated (a like, a stock, a follow). */
  protected readonly offerRetry: boolean = false;

  constructor(
    protected readonly road: WriteRoad<Client, Target['host']>,
    private readonly rule: TargetRule<Target>,
  ) {}

  runTarget(from?: unknown, input?: unknown): readonly unknown[] {
    return [this.rule.named?.(from) ?? from, inputOf(input)];
  }

  /** Asks what it needs, sends one request (never retried by itself) through `client()`, and says what was done. */
  protected abstract write(
    target: Target,
    client: () => Promise<Client>,
    input: Partial<Input>,
  ): Promise<WriteOutcome<Result>>;

  /** Returns the sentence shown (or the refusal, or the reported result), undefined when nothing was sent. */
  async execute(from?: unknown, input?: unknown): Promise<string | Result | undefined> {
    const target = await this.rule.resolve(from);
    if (!target) return undefined;
    const client = () => this.road.client(target.host).then(roadClient);
    const done = await failingOn(target.host, () => this.write(target, client, inputOf<Input>(input)));
    if (done === undefined) return undefined;
    if (isReported(done)) {
      if (done.said !== undefined) this.say(done.said);
      return done.result;
    }
    if (typeof done === 'object') {
      showRefusal(done);
      return done.refused;
    }
    this.say(done);
    return done;
  }

  private say(sentence: string): void {
    sayWritten(sentence, () => this.road.afterChange());
  }

  /** The host comes with the failure (failingOn); Retry only where repeating does no harm. */
  failureContext(_error: unknown, from?: unknown, input?: unknown): FailureContext {
    return this.offerRetry ? { retry: () => this.execute(from, input) } : {};
  }
}
