import type { RuleDefinition } from './types';
import { asyncRetryRetries, asyncRetrySentence, asyncRetryWhen } from './asyncRetry';
import { SCHEMA_BYTE_LIMIT_TEXT, STRUCTURED_NESTING_LIMIT } from './limits';

/**
 * Text rules (group 'Text'). Parameter schemas: `openapi/rules/text-misc.yaml`.
 * Error codes: `src/data/errors/rules-text-misc.ts`.
 *
 * Conventions shared by every rule in this file (each explanation repeats what applies):
 * - A rule sees the NFC normalization (UAX #15, Unicode 16.0 data) of the submitted string;
 *   the stored value is not changed.
 * - A "position" or "index" is a 0-based offset in Unicode code points into that NFC string;
 *   "line" and "column" are 1-based, columns counted in code points, lines ended by LF, CR or CR LF.
 * - A rule on an optional text field that the submission omits is not evaluated. An empty string
 *   is a value and is evaluated.
 */
export const textRules = [
  {
    id: 'Capitalize',
    group: 'Text',
    title: 'Capitalize',
    summary: 'The text, or every word in it, must start with a capital letter',
    explanation: [
      "Capitalize checks the case of the first letter of the text (`mode: \"firstLetter\"`) or of every word (`mode: \"everyWord\"`). The rule reads the NFC normalization of the submitted string and uses Unicode 16.0 General_Category values; it never changes the stored text.",
      "A letter is any code point whose General_Category is Lu, Ll, Lt, Lm or Lo. In `firstLetter` mode the validator scans from the start of the string, skipping everything that is not a letter (digits, punctuation, symbols, spaces, emoji), and looks at the first letter it finds. If that letter is Ll (lowercase) the rule fails; if it is Lu (uppercase) or Lt (titlecase, such as `ǅ`) it passes; if it is Lm or Lo (letters without case, such as Japanese kana or Arabic letters) it passes. A string with no letter at all passes.",
      "In `everyWord` mode the string is split on runs of White_Space code points (space, tab, line breaks, no-break space, ideographic space and the rest of the Unicode White_Space property) and each non-empty piece is a word. Hyphens and apostrophes do not split words, so `x-ray` is one word whose first letter is `x`. Each word is checked exactly as in `firstLetter` mode. A word whose text, with leading and trailing code points that are neither letters nor decimal digits (General_Category L or Nd) removed, so `(of)`, `of,` and `of²` all compare as `of` while `of2` does not, equals an entry of `exceptions` (exact, case-sensitive comparison) is skipped, except the first word of the string, which is always checked. Words are numbered from 1.",
      "Only the first letter of each word is examined: `McKinley`, `iPhone` and `GLOW` are judged by `M`, `i` and `G`. The rule reports the first failing word; `measured.violationCount` gives the number of failing words (in `firstLetter` mode it is 0 or 1).",
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_capitalize_first_letter_lowercase',
        messageTemplate: 'The text must start with a capital letter; its first letter is `{character}` at position {index}.',
        when: "In `firstLetter` mode, the first letter of the text has General_Category Ll.",
      },
      {
        code: 'text_capitalize_word_lowercase',
        messageTemplate: 'Every word must start with a capital letter; word {wordIndex} (`{word}`) starts with `{character}`.',
        when: "In `everyWord` mode, the first letter of a word that is not an exception has General_Category Ll. The first such word (in string order) is reported.",
      },
    ],
    exampleField: {
      key: 'item_name',
      label: 'Item name',
      kind: 'text',
      required: true,
      rules: [{ rule: 'Capitalize', params: { mode: 'everyWord', exceptions: ['of', 'the', 'and'] } }],
    },
    examples: [
      {
        input: '`Lantern of the Drowned King`',
        params: { mode: 'everyWord', exceptions: ['of', 'the', 'and'] },
        measured: { violationCount: 0 },
        verdict: 'pass',
      },
      {
        input: '`Lantern of the drowned King` (`of` and `the` are exceptions, `drowned` is not)',
        params: { mode: 'everyWord', exceptions: ['of', 'the', 'and'] },
        measured: { violationCount: 1, wordIndex: 4, word: 'drowned', character: 'd', index: 15 },
        verdict: 'fail',
        error: {
          code: 'text_capitalize_word_lowercase',
          message: 'Every word must start with a capital letter; word 4 (`drowned`) starts with `d`.',
        },
      },
      {
        input: '`of Ash and Ember`: an exception word is still checked when it is the first word',
        params: { mode: 'everyWord', exceptions: ['of', 'the', 'and'] },
        measured: { violationCount: 1, wordIndex: 1, word: 'of', character: 'o', index: 0 },
        verdict: 'fail',
        error: {
          code: 'text_capitalize_word_lowercase',
          message: 'Every word must start with a capital letter; word 1 (`of`) starts with `o`.',
        },
      },
      {
        input: '`«ember» shield`: the guillemet is skipped and `e` is the first letter',
        params: { mode: 'firstLetter' },
        measured: { violationCount: 1, character: 'e', index: 1 },
        verdict: 'fail',
        error: {
          code: 'text_capitalize_first_letter_lowercase',
          message: 'The text must start with a capital letter; its first letter is `e` at position 1.',
        },
      },
      {
        input: '`3D Ember Shield`: the digit is skipped and `D` is uppercase',
        params: { mode: 'firstLetter' },
        measured: { violationCount: 0 },
        verdict: 'pass',
      },
      {
        input: '`日本刀 blade`: the first letter `日` is Lo (no case), so the text passes',
        params: { mode: 'firstLetter' },
        measured: { violationCount: 0 },
        verdict: 'pass',
      },
    ],
    related: ['UpperCase', 'LowerCase', 'Regex', 'LengthRange'],
    caveats: [
      'A text with no letters (for example `2025` or an emoji) passes; combine with Regex or LengthRange to require letters.',
      'Digits inside a word are skipped, so in `everyWord` mode `3d` fails on `d` while `3D` passes.',
      'Exceptions never apply to the first word, and they are case-sensitive: an exception `of` does not excuse `oF`, which fails on `o`.',
      'Words are split on whitespace only; `Ember/shield` is one word judged by `E`.',
    ],
    inSidebar: true,
  },
  {
    id: 'ColorCode',
    group: 'Text',
    title: 'Color code',
    summary: 'The text must be a color written in one of the accepted CSS notations',
    explanation: [
      "ColorCode accepts the text when the whole string, with no leading or trailing whitespace, is a color in one of the notations listed in `notations`. The syntax is a strict subset of CSS Color Module Level 4; where CSS would clamp an out-of-range component, this rule rejects it instead.",
      "`hex`: `#` followed by exactly 3 or 6 hexadecimal digits (`#f80`, `#ff8800`). `hexAlpha`: `#` followed by exactly 4 or 8 hexadecimal digits, the last one or two being alpha (`#f80c`, `#ff8800cc`). List both to accept all four lengths. When `allowMissingHash` is true the `#` may be omitted for these two notations (`ff8800`); the other notations are unaffected. `hexCase` constrains the letters `a`–`f`: `lower` rejects `A`–`F`, `upper` rejects `a`–`f`, `any` accepts both; digits are always accepted.",
      "`rgb`: `rgb(` or `rgba(` (function name ASCII case-insensitive) with either the legacy syntax, three comma-separated components that are all numbers or all percentages plus an optional `, alpha`, or the modern syntax, three whitespace-separated components (numbers and percentages may be mixed) plus an optional `/ alpha`. A number is `[+-]?([0-9]+|[0-9]*\\.[0-9]+)([eE][+-]?[0-9]+)?`; color components must lie in 0–255 as numbers or 0%–100% as percentages, and alpha in 0–1 or 0%–100%. Fractional values such as `127.5` are accepted. The keyword `none` is not accepted. Spaces, tabs and line feeds may appear after `(`, before `)` and around `,` and `/`.",
      "`hsl`: `hsl(` or `hsla(` with the same legacy and modern syntaxes, where the hue is a number of degrees, optionally with the unit `deg` (any finite value; it wraps modulo 360), and saturation and lightness are percentages in 0%–100% (bare numbers are rejected there). Alpha is as for `rgb`. `named`: one of the 148 named colors of CSS Color 4 (from `aliceblue` to `yellowgreen`, including `rebeccapurple` and both spellings `gray`/`grey`), ASCII case-insensitive; `transparent`, `currentcolor` and system colors such as `Canvas` are not accepted.",
      "On a pass, `measured.notation` names the notation that matched. `hexCase` is checked only after the value has been recognized as `hex` or `hexAlpha`, so a case mismatch gets its own error code.",
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_color_code_invalid',
        messageTemplate: 'The text is not a color code in an accepted notation ({notations}).',
        when: 'The string matches none of the notations listed in `notations`, or a component is outside its range.',
      },
      {
        code: 'text_color_code_hex_case_mismatch',
        messageTemplate: 'Hex digits must be {hexCase}case.',
        when: 'The string is a valid `hex` or `hexAlpha` code but contains a letter `a`–`f` in the case that `hexCase` forbids.',
      },
    ],
    exampleField: {
      key: 'accent_color',
      label: 'Accent color',
      kind: 'text',
      required: true,
      rules: [{ rule: 'ColorCode', params: { notations: ['hex', 'rgb'], hexCase: 'lower', allowMissingHash: false } }],
    },
    examples: [
      {
        input: '`#1e90ff`',
        params: { notations: ['hex', 'rgb'], hexCase: 'lower', allowMissingHash: false },
        measured: { notation: 'hex' },
        verdict: 'pass',
      },
      {
        input: '`rgb(30 144 255 / 80%)` (modern syntax with alpha)',
        params: { notations: ['hex', 'rgb'], hexCase: 'lower', allowMissingHash: false },
        measured: { notation: 'rgb' },
        verdict: 'pass',
      },
      {
        input: '`#1E90FF`',
        params: { notations: ['hex', 'rgb'], hexCase: 'lower', allowMissingHash: false },
        measured: { notation: 'hex' },
        verdict: 'fail',
        error: { code: 'text_color_code_hex_case_mismatch', message: 'Hex digits must be lowercase.' },
      },
      {
        input: '`rgb(300, 0, 0)` (CSS would clamp 300 to 255; this rule rejects it)',
        params: { notations: ['hex', 'rgb'], hexCase: 'lower', allowMissingHash: false },
        verdict: 'fail',
        error: { code: 'text_color_code_invalid', message: 'The text is not a color code in an accepted notation (hex, rgb).' },
      },
      {
        input: '`dodgerblue` when `named` is not listed',
        params: { notations: ['hex', 'rgb'], hexCase: 'any', allowMissingHash: false },
        verdict: 'fail',
        error: { code: 'text_color_code_invalid', message: 'The text is not a color code in an accepted notation (hex, rgb).' },
      },
      {
        input: '`#ff8800cc` when only `hex` is listed (8 digits need `hexAlpha`)',
        params: { notations: ['hex'], hexCase: 'any', allowMissingHash: false },
        verdict: 'fail',
        error: { code: 'text_color_code_invalid', message: 'The text is not a color code in an accepted notation (hex).' },
      },
    ],
    related: ['Regex', 'LowerCase', 'UpperCase', 'HSLRange'],
    caveats: [
      'Leading or trailing whitespace is never trimmed: `" #ff8800"` fails.',
      'Out-of-range components are rejected rather than clamped, so `rgb(256 0 0)` and `hsl(0 120% 50%)` fail even though browsers render them.',
      'Only sRGB notations are recognized; `hwb()`, `lab()`, `lch()`, `oklch()` and `color()` fail.',
      '`allowMissingHash` makes any 3-, 4-, 6- or 8-character string of hex digits a color, including words such as `bad` or `cafe`.',
    ],
    inSidebar: true,
  },
  {
    id: 'DateTime',
    group: 'Text',
    title: 'Date and time',
    summary: 'The text must be an RFC 3339 date, time or timestamp, optionally in UTC and within a range',
    explanation: [
      "DateTime parses the whole string against one profile of RFC 3339 section 5.6, which is also the ISO 8601-1:2019 extended format with complete representations. No whitespace is trimmed. `profile` selects the grammar: `dateTime` is `full-date \"T\" full-time` (`2025-03-14T09:26:53Z`); `date` is `full-date` (`2025-03-14`); `time` is `full-time` (`09:26:53+01:00`); `localDateTime` is `full-date \"T\" partial-time` with no offset (`2025-03-14T09:26:53`), for wall-clock times whose zone is known from elsewhere.",
      "Components: year exactly 4 digits (0000–9999); month 01–12; day 01 to the length of the month in the proleptic Gregorian calendar (29 February only in years divisible by 4 and not by 100, or divisible by 400; year 0000 is a leap year); hour 00–23; minute 00–59; second 00–59; an optional fraction of 1 to 9 digits after `.`; offset `Z` or `+hh:mm`/`-hh:mm` with hh 00–23 and mm 00–59. The separators `T` and `Z` are accepted in upper or lower case, as the RFC allows; a space instead of `T` is rejected. Basic format (`20250314T092653Z`), week dates (`2025-W11-5`), ordinal dates (`2025-073`), reduced precision (`09:26`), a comma as decimal sign and 5-digit years are all rejected.",
      "Second `60` (a leap second) is accepted for `dateTime` only when the time converted to UTC is 23:59:60 on 30 June or 31 December, and for `time` only when it converts to 23:59:60 UTC; it is rejected for `localDateTime`. No leap-second table is consulted.",
      "`offset: \"utc\"` (for `dateTime` and `time`) requires `Z`, `z`, `+00:00` or `-00:00`; any other offset fails with its own code. `offset: \"any\"` accepts every valid offset. For `date` and `localDateTime` the parameter must be omitted or `any`.",
      "`notBefore` and `notAfter` are inclusive bounds, allowed for `dateTime` (written as RFC 3339 date-times and compared as UTC instants with nanosecond precision), `date` (written as full-dates and compared as calendar days) and `localDateTime` (written as local date-times and compared field by field). A leap second compares as second 59 of its minute with the same fraction. On a pass or a range failure, `measured.normalized` is the value converted to UTC with the fraction kept as written (`2025-03-14T08:26:53.250Z`) for `dateTime` and `time`, and the value itself for `date` and `localDateTime`.",
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_datetime_invalid',
        messageTemplate: 'The text is not a valid {profile} value.',
        when: 'The string does not match the grammar of `profile`, or names a day, hour, minute, second or offset that does not exist.',
      },
      {
        code: 'text_datetime_offset_not_utc',
        messageTemplate: 'The time must be in UTC (`Z`); it has offset {offset}.',
        when: '`offset` is `utc` and the value is well-formed but its offset is not `Z`, `z`, `+00:00` or `-00:00`.',
      },
      {
        code: 'text_datetime_before_min',
        messageTemplate: '{normalized} is earlier than the allowed start {notBefore}.',
        when: 'The value is valid but earlier than `notBefore`.',
      },
      {
        code: 'text_datetime_after_max',
        messageTemplate: '{normalized} is later than the allowed end {notAfter}.',
        when: 'The value is valid but later than `notAfter`.',
      },
    ],
    exampleField: {
      key: 'event_start',
      label: 'Event start (UTC)',
      kind: 'text',
      required: true,
      rules: [
        {
          rule: 'DateTime',
          params: { profile: 'dateTime', offset: 'utc', notBefore: '2025-01-01T00:00:00Z', notAfter: '2025-12-31T23:59:59Z' },
        },
      ],
    },
    examples: [
      {
        input: '`2025-06-14T18:00:00Z`',
        params: { profile: 'dateTime', offset: 'utc', notBefore: '2025-01-01T00:00:00Z', notAfter: '2025-12-31T23:59:59Z' },
        measured: { normalized: '2025-06-14T18:00:00Z' },
        verdict: 'pass',
      },
      {
        input: '`2025-06-14T20:00:00+02:00` (the same instant, but not written in UTC)',
        params: { profile: 'dateTime', offset: 'utc', notBefore: '2025-01-01T00:00:00Z', notAfter: '2025-12-31T23:59:59Z' },
        measured: { offset: '+02:00', normalized: '2025-06-14T18:00:00Z' },
        verdict: 'fail',
        error: { code: 'text_datetime_offset_not_utc', message: 'The time must be in UTC (`Z`); it has offset +02:00.' },
      },
      {
        input: '`2024-12-31T23:00:00Z`',
        params: { profile: 'dateTime', offset: 'utc', notBefore: '2025-01-01T00:00:00Z', notAfter: '2025-12-31T23:59:59Z' },
        measured: { normalized: '2024-12-31T23:00:00Z' },
        verdict: 'fail',
        error: {
          code: 'text_datetime_before_min',
          message: '2024-12-31T23:00:00Z is earlier than the allowed start 2025-01-01T00:00:00Z.',
        },
      },
      {
        input: '`2025-02-29` (2025 is not a leap year)',
        params: { profile: 'date' },
        verdict: 'fail',
        error: { code: 'text_datetime_invalid', message: 'The text is not a valid date value.' },
      },
      {
        input: '`2025-03-14 09:26:53Z` (space instead of `T`)',
        params: { profile: 'dateTime', offset: 'any' },
        verdict: 'fail',
        error: { code: 'text_datetime_invalid', message: 'The text is not a valid dateTime value.' },
      },
      {
        input: '`2016-12-31T23:59:60Z` (a leap second at the end of December)',
        params: { profile: 'dateTime', offset: 'any' },
        measured: { normalized: '2016-12-31T23:59:60Z' },
        verdict: 'pass',
      },
    ],
    related: ['Regex', 'LengthRange', 'NumberRange'],
    caveats: [
      'Time-zone names (`Europe/Paris`) are not understood; store the zone in a separate enum field and use `localDateTime` for the wall-clock time.',
      'Lowercase `t` and `z` are accepted because RFC 3339 allows them; use Regex alongside if you need uppercase only.',
      'Fractions beyond 9 digits (nanoseconds) are rejected, although RFC 3339 puts no limit on them.',
      '`notBefore` and `notAfter` are fixed strings; the rule has no notion of "now", so "not in the future" cannot be expressed.',
    ],
    inSidebar: true,
  },
  {
    id: 'Encoding',
    group: 'Text',
    title: 'Encoding',
    summary: 'A text value must be encodable, or an uploaded file must be well-formed, in the given character encoding',
    explanation: [
      "Encoding works on two field kinds. On a `file` field it reads the raw bytes of the uploaded asset and checks that they are a well-formed byte sequence in `encoding`. On a `text` field the value has already been decoded from the JSON request, so the rule checks that every code point of its NFC normalization can be encoded in `encoding`.",
      "`utf-8` on a file uses the well-formed byte sequences of The Unicode Standard, chapter 3, table 3-7: 00–7F; C2–DF then 80–BF; E0 then A0–BF then 80–BF; E1–EC or EE–EF then two bytes 80–BF; ED then 80–9F then 80–BF; F0 then 90–BF then two bytes 80–BF; F1–F3 then three bytes 80–BF; F4 then 80–8F then two bytes 80–BF. Everything else is ill-formed: overlong forms (any sequence starting C0 or C1, E0 80–9F, F0 80–8F), encoded surrogates U+D800–U+DFFF (ED A0–BF, the CESU-8 form), values above U+10FFFF (F4 90 and above, F5–FF), stray continuation bytes and a sequence cut off by the end of the file. The reported `byteOffset` (0-based) is the first byte of the first ill-formed sequence, the same position at which a fatal WHATWG `TextDecoder('utf-8')` stops. Noncharacters such as U+FFFE and U+FDD0 and the NUL byte are well-formed.",
      "Byte order mark (files with `encoding: \"utf-8\"` only): a BOM is exactly the bytes EF BB BF at offset 0. `bom: \"allow\"` accepts a file with or without it, `forbid` rejects a file that starts with it, `require` rejects a file that does not. EF BB BF anywhere else is the character U+FEFF and is not treated as a BOM. UTF-16 and UTF-32 files are not recognized by their BOM; under `utf-8` their first byte FF or FE is ill-formed. For text fields `bom` must be omitted (422 `schema_rule_params_invalid` at schema creation).",
      "`ascii`: every byte of a file is 00–7F; every code point of a text is U+0000–U+007F. `windows-1252`: follows code page 1252 as Microsoft publishes it, where bytes 81, 8D, 8F, 90 and 9D are unassigned and therefore invalid in a file (the WHATWG Encoding Standard instead maps them to C1 controls); a text may contain U+0000–U+007F, U+00A0–U+00FF and the 27 characters that code page 1252 places at 80–9F (such as `€`, `‚`, `…`, `Œ`, `‘`, `’`, `“`, `”`, `–`, `—`, `™`, `Ÿ`). For `utf-8`, a text may contain every Unicode scalar value; a lone surrogate (reachable with a JSON escape such as `\\ud800`) cannot be encoded and fails.",
      "When `allowControlCharacters` is false, the decoded content must not contain C0 controls other than tab (U+0009), line feed (U+000A) and carriage return (U+000D), nor DEL (U+007F), nor C1 controls (U+0080–U+009F). Checks run in content order and the first problem is reported: the BOM check first, then each byte or code point from the start. An empty file or empty string passes unless `bom` is `require`.",
    ].join('\n\n'),
    appliesTo: ['text', 'file'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_encoding_unrepresentable',
        messageTemplate: 'Character U+{codePoint} at position {index} cannot be encoded in {encoding}.',
        when: 'Text field: a code point is outside the repertoire of `encoding`, or is a lone surrogate. `codePoint` is 4 to 6 uppercase hex digits.',
      },
      {
        code: 'text_encoding_control_character',
        messageTemplate: 'Control character U+{codePoint} at position {index} is not allowed.',
        when: 'Text field, `allowControlCharacters` false: the text contains a forbidden C0 control, DEL or a C1 control.',
      },
      {
        code: 'file_encoding_invalid_bytes',
        messageTemplate: 'The file is not valid {encoding}: byte 0x{byte} at offset {byteOffset} starts an invalid sequence.',
        when: 'File field: the bytes are not well-formed in `encoding`. `byte` is the first byte of the bad sequence as two uppercase hex digits.',
      },
      {
        code: 'file_encoding_bom_forbidden',
        messageTemplate: 'The file starts with a UTF-8 byte order mark (EF BB BF), which this field does not allow.',
        when: 'File field, `bom` is `forbid`, and the file begins with EF BB BF.',
      },
      {
        code: 'file_encoding_bom_missing',
        messageTemplate: 'The file must start with a UTF-8 byte order mark (EF BB BF).',
        when: 'File field, `bom` is `require`, and the file does not begin with EF BB BF (an empty file included).',
      },
      {
        code: 'file_encoding_control_character',
        messageTemplate: 'Control character U+{codePoint} at byte offset {byteOffset} is not allowed.',
        when: 'File field, `allowControlCharacters` false: the decoded file contains a forbidden C0 control, DEL or a C1 control.',
      },
    ],
    exampleField: {
      key: 'dialogue_file',
      label: 'Dialogue script (.txt)',
      kind: 'file',
      required: true,
      rules: [{ rule: 'Encoding', params: { encoding: 'utf-8', bom: 'forbid', allowControlCharacters: false } }],
    },
    examples: [
      {
        input: 'A 14,203-byte UTF-8 text file without BOM, using only tab, LF and printable characters',
        params: { encoding: 'utf-8', bom: 'forbid', allowControlCharacters: false },
        verdict: 'pass',
      },
      {
        input: 'A file whose bytes 12–13 are C0 AF (an overlong encoding of `/`)',
        params: { encoding: 'utf-8', bom: 'forbid', allowControlCharacters: false },
        measured: { byte: 'C0', byteOffset: 12 },
        verdict: 'fail',
        error: {
          code: 'file_encoding_invalid_bytes',
          message: 'The file is not valid utf-8: byte 0xC0 at offset 12 starts an invalid sequence.',
        },
      },
      {
        input: 'A file containing ED A0 BD at offset 40 (a surrogate encoded as in CESU-8)',
        params: { encoding: 'utf-8', bom: 'allow', allowControlCharacters: true },
        measured: { byte: 'ED', byteOffset: 40 },
        verdict: 'fail',
        error: {
          code: 'file_encoding_invalid_bytes',
          message: 'The file is not valid utf-8: byte 0xED at offset 40 starts an invalid sequence.',
        },
      },
      {
        input: 'A file saved by an editor that writes a BOM: EF BB BF 48 65 6C 6C 6F',
        params: { encoding: 'utf-8', bom: 'forbid', allowControlCharacters: false },
        verdict: 'fail',
        error: {
          code: 'file_encoding_bom_forbidden',
          message: 'The file starts with a UTF-8 byte order mark (EF BB BF), which this field does not allow.',
        },
      },
      {
        input: 'Text field value `Café ☕` checked for windows-1252 (`é` is encodable, `☕` U+2615 is not)',
        params: { encoding: 'windows-1252', allowControlCharacters: true },
        measured: { codePoint: '2615', index: 5 },
        verdict: 'fail',
        error: {
          code: 'text_encoding_unrepresentable',
          message: 'Character U+2615 at position 5 cannot be encoded in windows-1252.',
        },
      },
      {
        input: 'Text field value `e` followed by U+0301 COMBINING ACUTE ACCENT, checked for windows-1252: NFC composes it to `é` (U+00E9)',
        params: { encoding: 'windows-1252', allowControlCharacters: true },
        verdict: 'pass',
      },
    ],
    related: ['MaxFileSize', 'JsonSchema', 'XsdSchema', 'Regex'],
    caveats: [
      'On text fields the rule checks the NFC form, so a decomposed sequence that composes into a representable character passes even though the submitted code points alone would not.',
      'The file check reads the whole asset; pair it with MaxFileSize so that oversized uploads are rejected first.',
      'The rule does not detect encodings: a valid windows-1252 file is also accepted under `utf-8` if it happens to contain only ASCII bytes.',
    ],
    inSidebar: true,
  },
  {
    id: 'JsonSchema',
    group: 'Text',
    title: 'JSON Schema',
    summary: 'The text must be a JSON document that validates against the given JSON Schema',
    explanation: [
      "JsonSchema parses the NFC normalization of the text as one JSON text per RFC 8259 and validates the resulting value against the JSON Schema in `schema`. The top-level value may be any JSON value; use `\"type\": \"object\"` in the schema to require an object.",
      `Parsing is strict: no comments, trailing commas, single quotes, unquoted names, \`NaN\`, \`Infinity\` or leading \`+\`; whitespace between tokens is limited to space, tab, LF and CR; a leading U+FEFF is rejected. An object with two members of the same name (compared after escape decoding) is rejected with reason \`duplicate_key\`. Numbers are read as IEEE 754 binary64; a number whose magnitude overflows to infinity is rejected with reason \`number_out_of_range\`. Arrays and objects may nest at most ${STRUCTURED_NESTING_LIMIT} levels (reason \`too_deep\`). Other errors have reason \`syntax\`. Nesting is checked first, so a text nested deeper than ${STRUCTURED_NESTING_LIMIT} levels fails with \`text_json_syntax_invalid\` and reason \`too_deep\` whatever else is wrong with it; otherwise line and column locate the first problem in the text. The document can be as long as createSubmission allows a text value to be (100,000 characters).`,
      `The schema is checked when the project creates or updates the UGC schema, and a bad one is refused with 422 \`schema_rule_params_invalid\`: its JSON serialization may be at most ${SCHEMA_BYTE_LIMIT_TEXT} bytes, and it may nest at most ${STRUCTURED_NESTING_LIMIT} levels of objects and arrays; \`$schema\` may be absent (meaning JSON Schema 2020-12), \`https://json-schema.org/draft/2020-12/schema\` or \`http://json-schema.org/draft-07/schema#\`; every \`$ref\` and \`$dynamicRef\` must resolve inside the document (a JSON Pointer fragment or an \`$id\` declared in it), so no external or network references are fetched; unknown keywords are refused, except ones starting with \`x-\`. A draft-07 schema is read with draft-07's rules: keywords beside a \`$ref\` are ignored, an array \`items\` checks items by position and \`additionalItems\` the rest, and \`dependencies\` takes a list of names or a schema.`,
      "`format` is an assertion for `date-time`, `date`, `time` (RFC 3339), `duration` (ISO 8601 as in RFC 3339 appendix A), `email` (RFC 5321 mailbox, ASCII only), `hostname`, `ipv4`, `ipv6`, `uri`, `uri-reference`, `uuid`, `json-pointer` and `regex`; any other format is refused at schema creation. Within those: a `date-time` or `time` offset needs its colon (`+01:00`); `email` also takes a quoted local part and an address literal (`\"a b\"@example.com`, `a@[192.0.2.1]`) and a host without a dot; `hostname` takes no trailing dot; `ipv4` takes parts with leading zeros (`192.168.01.1`); `uuid` takes no `urn:uuid:` prefix; `regex` must compile with the `u` flag. `pattern` and `patternProperties` are ECMAScript regular expressions with the `u` flag and are not anchored. `type: \"integer\"` accepts any number with a zero fractional part (`1.0` passes). `multipleOf` compares decimals exactly: each number is taken as the shortest decimal that reads back as the same binary64 value (`0.3`, not 0.299999999999999988…), and the value passes when it is a whole multiple of the divisor, so `0.3` is a multiple of `0.1`. `contentMediaType`, `contentEncoding`, `title`, `description` and `examples` are annotations only.",
      "All errors are collected. An error is one failed assertion. A keyword that applies a subschema to members, items or property names, or through `$ref` or `allOf` (`properties`, `patternProperties`, `additionalProperties`, `unevaluatedProperties`, `propertyNames`, `prefixItems`, `items`, `additionalItems`, `unevaluatedItems`, `dependentSchemas`, `$ref`, `allOf`), is not an error of its own: the failures inside its subschema are. `anyOf`, `oneOf`, `not`, `contains` and `if` (when its `then` or `else` fails) count once each, besides the failures inside them. A `false` subschema is a failure of the keyword that holds it, at the value it refuses: a member `skin` that `additionalProperties: false` refuses is `{ \"instancePath\": \"/skin\", \"schemaPath\": \"/additionalProperties\", \"keyword\": \"additionalProperties\" }`. A `false` root schema, a `false` branch of `anyOf` or `oneOf` and a `false` `then` or `else` are keyword `false`, with the path of that `anyOf`, `oneOf` or `if` (empty at the root).",
      "`measured.errorCount` is the number of errors; `measured.errors` lists up to 20 as `{ instancePath, schemaPath, keyword }` with JSON Pointers, sorted by `instancePath` then `schemaPath` (code point order); `firstInstancePath` and `firstKeyword` repeat the first entry. A failure on the root value has the empty string as its instance path. `schemaPath` is the way the validation went through the schema, so an error behind a `$ref` is under `/$ref` (`/properties/level/$ref/minimum`), not under the definition it points to.",
    ].join('\n\n'),
    appliesTo: ['text'],
    formats: ['json'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_json_syntax_invalid',
        messageTemplate: 'The text is not valid JSON ({reason}) at line {line}, column {column}.',
        when: 'The text cannot be parsed. `reason` is one of `syntax`, `duplicate_key`, `number_out_of_range`, `too_deep`.',
      },
      {
        code: 'text_json_schema_mismatch',
        messageTemplate: 'The JSON document fails {errorCount} schema check(s); the first is `{firstKeyword}` at `{firstInstancePath}`.',
        when: 'The text parses but the value does not validate against `schema`.',
      },
      {
        code: 'text_regex_timeout',
        messageTemplate: 'The schema pattern `{pattern}` took longer than 100 ms on a string of this value.',
        when: 'A `pattern` or `patternProperties` regular expression of `schema` ran longer than 100 ms on one string or key of the value (measured.pattern names it), the same limit as the Regex rule; validation stops there.',
      },
    ],
    exampleField: {
      key: 'loadout_json',
      label: 'Loadout (JSON)',
      kind: 'text',
      required: true,
      rules: [
        {
          rule: 'JsonSchema',
          params: {
            schema: {
              type: 'object',
              required: ['weapon', 'level'],
              properties: {
                weapon: { type: 'string', enum: ['bow', 'sword', 'staff'] },
                level: { type: 'integer', minimum: 1, maximum: 60 },
              },
              additionalProperties: false,
            },
          },
        },
      ],
    },
    examples: [
      {
        input: '`{"weapon": "bow", "level": 12}`',
        params: {
          schema: {
            type: 'object',
            required: ['weapon', 'level'],
            properties: { weapon: { type: 'string', enum: ['bow', 'sword', 'staff'] }, level: { type: 'integer', minimum: 1, maximum: 60 } },
            additionalProperties: false,
          },
        },
        measured: { errorCount: 0 },
        verdict: 'pass',
      },
      {
        input: '`{"weapon": "bow", "level": 0}`',
        params: {
          schema: {
            type: 'object',
            required: ['weapon', 'level'],
            properties: { weapon: { type: 'string', enum: ['bow', 'sword', 'staff'] }, level: { type: 'integer', minimum: 1, maximum: 60 } },
            additionalProperties: false,
          },
        },
        measured: {
          errorCount: 1,
          errors: [{ instancePath: '/level', schemaPath: '/properties/level/minimum', keyword: 'minimum' }],
          firstInstancePath: '/level',
          firstKeyword: 'minimum',
        },
        verdict: 'fail',
        error: {
          code: 'text_json_schema_mismatch',
          message: 'The JSON document fails 1 schema check(s); the first is `minimum` at `/level`.',
        },
      },
      {
        input: '`{"weapon":"bow",}` (trailing comma; the `}` is column 17)',
        params: {
          schema: {
            type: 'object',
            required: ['weapon', 'level'],
            properties: { weapon: { type: 'string', enum: ['bow', 'sword', 'staff'] }, level: { type: 'integer', minimum: 1, maximum: 60 } },
            additionalProperties: false,
          },
        },
        measured: { reason: 'syntax', line: 1, column: 17 },
        verdict: 'fail',
        error: { code: 'text_json_syntax_invalid', message: 'The text is not valid JSON (syntax) at line 1, column 17.' },
      },
      {
        input: '`{"weapon":"bow","weapon":"sword","level":3}` (duplicate member; the second `"weapon"` starts at column 17)',
        params: {
          schema: {
            type: 'object',
            required: ['weapon', 'level'],
            properties: { weapon: { type: 'string', enum: ['bow', 'sword', 'staff'] }, level: { type: 'integer', minimum: 1, maximum: 60 } },
            additionalProperties: false,
          },
        },
        measured: { reason: 'duplicate_key', line: 1, column: 17 },
        verdict: 'fail',
        error: { code: 'text_json_syntax_invalid', message: 'The text is not valid JSON (duplicate_key) at line 1, column 17.' },
      },
      {
        input: '`{"weapon": "bow", "level": 1e400}` (1e400 overflows binary64; the number starts at column 28)',
        params: {
          schema: {
            type: 'object',
            required: ['weapon', 'level'],
            properties: { weapon: { type: 'string', enum: ['bow', 'sword', 'staff'] }, level: { type: 'integer', minimum: 1, maximum: 60 } },
            additionalProperties: false,
          },
        },
        measured: { reason: 'number_out_of_range', line: 1, column: 28 },
        verdict: 'fail',
        error: { code: 'text_json_syntax_invalid', message: 'The text is not valid JSON (number_out_of_range) at line 1, column 28.' },
      },
      {
        input: '`[` 65 times, then `]` 65 times (the 65th `[`, at column 65, opens a 65th level)',
        params: {
          schema: {
            type: 'object',
            required: ['weapon', 'level'],
            properties: { weapon: { type: 'string', enum: ['bow', 'sword', 'staff'] }, level: { type: 'integer', minimum: 1, maximum: 60 } },
            additionalProperties: false,
          },
        },
        measured: { reason: 'too_deep', line: 1, column: 65 },
        verdict: 'fail',
        error: { code: 'text_json_syntax_invalid', message: 'The text is not valid JSON (too_deep) at line 1, column 65.' },
      },
      {
        input: '`{"weapon": "bow", "level": 12, "skin": "gold"}` (a member the schema does not list)',
        params: {
          schema: {
            type: 'object',
            required: ['weapon', 'level'],
            properties: { weapon: { type: 'string', enum: ['bow', 'sword', 'staff'] }, level: { type: 'integer', minimum: 1, maximum: 60 } },
            additionalProperties: false,
          },
        },
        measured: {
          errorCount: 1,
          errors: [{ instancePath: '/skin', schemaPath: '/additionalProperties', keyword: 'additionalProperties' }],
          firstInstancePath: '/skin',
          firstKeyword: 'additionalProperties',
        },
        verdict: 'fail',
        error: {
          code: 'text_json_schema_mismatch',
          message: 'The JSON document fails 1 schema check(s); the first is `additionalProperties` at `/skin`.',
        },
      },
    ],
    related: ['YamlSchema', 'XsdSchema', 'KeyType', 'MaxLength'],
    caveats: [
      'Integers beyond ±9007199254740991 lose precision when read as binary64, so `minimum`, `maximum` and `const` compare the rounded value.',
      '`multipleOf` sees each number after it is read as binary64: a value written with more digits than binary64 holds is compared as the shortest decimal of its nearest binary64 value (`0.30000000000000001` counts as `0.3`).',
      'The in-page checker and `guildforge-rules` do not evaluate `$dynamicRef` or `$dynamicAnchor`: a schema that uses them gets `pending` there, and the API gives the verdict when the submission is created.',
      'The schema is frozen into the UGC schema when it is saved; a later change to the JSON Schema requires updating the UGC schema.',
      'Error order follows JSON Pointer order, not document order, so `/items/10` sorts before `/items/2`.',
    ],
    inSidebar: true,
  },
  {
    id: 'LengthRange',
    group: 'Text',
    title: 'Length range',
    summary: 'The text length in Unicode code points must be between min and max',
    explanation: [
      "LengthRange counts the Unicode code points of the NFC normalization of the submitted string and passes when `min` ≤ length ≤ `max`, both bounds inclusive. `{ \"min\": 3, \"max\": 40 }` accepts 3 to 40 code points.",
      "NFC first composes what can be composed: `e` followed by U+0301 COMBINING ACUTE ACCENT counts as one code point (`é`), and a Hangul syllable typed as three conjoining jamo counts as one. Anything NFC leaves apart is counted separately: `👍🏽` (thumbs up with a skin-tone modifier) is 2, a flag such as `🇫🇷` is 2 (two regional indicators), `❤️` is 2 (heart plus variation selector 16), and a family emoji joined with zero-width joiners counts each person and each U+200D. A lone surrogate from a JSON escape counts as 1. Whitespace, including leading and trailing spaces and line breaks, counts like any other code point; nothing is trimmed.",
      "`measured.length` is the count. createSubmission refuses text values longer than 100,000 characters before any rule runs. Use MaxLength to count grapheme clusters, UTF-8 bytes or UTF-16 code units instead; LengthRange always counts code points.",
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_length_below_min',
        messageTemplate: 'The text is {length} characters long; the minimum is {min}.',
        when: 'The code point count is less than `min`.',
      },
      {
        code: 'text_length_above_max',
        messageTemplate: 'The text is {length} characters long; the maximum is {max}.',
        when: 'The code point count is greater than `max`.',
      },
    ],
    exampleField: {
      key: 'display_name',
      label: 'Display name',
      kind: 'text',
      required: true,
      rules: [{ rule: 'LengthRange', params: { min: 3, max: 40 } }],
    },
    examples: [
      { input: '`Ember Warden` (12 code points)', params: { min: 3, max: 40 }, measured: { length: 12 }, verdict: 'pass' },
      {
        input: '`Al` (2 code points)',
        params: { min: 3, max: 40 },
        measured: { length: 2 },
        verdict: 'fail',
        error: { code: 'text_length_below_min', message: 'The text is 2 characters long; the minimum is 3.' },
      },
      {
        input: '`👍🏽 GG`: 4 visible graphemes but 5 code points',
        params: { min: 3, max: 40 },
        measured: { length: 5 },
        verdict: 'pass',
      },
      {
        input: '`🇫🇷🇩🇪 Guild of the Twin Banners of the Northern Marches` (each flag is 2 code points)',
        params: { min: 3, max: 40 },
        measured: { length: 54 },
        verdict: 'fail',
        error: { code: 'text_length_above_max', message: 'The text is 54 characters long; the maximum is 40.' },
      },
    ],
    related: ['MaxLength', 'Regex', 'ListRange', 'NumberRange'],
    caveats: [
      'Emoji with modifiers, flags and ZWJ sequences count as several code points; if the limit is about what players see, use MaxLength with `unit: "graphemes"`.',
      'Surrounding whitespace is counted, so `"  Al "` is 5 code points and passes a minimum of 3; add a Regex such as `\\S.*\\S|\\S` to forbid padding.',
      '`min` ≤ `max` is enforced when the schema is created.',
    ],
    inSidebar: true,
  },
  {
    id: 'LowerCase',
    group: 'Text',
    title: 'Lowercase',
    summary: 'The text must not contain any character that has a lowercase form different from itself',
    explanation: [
      "LowerCase examines each code point of the NFC normalization of the text. A code point violates the rule when its full lowercase mapping (UnicodeData.txt plus the unconditional mappings of SpecialCasing.txt, Unicode 16.0, with no locale tailoring: the result of JavaScript `String.prototype.toLowerCase` on that code point alone) differs from the code point itself. The text passes when no code point violates.",
      "Code points without a case mapping always pass: digits, punctuation, spaces, symbols, emoji and letters of scripts without case (Han, kana, Hangul, Arabic, Hebrew, Devanagari). Uppercase letters (`A`, `É`, `Ω`), titlecase digraphs (`ǅ`), `İ` (U+0130) and letter-like symbols that have a lowercase partner such as the circled `Ⓐ` (U+24B6) violate. `ß`, Greek final sigma `ς` and Turkish dotless `ı` pass because they are their own lowercase forms. Mathematical alphanumeric letters such as `𝐀` (U+1D400) have no case mapping and pass.",
      "The first violating code point is reported as `measured.character` at `measured.index`; `measured.violationCount` is the total number of violating code points. An empty string passes.",
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_lowercase_violation',
        messageTemplate: 'The text must be lowercase; `{character}` at position {index} is not.',
        when: 'At least one code point changes under lowercase mapping.',
      },
    ],
    exampleField: {
      key: 'slug',
      label: 'URL slug',
      kind: 'text',
      required: true,
      rules: [{ rule: 'LowerCase', params: {} }],
    },
    examples: [
      { input: '`frost-lantern_02`', params: {}, measured: { violationCount: 0 }, verdict: 'pass' },
      {
        input: '`frost-Lantern`',
        params: {},
        measured: { character: 'L', index: 6, violationCount: 1 },
        verdict: 'fail',
        error: { code: 'text_lowercase_violation', message: 'The text must be lowercase; `L` at position 6 is not.' },
      },
      { input: '`straße` (ß is lowercase)', params: {}, measured: { violationCount: 0 }, verdict: 'pass' },
      {
        input: '`ǆ ǅ` (U+01C6, space, U+01C5 titlecase)',
        params: {},
        measured: { character: 'ǅ', index: 2, violationCount: 1 },
        verdict: 'fail',
        error: { code: 'text_lowercase_violation', message: 'The text must be lowercase; `ǅ` at position 2 is not.' },
      },
    ],
    related: ['UpperCase', 'Capitalize', 'Regex', 'KeyType'],
    caveats: [
      'The rule does not require letters: `1234` and `---` pass. Combine with Regex to restrict the character set, for example to `[a-z0-9-]+` for slugs.',
      'Mappings are locale-independent, so Turkish `I` violates even though its Turkish lowercase is `ı`.',
    ],
    inSidebar: true,
  },
  {
    id: 'MaxLength',
    group: 'Text',
    title: 'Maximum length',
    summary: 'The text must not be longer than max, counted in characters, graphemes, UTF-8 bytes or UTF-16 units',
    explanation: [
      "MaxLength measures the NFC normalization of the text in the unit chosen by `unit` and passes when the length is at most `max`. Nothing is trimmed; whitespace and line breaks count.",
      "`characters` counts Unicode code points (the unit of LengthRange). `graphemes` counts extended grapheme clusters as defined by UAX #29 with Unicode 16.0 data, the segmentation of `Intl.Segmenter` with `granularity: \"grapheme\"`: `👍🏽`, `🇫🇷`, `é` written with a combining accent and a ZWJ family emoji are one grapheme each. `bytes` counts the bytes of the UTF-8 encoding (1 to 4 per code point; a lone surrogate counts as 3, the size of the U+FFFD it would be replaced with). `utf16_units` counts UTF-16 code units (1 per code point up to U+FFFF, 2 above), which is what JavaScript `length`, C# `String.Length` and Java `String.length()` return.",
      "`measured.length` is the count in that unit. Use `bytes` when the text is stored in a fixed-size byte buffer (for example a save-file slot or a network packet), `utf16_units` for engine text components that limit `String.Length`, and `graphemes` for limits the player sees.",
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_max_length_exceeded',
        messageTemplate: 'The text is {length} {unit} long; the maximum is {max}.',
        when: 'The length in `unit` is greater than `max`.',
      },
    ],
    exampleField: {
      key: 'tooltip',
      label: 'Tooltip text',
      kind: 'text',
      required: false,
      rules: [{ rule: 'MaxLength', params: { max: 64, unit: 'bytes' } }],
    },
    examples: [
      {
        input: '`Ember Warden 🛡️🔥`: 16 code points, 15 graphemes, 24 UTF-8 bytes, 18 UTF-16 units',
        params: { max: 64, unit: 'bytes' },
        measured: { length: 24 },
        verdict: 'pass',
      },
      {
        input: '`ドラゴンの炎で鍛えた伝説の剣。持ち主の勇気に応じて刃が赤く輝く。`: 32 code points, each 3 bytes in UTF-8',
        params: { max: 64, unit: 'bytes' },
        measured: { length: 96 },
        verdict: 'fail',
        error: { code: 'text_max_length_exceeded', message: 'The text is 96 bytes long; the maximum is 64.' },
      },
      {
        input: '`🇫🇷🇩🇪 Guild of the Twin Banners`: 28 graphemes (30 code points)',
        params: { max: 28, unit: 'graphemes' },
        measured: { length: 28 },
        verdict: 'pass',
      },
      {
        input: '`🇫🇷🇩🇪 Guild of the Twin Banners`: 34 UTF-16 units',
        params: { max: 32, unit: 'utf16_units' },
        measured: { length: 34 },
        verdict: 'fail',
        error: { code: 'text_max_length_exceeded', message: 'The text is 34 utf16_units long; the maximum is 32.' },
      },
    ],
    related: ['LengthRange', 'Encoding', 'MaxFileSize', 'ListRange'],
    caveats: [
      'Grapheme segmentation follows Unicode 16.0; a browser with older Unicode data may split very recent emoji sequences differently in a client-side preview.',
      'There is no minimum in this rule; use LengthRange for a lower bound in code points.',
    ],
    inSidebar: true,
  },
  {
    id: 'NoProfanity',
    group: 'Text',
    title: 'No profanity',
    summary: 'The text must not contain profanity, slurs or explicit sexual terms in the selected languages',
    explanation: [
      "NoProfanity runs asynchronously on the `moderation` feature server after the submission is created; until it finishes, the result is `pending` and the submission stays `validating`. It matches the text against term lists that Guildforge curates for each language in `languages`. Every list entry has a category (`profanity`: swearing and vulgar insults; `slur`: terms that demean people for a protected characteristic such as ethnicity, religion, disability, gender or sexual orientation; `sexual`: explicit sexual terms) and a severity (`mild`, `strong`, `severe`). The rule fails when at least one match has a category listed in `categories` and a severity at or above `minSeverity`.",
      "Before matching, the NFC text is transformed so that disguised words are caught: NFKC case folding (fullwidth letters, ligatures and case are folded); homoglyph folding with the UTS #39 confusables table, restricted to mappings onto a single Latin, Greek or Cyrillic letter; digit and symbol substitutions inside tokens that contain at least one letter (`0`→`o`, `1`→`i`, `3`→`e`, `4`→`a`, `5`→`s`, `7`→`t`, `@`→`a`, `$`→`s`, `!`→`i`); removal of single separators (`.`, `-`, `_`, `*`, space) between three or more single letters, so `f.u.d.g.e` reads as one token; and runs of three or more identical letters are matched both as two letters and as one. Positions in the result always refer to the original NFC text.",
      "Matching is by whole words: the transformed text is segmented with UAX #29 word boundaries (ICU dictionary segmentation for Chinese and Japanese), and a term matches only a complete word or, for multi-word terms, a complete sequence of words. A term inside a longer word does not match, so place names such as Scunthorpe and words such as `assassin` or `cockpit` pass. Every selected list is applied to the whole text; there is no language detection. A match whose original text, after the same transformation, equals an entry of `allowTerms` is ignored.",
      "Supported languages (ISO 639-1): `en`, `es`, `fr`, `de`, `it`, `pt`, `nl`, `pl`, `tr`, `ru`, `ja`, `ko`, `zh`. The lists are revised monthly; `measured.listVersion` (`YYYY-MM`) records the revision used, and a submission is not re-checked when the lists change. `measured.matches` lists up to 20 matches as `{ start, end, category, severity, language, masked }`, where `start` and `end` are code point positions (end exclusive) and `masked` keeps the first character of the matched text and replaces the rest with `*`; `matchCount` and `firstIndex` summarize them.",
      asyncRetrySentence('moderation', 'text_profanity_check_unavailable', 'text'),
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'async', service: 'moderation', p50Seconds: 0.8, p95Seconds: 4 },
    errors: [
      {
        code: 'text_profanity_found',
        messageTemplate: 'The text contains {matchCount} flagged term(s); the first starts at position {firstIndex}.',
        when: 'At least one match has a category in `categories`, a severity at or above `minSeverity` and is not covered by `allowTerms`.',
      },
      {
        code: 'text_profanity_check_unavailable',
        messageTemplate: `The text could not be checked for profanity after ${asyncRetryRetries}; update the submission to run the check again.`,
        when: `${asyncRetryWhen('moderation')} Not a verdict on the text.`,
      },
    ],
    exampleField: {
      key: 'description',
      label: 'Description',
      kind: 'text',
      required: true,
      rules: [
        {
          rule: 'NoProfanity',
          params: { languages: ['en', 'de'], categories: ['profanity', 'slur', 'sexual'], minSeverity: 'strong', allowTerms: ['hell'] },
        },
      ],
    },
    examples: [
      {
        input: '`Forged in the hell-fires of Mount Cinder` (`hell` is a mild term and also in `allowTerms`)',
        params: { languages: ['en', 'de'], categories: ['profanity', 'slur', 'sexual'], minSeverity: 'strong', allowTerms: ['hell'] },
        measured: { matchCount: 0, listVersion: '2025-03' },
        verdict: 'pass',
      },
      {
        input: '`Banner of the Scunthorpe Rangers` (a flagged term inside a longer word is not a match)',
        params: { languages: ['en', 'de'], categories: ['profanity', 'slur', 'sexual'], minSeverity: 'strong', allowTerms: ['hell'] },
        measured: { matchCount: 0, listVersion: '2025-03' },
        verdict: 'pass',
      },
      {
        input: 'A description whose 19th code point starts a strong English expletive spelled with a digit substitution, such as `5` for `s`',
        params: { languages: ['en', 'de'], categories: ['profanity', 'slur', 'sexual'], minSeverity: 'strong', allowTerms: ['hell'] },
        measured: {
          matchCount: 1,
          firstIndex: 18,
          matches: [{ start: 18, end: 22, category: 'profanity', severity: 'strong', language: 'en', masked: '5***' }],
          listVersion: '2025-03',
        },
        verdict: 'fail',
        error: { code: 'text_profanity_found', message: 'The text contains 1 flagged term(s); the first starts at position 18.' },
      },
      {
        input: 'Any text, while the moderation feature server is in `outage` for longer than the retry window',
        params: { languages: ['en'], categories: ['profanity', 'slur', 'sexual'], minSeverity: 'strong' },
        verdict: 'fail',
        error: {
          code: 'text_profanity_check_unavailable',
          message: `The text could not be checked for profanity after ${asyncRetryRetries}; update the submission to run the check again.`,
        },
      },
    ],
    related: ['Moderation', 'MeshModeration', 'Regex', 'LengthRange'],
    caveats: [
      'The term lists are not published, so the browser reference validator cannot evaluate this rule; it shows the result as `pending`.',
      'Compound words are not split: German compounds built on a flagged stem match only when the compound itself is on the list.',
      'The rule judges words, not intent or context; insults made of harmless words, or coded language, are left to human review.',
      'Lowering `minSeverity` to `mild` also flags words such as `hell` and `damn`; add them to `allowTerms` when your setting uses them.',
    ],
    inSidebar: true,
  },
  {
    id: 'Regex',
    group: 'Text',
    title: 'Regular expression',
    summary: 'The text must match, or must not contain a match for, an ECMAScript regular expression',
    explanation: [
      "Regex tests the NFC normalization of the text against `pattern`, an ECMAScript 2024 regular expression compiled with the `u` (Unicode) flag plus the flags in `flags` (`i` for case-insensitive, `s` so that `.` also matches line terminators, `is` for both; omit `flags` for neither). The flags `g`, `y`, `m`, `d` and `v` are not available. The pattern is compiled on its own when the UGC schema is saved, before it is wrapped for a whole-text match; a pattern that does not compile (such as `a)(b`, even though `^(?:a)(b)$` would), or is longer than 1,000 characters, is refused with 422 `schema_rule_params_invalid`.",
      "With `match: \"full\"` (the default) the pattern must match the entire text: it is evaluated as `^(?:pattern)$` and, because `m` is never set, `^` and `$` match only at the very start and end. With `match: \"partial\"` a match anywhere in the text is enough, as with `RegExp.prototype.test`. With `negate: true` the verdict is inverted: the rule fails when the pattern matches (in full or anywhere, according to `match`), and `measured.index` gives the code point position where the leftmost match starts.",
      "Because of the `u` flag, the pattern works on code points, `\\p{…}` and `\\P{…}` property escapes are available (General_Category, Script, Script_Extensions and binary properties, Unicode 16.0), and `\\u{…}` escapes are allowed. `\\d`, `\\w` and `\\b` remain ASCII-only (`\\w` is `[A-Za-z0-9_]`; with `i` it also matches U+017F and U+212A). `.` does not match LF, CR, U+2028 or U+2029 unless `s` is set. `i` uses simple case folding, so `ß` does not match `SS`. Lookbehind, named groups and backreferences are supported; `v`-mode set operations and `\\q{…}` are not.",
      "Evaluation runs on a backtracking engine with a limit of 100 ms of CPU time per value. A pattern that exceeds it (typically nested quantifiers such as `(a+)+$` on a long non-matching input) fails the rule with `text_regex_timeout` rather than running on.",
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_regex_mismatch',
        messageTemplate: 'The text does not match the pattern `{pattern}`.',
        when: '`negate` is false and the pattern does not match (the whole text for `full`, anywhere for `partial`).',
      },
      {
        code: 'text_regex_forbidden_match',
        messageTemplate: 'The text matches the forbidden pattern `{pattern}` at position {index}.',
        when: '`negate` is true and the pattern matches.',
      },
      {
        code: 'text_regex_timeout',
        messageTemplate: 'The pattern `{pattern}` took longer than 100 ms on this text.',
        when: 'Evaluation exceeded 100 ms of CPU time. The schema owner should simplify the pattern.',
      },
    ],
    exampleField: {
      key: 'workshop_url',
      label: 'Steam Workshop URL',
      kind: 'text',
      required: true,
      rules: [
        {
          rule: 'Regex',
          params: { pattern: 'https://steamcommunity\\.com/sharedfiles/filedetails/\\?id=[0-9]{1,20}', match: 'full', negate: false },
        },
      ],
    },
    examples: [
      {
        input: '`https://steamcommunity.com/sharedfiles/filedetails/?id=3141592653`',
        params: { pattern: 'https://steamcommunity\\.com/sharedfiles/filedetails/\\?id=[0-9]{1,20}', match: 'full', negate: false },
        verdict: 'pass',
      },
      {
        input: '`https://steamcommunity.com/sharedfiles/filedetails/?id=3141592653&searchtext=` (extra text after the id; `full` requires the whole string to match)',
        params: { pattern: 'https://steamcommunity\\.com/sharedfiles/filedetails/\\?id=[0-9]{1,20}', match: 'full', negate: false },
        verdict: 'fail',
        error: {
          code: 'text_regex_mismatch',
          message: 'The text does not match the pattern `https://steamcommunity\\.com/sharedfiles/filedetails/\\?id=[0-9]{1,20}`.',
        },
      },
      {
        input: '`Join us at https://example.com` checked with a forbidden-link pattern',
        params: { pattern: 'https?://', flags: 'i', match: 'partial', negate: true },
        measured: { index: 11 },
        verdict: 'fail',
        error: { code: 'text_regex_forbidden_match', message: 'The text matches the forbidden pattern `https?://` at position 11.' },
      },
      {
        input: '`Ödlandwächter` with a Unicode letter pattern',
        params: { pattern: '\\p{Lu}\\p{Ll}+', match: 'full', negate: false },
        verdict: 'pass',
      },
      {
        input: '`aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!` (40 × `a`, then `!`) with the nested quantifier `(a+)+`: each way of splitting the run of `a` is tried before the `!` rules out a full match',
        params: { pattern: '(a+)+', match: 'full', negate: false },
        verdict: 'fail',
        error: { code: 'text_regex_timeout', message: 'The pattern `(a+)+` took longer than 100 ms on this text.' },
      },
    ],
    related: ['LengthRange', 'DateTime', 'ColorCode', 'LowerCase'],
    caveats: [
      'The pattern is used exactly as written while the text is NFC-normalized; write accented literals in composed form, or match them with `\\p{L}`.',
      'The 100 ms limit is CPU time on Guildforge servers. The `@guildforge/rules` checker and the Try this rule panel stop the same engine after 100 ms of wall-clock time (in a `node:vm` context in Node, in a worker in browsers), so a pattern that takes close to 100 ms can fall on either side on a busy machine. To keep a busy machine from failing a fast pattern, they run a pattern that times out a second time and report `text_regex_timeout` only when the second run times out too, so a timeout costs them about 200 ms. In a runtime with neither `node:vm` nor Web Workers they cannot stop a pattern, so they do not run it: the rule is `pending`, left to the API.',
      'JSON requires backslashes to be doubled: the pattern `\\d+` is sent as `"\\\\d+"`.',
    ],
    inSidebar: true,
  },
  {
    id: 'UpperCase',
    group: 'Text',
    title: 'Uppercase',
    summary: 'The text must not contain any character that has an uppercase form different from itself',
    explanation: [
      "UpperCase examines each code point of the NFC normalization of the text. A code point violates the rule when its full uppercase mapping (UnicodeData.txt plus the unconditional mappings of SpecialCasing.txt, Unicode 16.0, with no locale tailoring: the result of JavaScript `String.prototype.toUpperCase` on that code point alone) differs from the code point itself. The text passes when no code point violates.",
      "Code points without a case mapping always pass: digits, punctuation, spaces, symbols, emoji and letters of scripts without case. Lowercase letters violate, and so do letters whose uppercase form is longer: `ß` (uppercases to `SS`), `ŉ` (to `ʼN`) and the ligature `ﬁ` (to `FI`). Titlecase digraphs such as `ǅ` violate because their uppercase form is `Ǆ`. Dotless `ı` violates (its uppercase is `I`). Capital sharp s `ẞ` (U+1E9E) passes.",
      "The first violating code point is reported as `measured.character` at `measured.index`; `measured.violationCount` is the total number of violating code points. An empty string passes.",
    ].join('\n\n'),
    appliesTo: ['text'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_uppercase_violation',
        messageTemplate: 'The text must be uppercase; `{character}` at position {index} is not.',
        when: 'At least one code point changes under uppercase mapping.',
      },
    ],
    exampleField: {
      key: 'guild_tag',
      label: 'Guild tag',
      kind: 'text',
      required: true,
      rules: [{ rule: 'UpperCase', params: {} }],
    },
    examples: [
      { input: '`GLD-7`', params: {}, measured: { violationCount: 0 }, verdict: 'pass' },
      {
        input: '`GLd`',
        params: {},
        measured: { character: 'd', index: 2, violationCount: 1 },
        verdict: 'fail',
        error: { code: 'text_uppercase_violation', message: 'The text must be uppercase; `d` at position 2 is not.' },
      },
      {
        input: '`STRAßE` (`ß` uppercases to `SS`)',
        params: {},
        measured: { character: 'ß', index: 4, violationCount: 1 },
        verdict: 'fail',
        error: { code: 'text_uppercase_violation', message: 'The text must be uppercase; `ß` at position 4 is not.' },
      },
      { input: '`STRAẞE` (capital sharp s)', params: {}, measured: { violationCount: 0 }, verdict: 'pass' },
    ],
    related: ['LowerCase', 'Capitalize', 'Regex', 'MaxLength'],
    caveats: [
      'The rule does not require letters: `2025` passes. Combine with Regex, for example `[A-Z0-9]{2,5}`, to restrict the characters.',
      'Mappings are locale-independent: Turkish `i` violates, and its locale-independent uppercase `I` passes.',
    ],
    inSidebar: true,
  },
  {
    id: 'XsdSchema',
    group: 'Text',
    title: 'XSD schema',
    summary: 'The text must be a well-formed XML document that is valid against the given XSD 1.0 schema',
    explanation: [
      "XsdSchema parses the NFC normalization of the text as an XML 1.0 (Fifth Edition) document with Namespaces in XML 1.0 (Third Edition), then validates it against the W3C XML Schema 1.0 (Second Edition) schema document in `xsd`.",
      "Parsing: a leading U+FEFF is ignored; an XML declaration is optional and, if present, must say `version=\"1.0\"` and, if it has an `encoding` pseudo-attribute, `UTF-8` (any letter case; anything else is refused with reason `unsupported_encoding`), because the value is Unicode text, not bytes. Any document type declaration (`<!DOCTYPE`) is refused with reason `doctype_forbidden`: this blocks internal entity expansion and external DTDs and entities, so only the five predefined entities and numeric character references are available. Limits: element nesting at most 256 levels (reason `too_deep`) and at most 100,000 elements and attributes together (reason `too_many_nodes`); the text itself is capped at 100,000 characters by createSubmission. Other well-formedness and namespace errors have reason `not_well_formed`.",
      "The schema is compiled when the UGC schema is saved and refused with 422 `schema_rule_params_invalid` if it is not a valid XSD 1.0 schema document, is larger than 262,144 characters, uses XSD 1.1 constructs (`xs:assert`, `xs:alternative`, `xs:openContent`, `vc:` attributes), or refers to other documents: `xs:include`, `xs:redefine` and `xs:import` with a `schemaLocation` are refused. `xs:import namespace=\"http://www.w3.org/XML/1998/namespace\"` without a location is allowed and provides `xml:lang`, `xml:space`, `xml:base` and `xml:id`. In the instance, `xsi:schemaLocation` and `xsi:noNamespaceSchemaLocation` are ignored; `xsi:type` and `xsi:nil` are honored.",
      "`rootElement`, when set, names the required document element as `localName` (no namespace) or `{namespaceURI}localName`; when omitted, any global element declaration may be the root. Validation applies all XSD 1.0 validation rules, including identity constraints (`xs:key`, `xs:keyref`, `xs:unique`) and wildcard `processContents`. `xs:pattern` facets use the XSD regular expression dialect, which is implicitly anchored.",
      "Each failing element or attribute produces one error, named by the most specific validation rule identifier of the XSD 1.0 specification (for example `cvc-complex-type.2.4` for unexpected content, `cvc-minInclusive-valid` for a facet). `measured.errorCount` counts them and `measured.errors` lists up to 20 as `{ path, constraint, line, column }` in document order, where `path` is an XPath-like location such as `/quest/reward[2]/@amount` and `line` and `column` locate the start of the element's start tag or of the attribute; `firstPath` and `firstConstraint` repeat the first entry.",
    ].join('\n\n'),
    appliesTo: ['text'],
    formats: ['xml'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_xml_syntax_invalid',
        messageTemplate: 'The text is not well-formed XML ({reason}) at line {line}, column {column}.',
        when: 'The text cannot be parsed. `reason` is one of `not_well_formed`, `doctype_forbidden`, `unsupported_encoding`, `too_deep`, `too_many_nodes`.',
      },
      {
        code: 'text_xml_root_element_mismatch',
        messageTemplate: 'The root element is `{foundRoot}`; expected `{rootElement}`.',
        when: '`rootElement` is set and the document element has a different expanded name.',
      },
      {
        code: 'text_xsd_validation_failed',
        messageTemplate: 'The XML document fails {errorCount} XSD check(s); the first is `{firstConstraint}` at `{firstPath}`.',
        when: 'The document is well-formed but not valid against `xsd`.',
      },
    ],
    exampleField: {
      key: 'quest_xml',
      label: 'Quest definition (XML)',
      kind: 'text',
      required: true,
      rules: [
        {
          rule: 'XsdSchema',
          params: {
            xsd: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="quest"><xs:complexType><xs:sequence><xs:element name="title" type="xs:string"/><xs:element name="reward" type="xs:positiveInteger"/></xs:sequence></xs:complexType></xs:element></xs:schema>',
            rootElement: 'quest',
          },
        },
      ],
    },
    examples: [
      {
        input: '`<quest><title>Ashes of Vel</title><reward>50</reward></quest>`',
        params: {
          xsd: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="quest"><xs:complexType><xs:sequence><xs:element name="title" type="xs:string"/><xs:element name="reward" type="xs:positiveInteger"/></xs:sequence></xs:complexType></xs:element></xs:schema>',
          rootElement: 'quest',
        },
        measured: { errorCount: 0 },
        verdict: 'pass',
      },
      {
        input: '`<quest><title>Ashes of Vel</title><reward>0</reward></quest>` (0 is not a positiveInteger)',
        params: {
          xsd: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="quest"><xs:complexType><xs:sequence><xs:element name="title" type="xs:string"/><xs:element name="reward" type="xs:positiveInteger"/></xs:sequence></xs:complexType></xs:element></xs:schema>',
          rootElement: 'quest',
        },
        measured: {
          errorCount: 1,
          errors: [{ path: '/quest/reward', constraint: 'cvc-minInclusive-valid', line: 1, column: 35 }],
          firstPath: '/quest/reward',
          firstConstraint: 'cvc-minInclusive-valid',
        },
        verdict: 'fail',
        error: {
          code: 'text_xsd_validation_failed',
          message: 'The XML document fails 1 XSD check(s); the first is `cvc-minInclusive-valid` at `/quest/reward`.',
        },
      },
      {
        input: '`<!DOCTYPE quest [<!ENTITY e "x">]><quest>…</quest>`',
        params: {
          xsd: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="quest"><xs:complexType><xs:sequence><xs:element name="title" type="xs:string"/><xs:element name="reward" type="xs:positiveInteger"/></xs:sequence></xs:complexType></xs:element></xs:schema>',
          rootElement: 'quest',
        },
        measured: { reason: 'doctype_forbidden', line: 1, column: 1 },
        verdict: 'fail',
        error: { code: 'text_xml_syntax_invalid', message: 'The text is not well-formed XML (doctype_forbidden) at line 1, column 1.' },
      },
      {
        input: '`<questline><title>Ashes</title></questline>`',
        params: {
          xsd: '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="quest"><xs:complexType><xs:sequence><xs:element name="title" type="xs:string"/><xs:element name="reward" type="xs:positiveInteger"/></xs:sequence></xs:complexType></xs:element></xs:schema>',
          rootElement: 'quest',
        },
        measured: { foundRoot: 'questline' },
        verdict: 'fail',
        error: { code: 'text_xml_root_element_mismatch', message: 'The root element is `questline`; expected `quest`.' },
      },
    ],
    related: ['JsonSchema', 'YamlSchema', 'Encoding', 'MaxLength'],
    caveats: [
      'Documents that rely on a DTD for default attributes or entities cannot be used; replace entities with character references.',
      'XSD 1.1 assertions are not supported; express cross-field conditions in separate rules or with identity constraints.',
      'The `rootElement` check runs before schema validation, so a wrong root gets `text_xml_root_element_mismatch` and no XSD errors.',
    ],
    inSidebar: true,
  },
  {
    id: 'YamlSchema',
    group: 'Text',
    title: 'YAML schema',
    summary: 'The text must be a single YAML 1.2 document whose data validates against the given JSON Schema',
    explanation: [
      `YamlSchema parses the NFC normalization of the text as a YAML 1.2.2 stream, converts the document to the JSON data model and validates the result against the JSON Schema in \`schema\`, with exactly the dialects, limits and keyword behavior of JsonSchema (2020-12 or draft-07, at most ${SCHEMA_BYTE_LIMIT_TEXT} bytes and ${STRUCTURED_NESTING_LIMIT} levels of nesting, local \`$ref\` only, \`format\` asserted for the same list).`,
      "Plain scalars are resolved with the YAML 1.2 core schema: `null`, `Null`, `NULL`, `~` and the empty scalar are null; `true`/`True`/`TRUE` and `false`/`False`/`FALSE` are booleans; `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+` are integers; `[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?` is a float; everything else is a string. YAML 1.1 spellings are strings: `yes`, `no`, `on`, `off`, `y`, `n`, `2025-03-14` and `0777` (a decimal integer 777, not octal) all follow the 1.2 rules. `<<` is an ordinary string key; merge keys do not exist in 1.2. A `%YAML 1.1` directive is accepted but the document is still read with 1.2 rules.",
      "The document must fit the JSON data model, or the rule fails with `text_yaml_not_json_compatible` and a `reason`: `non_string_key` (a mapping key that resolves to anything but a string, such as `1:`, `true:`, `null:` or a complex `? [a, b]` key), `special_float` (`.inf`, `-.inf`, `.nan`), `unsafe_integer` (an integer outside ±9007199254740991), `unsupported_tag` (any tag other than `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`, `!!map`, `!!seq`, for example `!!binary`, `!!timestamp`, `!!set` or a local `!custom`), `alias_forbidden` (an alias `*name` while `allowAliases` is false) and `alias_limit` (with `allowAliases` true, more than 100 aliases or more than 100,000 nodes after expansion).",
      `Parse failures use \`text_yaml_syntax_invalid\` with reason \`syntax\`, \`duplicate_key\` (two equal keys in one mapping), \`multiple_documents\` (a second document after \`---\` or \`...\`) or \`too_deep\` (more than ${STRUCTURED_NESTING_LIMIT} nested collections, checked before anything else). An empty stream, or one holding only comments, is the JSON value \`null\`. Line and column point to the offending node. Schema errors are reported exactly as by JsonSchema: \`errorCount\`, up to 20 \`errors\`, \`firstInstancePath\`, \`firstKeyword\`.`,
    ].join('\n\n'),
    appliesTo: ['text'],
    formats: ['yaml'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_yaml_syntax_invalid',
        messageTemplate: 'The text is not a valid YAML document ({reason}) at line {line}, column {column}.',
        when: 'The text cannot be parsed as a single YAML 1.2 document within the limits.',
      },
      {
        code: 'text_yaml_not_json_compatible',
        messageTemplate: 'The YAML document cannot be checked as JSON ({reason}) at line {line}, column {column}.',
        when: 'The document parses but contains a construct that has no JSON equivalent, or uses aliases that are not allowed.',
      },
      {
        code: 'text_yaml_schema_mismatch',
        messageTemplate: 'The YAML document fails {errorCount} schema check(s); the first is `{firstKeyword}` at `{firstInstancePath}`.',
        when: 'The document converts to JSON but does not validate against `schema`.',
      },
      {
        code: 'text_regex_timeout',
        messageTemplate: 'The schema pattern `{pattern}` took longer than 100 ms on a string of this value.',
        when: 'A `pattern` or `patternProperties` regular expression of `schema` ran longer than 100 ms on one string or key of the value (measured.pattern names it), the same limit as the Regex rule; validation stops there.',
      },
    ],
    exampleField: {
      key: 'npc_config',
      label: 'NPC config (YAML)',
      kind: 'text',
      required: true,
      rules: [
        {
          rule: 'YamlSchema',
          params: {
            schema: {
              type: 'object',
              required: ['name', 'hp'],
              properties: { name: { type: 'string' }, hp: { type: 'integer', minimum: 1 }, hostile: { type: 'boolean' } },
              additionalProperties: false,
            },
            allowAliases: false,
          },
        },
      ],
    },
    examples: [
      {
        input: '`name: Brannock` / `hp: 120` / `hostile: false` (three lines)',
        params: {
          schema: {
            type: 'object',
            required: ['name', 'hp'],
            properties: { name: { type: 'string' }, hp: { type: 'integer', minimum: 1 }, hostile: { type: 'boolean' } },
            additionalProperties: false,
          },
          allowAliases: false,
        },
        measured: { errorCount: 0 },
        verdict: 'pass',
      },
      {
        input: '`name: Brannock` / `hp: 120` / `hostile: yes` (`yes` is a string in YAML 1.2)',
        params: {
          schema: {
            type: 'object',
            required: ['name', 'hp'],
            properties: { name: { type: 'string' }, hp: { type: 'integer', minimum: 1 }, hostile: { type: 'boolean' } },
            additionalProperties: false,
          },
          allowAliases: false,
        },
        measured: {
          errorCount: 1,
          errors: [{ instancePath: '/hostile', schemaPath: '/properties/hostile/type', keyword: 'type' }],
          firstInstancePath: '/hostile',
          firstKeyword: 'type',
        },
        verdict: 'fail',
        error: {
          code: 'text_yaml_schema_mismatch',
          message: 'The YAML document fails 1 schema check(s); the first is `type` at `/hostile`.',
        },
      },
      {
        input: '`name: Brannock` / `hp: .inf`',
        params: {
          schema: {
            type: 'object',
            required: ['name', 'hp'],
            properties: { name: { type: 'string' }, hp: { type: 'integer', minimum: 1 }, hostile: { type: 'boolean' } },
            additionalProperties: false,
          },
          allowAliases: false,
        },
        measured: { reason: 'special_float', line: 2, column: 5 },
        verdict: 'fail',
        error: {
          code: 'text_yaml_not_json_compatible',
          message: 'The YAML document cannot be checked as JSON (special_float) at line 2, column 5.',
        },
      },
      {
        input: '`name: Brannock` / `hp: 120` / `name: Edda` (the key `name` appears twice)',
        params: {
          schema: {
            type: 'object',
            required: ['name', 'hp'],
            properties: { name: { type: 'string' }, hp: { type: 'integer', minimum: 1 }, hostile: { type: 'boolean' } },
            additionalProperties: false,
          },
          allowAliases: false,
        },
        measured: { reason: 'duplicate_key', line: 3, column: 1 },
        verdict: 'fail',
        error: {
          code: 'text_yaml_syntax_invalid',
          message: 'The text is not a valid YAML document (duplicate_key) at line 3, column 1.',
        },
      },
      {
        input: '`[` 65 times, then `]` 65 times (flow sequences; the 65th `[`, at column 65, is the 65th nested collection)',
        params: {
          schema: {
            type: 'object',
            required: ['name', 'hp'],
            properties: { name: { type: 'string' }, hp: { type: 'integer', minimum: 1 }, hostile: { type: 'boolean' } },
            additionalProperties: false,
          },
          allowAliases: false,
        },
        measured: { reason: 'too_deep', line: 1, column: 65 },
        verdict: 'fail',
        error: {
          code: 'text_yaml_syntax_invalid',
          message: 'The text is not a valid YAML document (too_deep) at line 1, column 65.',
        },
      },
    ],
    related: ['JsonSchema', 'KeyType', 'XsdSchema', 'MaxLength'],
    caveats: [
      'Files written for YAML 1.1 parsers (older Unity or Ruby tooling) can change meaning: `on: yes` is a string-to-string mapping here.',
      'Anchors and aliases are refused by default to keep expansion bounded; set `allowAliases` to true to permit up to 100 aliases.',
      'Comments and key order are not visible to the JSON Schema.',
    ],
    inSidebar: true,
  },
] as const satisfies readonly RuleDefinition[];
