// The browser suite's notifications checks (steps/notifications.js posts their facts): run.mjs spreads them into its
// checks.

/** `github(path)`: the emulator's GitHub REST answer with the seeded viewer's token (run.mjs). */
export const notificationsChecks = (github) => ({
  // The view lists the threads GitHub serves as unread (the runner reads them after the suite, so the one the next
  // check marked read is counted among them through `?all=true`).
  "lists the viewer's unread notifications": async (facts) => {
    const all = await github('/notifications?all=true');
    const known = new Set(all.map((thread) => thread.id));
    return (
      Array.isArray(facts.ids) &&
      facts.ids.length > 0 &&
      facts.ids.every((id) => known.has(id)) &&
      facts.unread === true &&
      facts.states.some((state) => typeof state === 'string' && state.startsWith('pull'))
    );
  },
  // GitHub has the thread read, with the time it was read.
  'marks a notification read on GitHub': async (facts) => {
    const thread = await github(`/notifications/threads/${facts.threadId}`);
    return facts.shownRead === true && thread.unread === false && typeof thread.last_read_at === 'string';
  },
});
