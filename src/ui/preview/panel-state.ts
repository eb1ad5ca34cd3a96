// One preview panel's mutable state, in one place: what its message routing (panel.ts) reads and changes.
import { configuredRendererChoice } from './render-input';
import type { RendererSetting } from './renderer-choice';
import type { RenderOutput } from './renderers';
import type { RenderMessage } from './webview/protocol';

export class PanelState {
  /** The renderer the toolbar's switch shows (the setting until the user picks another). */
  choice: RendererSetting = configuredRendererChoice();
  locked = false;
  /** A rate-limited answer came: no exact render goes until the user asks (*Render now*). */
  held = false;
  /** The last answer of the exact path when it was a fallback: its banner stays while the user types on. */
  lastFallback: RenderOutput['fallback'];
  /** The newest render's version; the page names the one it drew (`acknowledged`). */
  version = 0;
  last: RenderMessage | undefined;
  acknowledged = -1;
  /** The page's script is running and has asked for the render (`ready`). */
  ready = false;

  constructor(restored?: { locked: boolean; choice: RendererSetting | undefined }) {
    if (!restored) return;
    this.locked = restored.locked;
    this.choice = restored.choice ?? this.choice;
  }

  /** The page shows the newest render, and `idle`: nothing else is on its way. */
  isSettled(idle: boolean): boolean {
    return this.ready && idle && this.last !== undefined && this.acknowledged === this.last.version;
  }
}
