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
