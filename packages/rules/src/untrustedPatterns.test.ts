/**
 * Every regular expression that reads untrusted bytes or text, fed 1 MB of the input that makes it
 * work hardest: a backtracking pattern takes minutes on that (the OBJ vertex pattern took 1.6 s on
 * 20,000 digits and minutes on 400,000), a linear one milliseconds. Each entry names the pattern's
 * place; the bound is generous for a loaded machine and far below what a quadratic pattern needs.
 * Patterns that only ever see inputs of bounded length (the PLY format line within the first 64
 * bytes, an OBJ corner index of at most 10 digits) are listed with that bound.
 */
import { describe, expect, it } from 'vitest';
import { checkRule } from './check.js';
import { detectMeshFormat } from './mesh/detect.js';
import { readObj } from './mesh/textFormats.js';
import type { FieldValue } from './types.js';

const MB = 1 << 20;
const LINEAR_BOUND_MS = 2_000;
const utf8 = (text: string) => new TextEncoder().encode(text);
const text = (rule: string, params: Record<string, unknown>, value: FieldValue) => () => checkRule({ key: 'v', kind: 'text', rules: [{ rule, params }] } as never, { rule, params }, value);

const cases: [string, () => unknown][] = [
  ['mesh/detect.ts OBJ vertex line: one 1 MB number and no second', () => detectMeshFormat(utf8(`v ${'9'.repeat(MB)}\nf 1 2 3\n`))],
  ['mesh/detect.ts OBJ vertex line: 1 MB of "v 1" pairs without a third number', () => detectMeshFormat(utf8(`${'v 1 1\n'.repeat(MB / 6)}f 1 2 3\n`))],
  ['mesh/detect.ts OBJ face line: 1 MB of blanks', () => detectMeshFormat(utf8(`v 0 0 0\n${' \t'.repeat(MB / 2)}`))],
  ['mesh/detect.ts ASCII FBX first line: 1 MB of digits and dots', () => detectMeshFormat(utf8(`; FBX ${'1.'.repeat(MB / 2)}`))],
  ['mesh/detect.ts ASCII STL /^\\s*solid/: 1 MB of blanks', () => detectMeshFormat(utf8(`${' '.repeat(MB)}x`))],
  ['mesh/detect.ts USDZ first entry name /\\.usd[ac]?$/i: 64 KB of ".usd" (a ZIP name is at most 65,535 bytes)', () => /\.usd[ac]?$/i.test('.usd'.repeat(16_383))],
  ['mesh/textFormats.ts OBJ corner index /^[+-]?[0-9]{1,10}$/: a 1 MB index', () => expect(() => readObj(`v 0 0 0\nf ${'1'.repeat(MB)} 1 1\n`)).toThrow()],
  ['mesh/textFormats.ts PLY end_header and line splitting: the 64 KB header of blanks', () => /end_header[ \t]*\r?\n/.exec(`ply\n${'end_header \t'.repeat(5_000)}`)],
  ['groups/text.ts ColorCode rgb(): 1 MB of digits', text('ColorCode', { notations: ['rgb', 'hsl'] }, `rgb(${'1'.repeat(MB)}`)],
  ['groups/text.ts ColorCode rgb(): 1 MB of "1 " components', text('ColorCode', { notations: ['rgb', 'hsl'] }, `rgb(${'1 '.repeat(MB / 2)})`)],
  ['groups/text.ts ColorCode hsl(): 1 MB of digits and dots', text('ColorCode', { notations: ['hsl'] }, `hsl(${'1.'.repeat(MB / 2)}`)],
  ['groups/text.ts ColorCode hex: 1 MB of hex digits', text('ColorCode', { notations: ['hex'], allowMissingHash: true }, 'a'.repeat(MB))],
  ['text/dateTime.ts DateTime: 1 MB of digits', text('DateTime', {}, '1'.repeat(MB))],
  ['groups/misc.ts KeyType snake_case: a 1 MB key of "a_" ending in "_"', text('KeyType', { format: 'json', keyCase: 'snake_case' }, JSON.stringify({ [`${'a_'.repeat(MB / 2)}_`]: 1 }))],
  ['groups/misc.ts KeyType kebab-case: a 1 MB key of "a-" ending in "-"', text('KeyType', { format: 'json', keyCase: 'kebab-case' }, JSON.stringify({ [`${'a-'.repeat(MB / 2)}-`]: 1 }))],
  ['text/xsd.ts XML declaration /^<\\?xml\\b[^?]*\\?>/: 1 MB without "?>"', text('XsdSchema', { xsd: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="r"/></xs:schema>' }, `<?xml ${'a'.repeat(MB)}`)],
];

describe('regular expressions on untrusted input run in linear time', () => {
  it.each(cases)('%s', async (_, run) => {
    const started = performance.now();
    await run();
    expect(performance.now() - started).toBeLessThan(LINEAR_BOUND_MS);
  });
});
