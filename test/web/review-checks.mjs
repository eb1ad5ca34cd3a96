// The browser suite's review check (steps/review.js posts its facts): run.mjs spreads it into its checks.

/** `github(path)`: the emulator's GitHub REST answer with the seeded viewer's token (run.mjs). */
export const reviewChecks = (github) => ({
  // GitHub has one submitted review with the summary, holding the note on the chosen line of the file; the thread had
  // marked the note Pending until then.
  'starts a review with a pending comment and submits it': async (facts) => {
    const pull = `/repos/${facts.repository}/pulls/${facts.number}`;
    const reviews = (await github(`${pull}/reviews?per_page=100`)).filter((review) => review.body === facts.summary);
    if (reviews.length !== 1 || reviews[0].state !== 'COMMENTED') return false;
    const comments = await github(`${pull}/reviews/${reviews[0].id}/comments`);
    return (
      facts.pendingLabel === 'Pending' &&
      comments.length === 1 &&
      comments[0].body === facts.note &&
      comments[0].path === facts.path &&
      comments[0].line === facts.line
    );
  },
});
