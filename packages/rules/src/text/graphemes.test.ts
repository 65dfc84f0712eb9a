/**
 * MaxLength's grapheme count walks the text in windows (groups/text.ts graphemeCount); it must
 * count exactly what one pass of Intl.Segmenter over the whole text counts, whatever a window's
 * edge cuts: surrogate pairs, regional-indicator pairs, combining marks, ZWJ sequences, CR LF,
 * Hangul syllables and clusters longer than a window.
 */
import { describe, expect, it } from 'vitest';
import { codePointCount, graphemeCount } from '../groups/text.js';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const whole = (text: string) => {
  let count = 0;
  for (const _segment of segmenter.segment(text)) count += 1;
  return count;
};

const PIECES = ['a', 'b', '👍🏽', 'e\u0301', '🇫🇷', '🇩🇪', '🇫', 'x', '\r\n', '\r', '\n', '👩‍👩‍👧‍👦', '\u0301', 'क्षि', '\u200d', '\ud800', '한', '\u1100\u1161\u11a8'];

describe('graphemeCount', () => {
  it('counts as one pass of Intl.Segmenter over the whole text', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let trial = 0; trial < 150; trial += 1) {
      let text = '';
      const pieces = Math.floor(random() * 2000);
      for (let i = 0; i < pieces; i += 1) text += PIECES[Math.floor(random() * PIECES.length)];
      expect(graphemeCount(text), `trial ${trial}`).toBe(whole(text));
    }
  });

  it('counts clusters longer than a window and runs of regional indicators', () => {
    for (const text of ['e' + '\u0301'.repeat(5000), '🇫'.repeat(2001), '👩‍👩‍👧‍👦'.repeat(300), 'a'.repeat(100_000)]) expect(graphemeCount(text)).toBe(whole(text));
  });

  it('counts code points with lone surrogates as one each', () => {
    expect(codePointCount('a👍🏽\ud800b\udc00')).toBe([...'a👍🏽\ud800b\udc00'].length);
  });
});
