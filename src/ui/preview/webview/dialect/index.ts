// The preview's local dialect renderer: each service's Markdown drawn in the webview as the service draws it, so the
// service's own rendering, when it arrives, changes nothing a writer notices. `renderQiita` follows Qiita's
// qiita-markdown pipeline (qiita.ts), `renderGitHub` GitHub's cmark-gfm and its documented additions (github.ts).
// Both return HTML that the webview sanitizes exactly as it sanitizes the service's (sanitize-config.ts).
//
// Shared with the page's other parts:
// - Math stays TeX in the text, as the services leave it; math.ts typesets it (delimiters in text, math code blocks).
// - Colour swatches are `span.inline-code-color` inside inline code; the page paints them (colour.ts).
// - Mermaid diagrams: a fence of language `mermaid` is drawn as the service draws any code block (Qiita: a code frame
//   with `data-lang="mermaid"`; GitHub: `<pre><code class="language-mermaid">`), so the local and the service
//   rendering agree. The diagram's source is the text of the elements `mermaidSourceSelector` finds, in either
//   rendering; the diagram code draws from there.
export { qiitaDrawingCounts, renderQiita, renderQiitaBlocks } from './qiita';
export { gitHubDrawingCounts, renderGitHub, renderGitHubBlocks, type GitHubContext } from './github';
export type { BlockHtml } from './blockwise';

/** The code elements holding a mermaid diagram's source, in the local and in the services' renderings. */
export const mermaidSourceSelector =
  'div.code-frame[data-lang="mermaid"] pre > code, pre > code.language-mermaid, pre[lang="mermaid"] > code';
