// The one piece of Node's `Buffer` the browser entry's packages reach for (web-bundle.mjs injects it as their
// `Buffer`; nothing global is set): gray-matter keeps the text it read as bytes (`file.orig`, `Buffer.from(text)`),
// which DevDesk never reads. In a web worker there is no `Buffer`, so every front matter read failed there. Anything
// else asked of it throws, naming this file, rather than answering wrongly.
const encoder = new TextEncoder();

export const Buffer = {
  from(value) {
    if (typeof value !== 'string') throw new TypeError('web-buffer-shim: Buffer.from takes only a string here');
    return encoder.encode(value);
  },
  isBuffer: () => false,
};
