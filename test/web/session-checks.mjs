// The browser suite's VS Code account check (steps/session.js posts its facts): run.mjs spreads it into its checks.
export const sessionChecks = () => ({
  // A silent look-up finds no session DevDesk may use, yet Sign In offers VS Code's account by name beside the
  // pasted token; picked, it asks VS Code (which refuses its consent dialog under tests) and ends without a token box.
  'offers the GitHub account VS Code is signed in with, and taking it shows no token box': (facts) =>
    facts.silentSession === null &&
    facts.prompts.length === 1 &&
    facts.prompts[0].kind === 'quickPick' &&
    facts.prompts[0].items.some((label) => label.endsWith('Use the GitHub account VS Code is signed in with (mona)')) &&
    facts.ended === true &&
    facts.login === null,
});
