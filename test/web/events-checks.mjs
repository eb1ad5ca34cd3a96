// The browser suite's events check (steps/events.js posts its facts): run.mjs spreads it into its checks.

/** `github(path)`: the emulator's GitHub REST answer with the seeded viewer's token (run.mjs). */
export const eventsChecks = (github) => ({
  // Every day is a date; every event shown is one GitHub serves on the viewer's or the repository's feed; and the
  // repository's latest events are among them.
  "groups the viewer's and a repository's events by day": async (facts) => {
    const viewer = await github('/user');
    const received = await github(`/users/${viewer.login}/received_events?per_page=100`);
    const ofRepository = await github(`/repos/${facts.repository}/events?per_page=100`);
    const served = new Set([...received, ...ofRepository].map((event) => event.id));
    const shown = facts.days.flatMap((day) => day.ids);
    return (
      facts.days.length > 0 &&
      facts.days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.day)) &&
      shown.every((id) => served.has(id)) &&
      ofRepository.slice(0, 5).every((event) => shown.includes(event.id))
    );
  },
});
