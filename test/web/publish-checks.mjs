// The browser suite's diagram, Publish and Pull checks (steps/publish.js posts their facts): run.mjs spreads them into
// its checks.

/** The key of a front matter line (`title: …` → `title`), or the line itself for a list entry. */
const keyOf = (line) => /^(\w+):/.exec(line)?.[1] ?? line;

/** The keys the service's answer gives a published file (DevDesk's withPublishedItem, as its server copy has them). */
const answered = ['id', 'updated_at', 'posting_campaign_uuid', 'agreed_posting_campaign_term'];

/** The front matter lines the writer gave, which publishing must keep as they are. */
const kept = (lines) => lines.filter((line) => !answered.includes(keyOf(line)));

/**
 * `qiita(path, init)`: the emulated Qiita's answer (`/api/v2…`) with the seeded articles token; `beforeEdits`: items as
 * stored before the suite's `edit item` record changed them, by id (run.mjs).
 */
export const publishChecks = (qiita, beforeEdits) => ({
  // mermaid.js loaded from the extension's files drew the fence as an <svg>, and nothing was refused or failed.
  'draws a Mermaid diagram in the preview': (facts) =>
    facts.previewOf === facts.document &&
    facts.svg === 1 &&
    facts.script === true &&
    facts.labels === true &&
    // each node's label drawn whole and centred in its shape (under 3 px off), the Japanese one too
    facts.labelsDrawn.length === 4 &&
    facts.labelsOff.every((off) => typeof off === 'number' && off < 3) &&
    facts.failed === undefined &&
    facts.refused.length === 0,
  // One item with the file's title and body; the file has its id, every other line of its front matter and its body.
  'publishes a new article file from the virtual folder': async (facts) => {
    const items = (await qiita('/authenticated_user/items?per_page=100')).filter((item) => item.title === facts.title);
    const stored = beforeEdits.get(facts.id) ?? items[0]; // as published, before the pull check's edit
    return (
      facts.outcome === 'created' &&
      items.length === 1 &&
      items[0].id === facts.id &&
      stored.title === facts.title &&
      stored.body === facts.body &&
      facts.file.frontMatter.includes(`id: ${facts.id}`) &&
      facts.file.frontMatter.some((line) => keyOf(line) === 'updated_at' && line.includes(stored.updated_at)) &&
      JSON.stringify(kept(facts.file.frontMatter)) === JSON.stringify(kept(facts.written.frontMatter)) &&
      facts.file.body === facts.written.body
    );
  },
  // The service has the other device's body, and so has the file (Pull updated it), still that item's.
  'pulls an article changed on the service into the virtual folder': async (facts) => {
    const item = await qiita(`/items/${facts.id}`);
    return (
      JSON.stringify(facts.outcome) === '["updated"]' &&
      item.body === facts.body &&
      facts.file.body === facts.body &&
      facts.file.frontMatter.includes(`id: ${facts.id}`) &&
      facts.file.frontMatter.some((line) => keyOf(line) === 'updated_at' && line.includes(item.updated_at))
    );
  },
});
