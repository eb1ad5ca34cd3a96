// The diagrams' script, bundled apart from preview.js into media/preview/mermaid.js (esbuild.mjs): the page adds it
// only when a document has a diagram (diagrams.ts), so a preview without one never loads mermaid.
import mermaid from 'mermaid';
import type { MermaidApi } from './diagrams';

// mermaid.render runs every render after the one before it through a queue (https://mermaid.js.org/config/usage.html):
// a diagram whose render never settles would hold up every later diagram of every document. The page already draws
// one diagram at a time and gives up on one after a time limit (diagrams.ts), so it calls the render that queue wraps.
const api: MermaidApi = {
  initialize: (config) => mermaid.initialize(config),
  render: (id, text) => (mermaid.mermaidAPI ? mermaid.mermaidAPI.render(id, text) : mermaid.render(id, text)),
};

window.devdeskMermaid = api;
