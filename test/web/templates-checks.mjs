// The browser suite's templates check (steps/templates.js posts its facts): run.mjs spreads it into its checks.

/** `team(path)`: the emulated Qiita Team's answer (`/api/v2…`) with the seeded team token (run.mjs). */
export const templatesChecks = (team) => ({
  // The view listed the team's templates by name, in the team's order, and the team now has the edited title.
  "lists a team's templates and saves an edited one to the team": async (facts) => {
    const served = await team('/templates');
    const edited = served.find((template) => template.id === facts.templateId);
    return (
      typeof facts.login === 'string' &&
      JSON.stringify(facts.listed) === JSON.stringify(served.map((template) => template.name)) &&
      facts.saved === true &&
      facts.dirty === false &&
      edited !== undefined &&
      edited.title === facts.title
    );
  },
});
