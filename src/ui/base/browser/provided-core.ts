// The core as the browser entry hands it over (src/extension.browser.ts, in activate()). A web worker extension host
// loads one script, so the core is part of the browser bundle; still the UI reaches its values only through the
// gateway (base/core.ts's loadCore, here through bundle-files.ts's requireBundle), and only the entry imports them.
import type * as CoreModule from '../../../core/index';

let provided: typeof CoreModule | undefined;

/** Called by the browser entry before any feature registers: the core module, imported there. */
export function provideCore(core: typeof CoreModule): void {
  provided = core;
}

/** The core the entry handed over; an error naming the mistake when it has not (a bug, never the user's doing). */
export function providedCore(): typeof CoreModule {
  if (!provided) throw new Error('The browser entry has not handed DevDesk its core (provideCore in activate).');
  return provided;
}
