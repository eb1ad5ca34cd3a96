// Bytes and text the same way in both hosts (VS Code's Node extension host and a browser's web worker), without
// Node's Buffer, which a web worker does not have: UTF-8 through the Encoding standard's TextEncoder, base64 through
// the HTML standard's atob/btoa (https://html.spec.whatwg.org/multipage/webappapis.html#atob), which both hosts have.

/** The text's length in UTF-8 bytes, as it goes on the wire. */
export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}

/**
 * The bytes a base64 text stands for. ASCII whitespace is skipped (GitHub wraps a file's `content` every 60
 * characters: https://docs.github.com/en/rest/repos/contents#get-repository-content), as Node's decoder skips it.
 */
export function bytesFromBase64(base64: string): Uint8Array {
  const binary = atob(base64.replace(/[\t\n\f\r ]+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The bytes as base64 (with padding, no line breaks). btoa takes a string of byte values, built in slices. */
export function base64FromBytes(bytes: Uint8Array): string {
  const slice = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += slice)
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  return btoa(binary);
}
