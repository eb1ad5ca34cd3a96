// Inline code that is only a colour, as Qiita's InlineCodeColor filter recognises it
// (https://github.com/increments/qiita-markdown, lib/qiita/markdown/filters/inline_code_color.rb): a hex colour of
// 3 or 6 digits, or rgb()/rgba()/hsl()/hsla() in their comma and space forms. Used by the local renderer to add the
// swatch and by the webview to paint it (the sanitizer drops style attributes; the page sets the colour itself).

const colourForms = [
  /#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})/,
  /rgba?\(\s*(?:\d+(?:,|\s)\s*){2}\d+\s*\)/,
  /rgba?\(\s*(?:\d+%(?:,|\s)\s*){2}\d+%\s*\)/,
  /rgba?\(\s*(?:\d+,\s*){3}\d*\.?\d+%?\s*\)/,
  /rgba?\(\s*(?:\d+\s*){2}\d+\s*\/\s*\d?\.?\d+%?\s*\)/,
  /rgba?\(\s*(?:\d+%\s*){2}\d+%\s*\/\s*\d?\.?\d+%?\s*\)/,
  /hsla?\(\s*\d+(?:deg|rad|grad|turn)?,\s*\d+%,\s*\d+%\s*\)/,
  /hsla?\(\s*\d+(?:deg|rad|grad|turn)?\s+\d+%\s+\d+%\s*\)/,
  /hsla?\(\s*\d+(?:deg|rad|grad|turn)?,\s*(?:\d+%,\s*){2}\d?\.?\d+%?\s*\)/,
  /hsla?\(\s*\d+(?:deg|rad|grad|turn)?\s+\d+%\s+\d+%\s*\/\s*\d?\.?\d+%?\s*\)/,
];

const onlyAColour = new RegExp(`^\\s*(?:${colourForms.map((form) => form.source).join('|')})\\s*$`);

/** The colour `text` names, trimmed, when that is all it is; else undefined. */
export function colourOf(text: string): string | undefined {
  return onlyAColour.test(text) ? text.trim() : undefined;
}

/** The class of the swatch element inside such code (the filter's default class name). */
export const swatchClass = 'inline-code-color';
