// Qiita's colour swatches: inline code that is only a colour carries an empty `span.inline-code-color` whose style
// attribute gives the colour (https://github.com/increments/qiita-markdown, filters/inline_code_color.rb). The
// sanitizer drops every style attribute, so the page paints the swatch itself, through the DOM (which the CSP
// allows), from the code's own text, and only when that text is a colour by the filter's rules (dialect/colour.ts):
// nothing the HTML says reaches a style.
import { colourOf, swatchClass } from './dialect/colour';

export function paintSwatches(root: ParentNode): void {
  for (const swatch of Array.from(root.querySelectorAll<HTMLElement>(`code > span.${swatchClass}`))) {
    const code = swatch.parentElement!;
    const colour = colourOf(
      Array.from(code.childNodes)
        .filter((node) => node.nodeType === 3)
        .map((node) => node.textContent ?? '')
        .join(''),
    );
    if (colour === undefined) continue;
    swatch.style.backgroundColor = colour;
    swatch.setAttribute('aria-hidden', 'true');
  }
}
