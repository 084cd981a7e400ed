const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { ignoreBOM: true });

/** How many bytes the UTF-8 sequence starting at `i` takes, or 0 when the bytes there are not UTF-8. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i] ?? 0;
  const length =
    lead < 0x80
      ? 1
      : lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
  if (length === 0 || i + length > bytes.length) return 0;
  if (length === 1) return 1;
  for (let k = 1; k < length; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return 0;
  const second = bytes[i + 1] ?? 0;
  // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8 either.
  if ((lead === 0xe0 && second < 0xa0) || (lead === 0xed && second > 0x9f)) return 0;
  if ((lead === 0xf0 && second < 0x90) || (lead === 0xf4 && second > 0x8f)) return 0;
  return length;
}

/**
 * Input bytes as text. A byte that is not part of valid UTF-8 becomes the lone surrogate U+DC00 + byte (as
 * Python's "surrogateescape" does) instead of `�`, so that a message can show exactly what was received (`\xff`).
 */
export function decodeInput(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    let text = '';
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
      const length = sequenceLength(bytes, i);
      if (length > 0) {
        i += length;
        continue;
      }
      text += lenient.decode(bytes.subarray(start, i)) + String.fromCharCode(0xdc00 + (bytes[i] ?? 0));
      i += 1;
      start = i;
    }
    return text + lenient.decode(bytes.subarray(start));
  }
}
