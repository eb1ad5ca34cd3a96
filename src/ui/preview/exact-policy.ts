// What one change to a previewed document asks for, pure (test/unit/ui/preview-instant.test.ts): the local
// drawing at once, and the service's exact rendering after the pause (an edit) or now (opening, saving, a retry, the
// user's *Render with …*). A text whose exact rendering is known is shown from it without a local drawing first.
// After a rate-limited answer the preview holds: nothing goes to the service until the user asks.

/** What brought a render: an edit waits for the pause; the others ask the service at once. */
export type RenderTrigger = 'edit' | 'open' | 'save' | 'demand' | 'retry';

export interface ExactDecision {
  /** Draw the text with the local renderer now. */
  drawLocal: boolean;
  /** Ask the service: after the pause, at once, or not (held). */
  exact: 'afterPause' | 'now' | 'none';
  /** Past the budget's reserve (the user asked). */
  force: boolean;
  /** Whether the preview is still held afterwards. */
  held: boolean;
}

export function decideRender(trigger: RenderTrigger, state: { held: boolean; known: boolean }): ExactDecision {
  const force = trigger === 'demand';
  const held = state.held && !force;
  if (held) return { drawLocal: true, exact: 'none', force, held };
  return { drawLocal: !state.known, exact: trigger === 'edit' ? 'afterPause' : 'now', force, held };
}

/** `devdesk.preview.exactRenderDelay`'s default: about a second of no typing is a pause. */
export const defaultExactDelayMs = 1000;

/**
 * An edit's pause counts from when the page has drawn it, not from the edit. A page still drawing (a long article, a
 * busy machine) holds the editor's next keystrokes back with it, and a writer who never stopped typing would look
 * paused: on a 100 KB article that sent 15 requests per 100 keystrokes. Only the newest edit waits; a page that
 * skips to a later version has drawn the earlier ones too.
 */
export class PauseAfterDrawn<Input> {
  private waiting: { version: number; input: Input } | undefined;

  /** The edit drawn locally as render `version`: its exact render waits for the page. */
  edited(version: number, input: Input): void {
    this.waiting = { version, input };
  }

  /** The page drew render `version`: the input whose pause starts now, if any. */
  drawn(version: number): Input | undefined {
    if (!this.waiting || version < this.waiting.version) return undefined;
    const { input } = this.waiting;
    this.waiting = undefined;
    return input;
  }

  clear(): void {
    this.waiting = undefined;
  }

  get isWaiting(): boolean {
    return this.waiting !== undefined;
  }
}
