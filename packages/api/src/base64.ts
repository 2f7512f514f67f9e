/**
 * Base64 with the web platform's btoa/atob (global in Node ≥ 16 and in browsers) rather than Node's Buffer, so
 * the report services and the REST file responses also run in the browser (the offline demo).
 */

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  // fromCharCode over chunks: one call per byte is slow, one call for a whole PDF overflows the stack.
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
