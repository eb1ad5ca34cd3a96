// The diagrams' script, bundled apart from preview.js into media/preview/mermaid.js (esbuild.mjs): the page adds it
// only when a document has a diagram (diagrams.ts), so a preview without one never loads mermaid.
import mermaid from 'mermaid';

window.devdeskMermaid = mermaid;
