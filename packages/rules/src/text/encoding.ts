/**
 * The Encoding rule's byte and code point checks (/docs/rules/Text/Encoding): UTF-8 well-formedness
 * by table 3-7 of The Unicode Standard, ASCII, and Microsoft's code page 1252.
 */
export type EncodingName = 'utf-8' | 'ascii' | 'windows-1252';

/** The 27 characters code page 1252 places at 80–9F (81, 8D, 8F, 90 and 9D are unassigned). */
const CP1252_HIGH: Readonly<Record<number, number>> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x0192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021, 0x88: 0x02c6, 0x89: 0x2030,
  0x8a: 0x0160, 0x8b: 0x2039, 0x8c: 0x0152, 0x8e: 0x017d, 0x91: 0x2018, 0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022,
  0x96: 0x2013, 0x97: 0x2014, 0x98: 0x02dc, 0x99: 0x2122, 0x9a: 0x0161, 0x9b: 0x203a, 0x9c: 0x0153, 0x9e: 0x017e, 0x9f: 0x0178,
};
const CP1252_REPERTOIRE = new Set(Object.values(CP1252_HIGH));

export const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');

export function isForbiddenControl(codePoint: number): boolean {
  return (codePoint < 0x20 && codePoint !== 0x09 && codePoint !== 0x0a && codePoint !== 0x0d) || (codePoint >= 0x7f && codePoint <= 0x9f);
}

export function encodable(codePoint: number, encoding: EncodingName): boolean {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  if (encoding === 'utf-8') return true;
  if (encoding === 'ascii') return codePoint <= 0x7f;
  return codePoint <= 0x7f || (codePoint >= 0xa0 && codePoint <= 0xff) || CP1252_REPERTOIRE.has(codePoint);
}

/** Length of the well-formed UTF-8 sequence at `at`, or 0 when it is ill-formed. */
function utf8SequenceLength(bytes: Uint8Array, at: number): number {
  const b0 = bytes[at]!;
  if (b0 <= 0x7f) return 1;
  const inRange = (offset: number, low: number, high: number) => at + offset < bytes.length && bytes[at + offset]! >= low && bytes[at + offset]! <= high;
  const cont = (offset: number) => inRange(offset, 0x80, 0xbf);
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 === 0xe0) return inRange(1, 0xa0, 0xbf) && cont(2) ? 3 : 0;
  if ((b0 >= 0xe1 && b0 <= 0xec) || b0 === 0xee || b0 === 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (b0 === 0xed) return inRange(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (b0 === 0xf0) return inRange(1, 0x90, 0xbf) && cont(2) && cont(3) ? 4 : 0;
  if (b0 >= 0xf1 && b0 <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (b0 === 0xf4) return inRange(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

export type FileProblem =
  | { code: 'file_encoding_invalid_bytes'; measured: { byte: string; byteOffset: number } }
  | { code: 'file_encoding_control_character'; measured: { codePoint: string; byteOffset: number } };

/** The first problem in a file's bytes, in content order, or undefined. */
export function firstFileProblem(bytes: Uint8Array, encoding: EncodingName, allowControls: boolean, start: number): FileProblem | undefined {
  let at = start;
  while (at < bytes.length) {
    const byte = bytes[at]!;
    let length = 1;
    let codePoint = byte;
    if (encoding === 'utf-8') {
      length = utf8SequenceLength(bytes, at);
      if (length === 0) return { code: 'file_encoding_invalid_bytes', measured: { byte: hex(byte, 2), byteOffset: at } };
      const tail = (i: number) => bytes[at + i]! & 0x3f;
      if (length === 2) codePoint = ((byte & 0x1f) << 6) | tail(1);
      else if (length === 3) codePoint = ((byte & 0x0f) << 12) | (tail(1) << 6) | tail(2);
      else if (length === 4) codePoint = ((byte & 0x07) << 18) | (tail(1) << 12) | (tail(2) << 6) | tail(3);
    } else if (encoding === 'ascii') {
      if (byte > 0x7f) return { code: 'file_encoding_invalid_bytes', measured: { byte: hex(byte, 2), byteOffset: at } };
    } else if (byte >= 0x80 && byte <= 0x9f) {
      const mapped = CP1252_HIGH[byte];
      if (mapped === undefined) return { code: 'file_encoding_invalid_bytes', measured: { byte: hex(byte, 2), byteOffset: at } };
      codePoint = mapped;
    }
    if (!allowControls && isForbiddenControl(codePoint)) {
      return { code: 'file_encoding_control_character', measured: { codePoint: hex(codePoint, 4), byteOffset: at } };
    }
    at += length;
  }
  return undefined;
}
