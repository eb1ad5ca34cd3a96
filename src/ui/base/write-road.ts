// The write road's own ground: what makes a write a road's write, for the write commands (write-command.ts) and for
// a write that code starts rather than a palette command (a file system's save that VS Code asks for, Run GraphQL's
// mutation, Sign Out's revoke of a token).
//
// - The permit: every client the road hands out carries it (`roadClient`). Under the tests the HTTP layer refuses a
//   write from a client without it (src/core/http/write-guard.ts), so a write sent off the road fails the test that
//   sent it. Passed explicitly with the client: no async context, which a browser's worker does not have.
// - `walkWriteRoad`: the road walked by code, with the rules of the write commands: the client of the host fetched
//   when the write asks for it, one request never repeated by itself, the failure naming the host (so *Sign in
//   again* goes there), one walk per target at a time (a second walk while the first is on its way sends nothing),
//   and the status-bar sentence and the redraw once it is done.
import * as vscode from 'vscode';
import type { AllowedWrite } from '../../core/index';
import { guardBundleWrites } from './core';
import { failingOn, type FailureHost } from './error-presenter';
import { untrustedText } from './untrusted-text';

/** The road's permit: this module alone holds it. */
const permit: object = Object.freeze({ road: 'devdesk write road' });

/** A client that can carry the permit: the core's clients, or a sender that hands the permit on to them. */
interface Permittable<Self> {
  withWritePermit(permit: object): Self;
}

function isPermittable<Client>(client: Client): client is Client & Permittable<Client> {
  if (typeof client !== 'object' || client === null) return false;
  return typeof (client as Partial<Permittable<Client>>).withWritePermit === 'function';
}

/** The client with the road's permit (a core client, or a sender that hands it on); anything else as it is. */
export function roadClient<Client>(client: Client): Client {
  return isPermittable(client) ? client.withWritePermit(permit) : client;
}

/**
 * Tests only (activate() in ExtensionMode.Test): from now on every bundle's HTTP layer refuses a write whose client
 * the road did not hand out, except those `allowed` lists (each with the reason it is still off the road).
 */
export function guardOffRoadWrites(allowed: readonly AllowedWrite[] = []): void {
  guardBundleWrites(permit, allowed);
}

/** The status-bar sentence of a write done, and the redraw. */
export function sayWritten(sentence: string, afterChange: () => void): void {
  vscode.window.setStatusBarMessage(untrustedText(sentence), 5000);
  afterChange();
}

/** A second walk for a target while the first is on its way: nothing was sent. */
export class AlreadySendingError extends Error {
  override readonly name = 'AlreadySendingError';
  constructor() {
    super(vscode.l10n.t('DevDesk is still sending the first one, so this one sends nothing.'));
  }
}

/** A write that code starts: what it acts on, where it goes, and the one request it sends. */
export interface CodeWalk<Client, Result> {
  /** What the write acts on (a document, a host and template…), named alike by every caller: one walk at a time. */
  readonly target: string;
  /** Where it goes: a failure names this host; undefined for an endpoint no account is for. */
  readonly host: FailureHost | undefined;
  /** The client of that host; the road adds its permit. */
  client(): Promise<Client>;
  /** Sends one request through `client()` (never repeated by itself); `said` goes to the status bar. */
  write(client: () => Promise<Client>): Promise<{ result: Result; said?: string }>;
  /** What to redraw once something was written. */
  afterChange?(): void;
}

const walking = new Set<string>();

/** Walks the road from code; throws AlreadySendingError while a walk for the same target is on its way. */
export async function walkWriteRoad<Client, Result>(walk: CodeWalk<Client, Result>): Promise<Result> {
  if (walking.has(walk.target)) throw new AlreadySendingError();
  walking.add(walk.target);
  try {
    const done = await failingOn(walk.host, () => walk.write(() => walk.client().then(roadClient)));
    if (done.said !== undefined) sayWritten(done.said, () => walk.afterChange?.());
    return done.result;
  } finally {
    walking.delete(walk.target);
  }
}
