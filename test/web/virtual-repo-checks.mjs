// The browser suite's github.dev checks (steps/virtual-repo.js posts their facts): run.mjs spreads them into its
// checks and names the folder in its workspace file.

/** The repository folder as github.dev opens it (authority `github`, path `/owner/repo`). */
export const virtualRepository = 'vscode-vfs://github/devdesk-org/docs-site';

export const virtualRepositoryChecks = {
  // Autolinked references (docs.github.com, "Autolinked references and URLs"): `#123` is an issue of the folder's own
  // repository on github.com; `owner/repo#4` names its repository. github.com is signed out: the local renderer draws.
  "links a README's #123 into the repository github.dev opened": (facts) =>
    facts.workspaceFolder === virtualRepository &&
    Array.isArray(facts.links) &&
    facts.links.includes('https://github.com/devdesk-org/docs-site/issues/123') &&
    facts.links.includes('https://github.com/devdesk-org/monorepo/issues/4'),
  // The document names no endpoint, so it runs on its folder's host, github.com (signed out): the user is told so,
  // and the emulator's host (signed in) is not asked in its place.
  "runs a GraphQL document of that repository on github.com's host": (facts) =>
    facts.result === undefined &&
    Array.isArray(facts.shown) &&
    facts.shown.some((message) => /github\.com/.test(message) && /sign/i.test(message)),
};
