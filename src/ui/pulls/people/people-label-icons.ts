// A label's colour as a QuickPick icon. QuickPickItem.iconPath takes a URI or a ThemeIcon, and a ThemeIcon's colour
// can only be a theme colour id (https://code.visualstudio.com/api/references/vscode-api#ThemeColor), never the
// label's own hex, so each label gets a tiny SVG as a `data:` URI: a filled circle in the label's colour with a
// thin outline, so a white or near-background label still shows. Pure (test/unit/ui/pulls-people.test.ts).

/** GitHub sends a label's colour as six hex digits without `#`; anything else is drawn grey. */
export function labelColour(color: string): string {
  return /^[0-9a-f]{6}$/i.test(color) ? `#${color.toLowerCase()}` : '#ededed';
}

/** The SVG of a label's dot, as a `data:` URI (the colour is validated, so nothing else reaches the markup). */
export function labelIconDataUri(color: string): string {
  const fill = labelColour(color);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" ` +
    `cy="8" r="6" fill="${fill}" stroke="#8c8c8c" stroke-opacity="0.6" stroke-width="1"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
