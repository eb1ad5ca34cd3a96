// Random names (a draft's file name, OAuth's `state`) from the Web Crypto API, which Node and browsers both have.

/** `bytes` random bytes as lower-case hex (twice as many characters). */
export function randomHex(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
