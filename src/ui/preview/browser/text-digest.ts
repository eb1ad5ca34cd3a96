// The browser twin of ../node/text-digest.ts (same exports): the render key's digest must be synchronous (it is made
// per keystroke) and Web Crypto's `digest` is not, so SHA-256 is computed here as FIPS 180-4 defines it
// (https://csrc.nist.gov/pubs/fips/180-4/upd1/final), over the text's UTF-8 bytes, and written base64url as Node's is.
// test/unit/ui/preview-text-digest.test.ts compares it with Node's on the same texts.

export type TextDigest = (text: string) => string;

/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4, 4.2.2). */
const roundConstants = new Uint32Array(64);
/** The first 32 bits of the fractional parts of the square roots of the first 8 primes (FIPS 180-4, 5.3.3). */
const initialHash = new Uint32Array(8);

function fillConstants(): void {
  const primes: number[] = [];
  for (let candidate = 2; primes.length < 64; candidate += 1) {
    if (primes.every((prime) => candidate % prime !== 0)) primes.push(candidate);
  }
  const fraction = (value: number) => ((value - Math.floor(value)) * 2 ** 32) >>> 0;
  primes.forEach((prime, index) => {
    roundConstants[index] = fraction(Math.cbrt(prime));
    if (index < 8) initialHash[index] = fraction(Math.sqrt(prime));
  });
}
fillConstants();

const rotate = (value: number, by: number) => (value >>> by) | (value << (32 - by));

/** The SHA-256 digest of `bytes`. */
function sha256(bytes: Uint8Array): Uint8Array {
  const bitLength = bytes.length * 8;
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const hash = Uint32Array.from(initialHash);
  const schedule = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let t = 0; t < 16; t += 1) schedule[t] = view.getUint32(block + t * 4);
    for (let t = 16; t < 64; t += 1) {
      const w15 = schedule[t - 15];
      const w2 = schedule[t - 2];
      const sigma0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >>> 3);
      const sigma1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >>> 10);
      schedule[t] = (schedule[t - 16] + sigma0 + schedule[t - 7] + sigma1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = hash;
    for (let t = 0; t < 64; t += 1) {
      const choose = (e & f) ^ (~e & g);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const first =
        (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + choose + roundConstants[t] + schedule[t]) >>> 0;
      const second = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + majority) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + first) >>> 0, c, b, a, (first + second) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, index) => (hash[index] = (hash[index] + value) >>> 0));
  }
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  hash.forEach((value, index) => out.setUint32(index * 4, value));
  return digest;
}

/** A digest of `text` that tells one text from another: SHA-256, base64url (as Node's `digest('base64url')`). */
export const textDigest: TextDigest = (text) => {
  let binary = '';
  for (const byte of sha256(new TextEncoder().encode(text))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
