/* global document, getComputedStyle -- the measuring function runs in the browser page */
// Whether Chromium draws Japanese with a font that has it, or as "tofu" (the empty boxes of a missing glyph).
// A missing glyph is drawn as the font's .notdef box, so a Japanese sentence without a Japanese font measures
// exactly as wide as the same count of private-use characters (U+E000, which no font here draws). Measured with
// a canvas in the frame's own font family, so it answers for the workbench and for a webview alike.

const sample = '日本語の記事を書く';

/** The widths, in a frame (or page), of a Japanese sentence and of as many missing-glyph boxes. */
export async function japaneseWidths(frame) {
  return frame.evaluate((text) => {
    const context = document.createElement('canvas').getContext('2d');
    context.font = `32px ${getComputedStyle(document.body).fontFamily || 'sans-serif'}`;
    const width = (value) => context.measureText(value).width;
    return { japanese: width(text), boxes: width('\uE000'.repeat([...text].length)) };
  }, sample);
}

/** Throws when the frame would draw Japanese as boxes. */
export async function assertJapaneseDrawn(frame, where) {
  const { japanese, boxes } = await japaneseWidths(frame);
  if (Math.abs(japanese - boxes) < 0.5) {
    throw new Error(
      `${where} draws Japanese as empty boxes (“${sample}” is ${japanese}px, as wide as ${[...sample].length} missing glyphs): no Japanese font; install fonts-ipafont-gothic`,
    );
  }
}
