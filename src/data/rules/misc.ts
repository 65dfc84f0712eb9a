import type { RuleDefinition } from './types';

/**
 * Misc rules: 'Misc/Enum' (enum and list fields), 'Misc/Number' (number fields) and the two
 * 'Misc' rules without a sidebar entry (KeyType, MaxFileSize).
 * Parameter schemas: `openapi/rules/text-misc.yaml`. Error codes: `src/data/errors/rules-text-misc.ts`.
 *
 * Conventions shared by these rules:
 * - Strings (enum values, list items, options) are compared by code points after NFC normalization.
 * - A rule on an optional field that the submission omits is not evaluated.
 * - A rule that refers to another field (`field` parameter, Equation identifiers) passes without
 *   comparing when that other field has no value, and lists it in `measured.referenceMissing`.
 * - Numbers in messages are printed in the shortest form that reads back to the same binary64
 *   value (as JavaScript prints them).
 */
export const miscRules = [
  {
    id: 'EnumEquality',
    group: 'Misc/Enum',
    title: 'Enum equality',
    summary: 'The selected option must equal, or differ from, a fixed option or the value of another enum field',
    explanation: [
      "EnumEquality compares the option selected in this enum field with an expected option. The expected option is either fixed in the rule (`value`) or read from another enum field of the same submission (`field`); exactly one of the two must be given. With `operator: \"equal\"` (the default) the rule passes when both are the same string; with `operator: \"notEqual\"` it passes when they differ.",
      "Strings are compared code point by code point after NFC normalization, so the comparison is case-sensitive and whitespace-sensitive: `Yes` and `yes` differ. When the UGC schema is saved, `value` must be one of this field's `options`, and `field` must be the key of another field of kind `enum` in the same schema; otherwise the schema is refused with 422 `schema_rule_params_invalid`.",
      "With `field`, when the other field has no value in the submission (it is optional and was omitted), the rule passes without comparing and `measured.referenceMissing` is `[\"<key>\"]`. Otherwise `measured.actual` is this field's value and `measured.expected` the value it was compared with.",
      "Typical uses are a mandatory agreement (`accept_license` must be `yes`) and keeping two choices apart (`secondary_color` must differ from `primary_color`).",
    ].join('\n\n'),
    appliesTo: ['enum'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'enum_equality_mismatch',
        messageTemplate: 'The selected option `{actual}` must be `{expected}`.',
        when: '`operator` is `equal` and the two strings differ.',
      },
      {
        code: 'enum_equality_forbidden_match',
        messageTemplate: 'The selected option `{actual}` must differ from `{expected}`.',
        when: '`operator` is `notEqual` and the two strings are equal.',
      },
    ],
    exampleField: {
      key: 'accept_license',
      label: 'I publish this skin under the project license',
      kind: 'enum',
      required: true,
      options: ['yes', 'no'],
      rules: [{ rule: 'EnumEquality', params: { value: 'yes', operator: 'equal' } }],
    },
    examples: [
      {
        input: '`accept_license` = `yes`',
        params: { value: 'yes', operator: 'equal' },
        measured: { actual: 'yes', expected: 'yes' },
        verdict: 'pass',
      },
      {
        input: '`accept_license` = `no`',
        params: { value: 'yes', operator: 'equal' },
        measured: { actual: 'no', expected: 'yes' },
        verdict: 'fail',
        error: { code: 'enum_equality_mismatch', message: 'The selected option `no` must be `yes`.' },
      },
      {
        input: '`secondary_color` = `crimson` while `primary_color` = `crimson`',
        params: { field: 'primary_color', operator: 'notEqual' },
        measured: { actual: 'crimson', expected: 'crimson' },
        verdict: 'fail',
        error: { code: 'enum_equality_forbidden_match', message: 'The selected option `crimson` must differ from `crimson`.' },
      },
      {
        input: '`secondary_color` = `teal` while the optional `primary_color` was omitted',
        params: { field: 'primary_color', operator: 'notEqual' },
        measured: { referenceMissing: ['primary_color'] },
        verdict: 'pass',
      },
    ],
    related: ['Valid', 'NumberEquality', 'OnlyOne', 'Equation'],
    caveats: [
      'Make the referenced field required if the comparison must always happen; an omitted reference makes the rule pass.',
      'To allow a set of options rather than one, or to make the allowed options depend on another field, use Valid.',
    ],
    inSidebar: true,
  },
  {
    id: 'ListRange',
    group: 'Misc/Enum',
    title: 'List range',
    summary: 'A list field must contain between min and max items',
    explanation: [
      "ListRange counts the items of a list field's value (a JSON array of options) and passes when `min` ≤ count ≤ `max`, both inclusive. createSubmission has already checked that the items are distinct options of the field (`submission_option_invalid` otherwise), so the count is the number of different options selected and can never exceed the number of options.",
      "`measured.count` is the number of items. Like every rule, ListRange does not run for an optional field that the submission leaves out, so on an optional field `min` constrains only lists that are submitted; make the field required when a selection is mandatory.",
    ].join('\n\n'),
    appliesTo: ['list'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'enum_list_too_few_items',
        messageTemplate: 'The list has {count} item(s); at least {min} are required.',
        when: 'The item count is less than `min`.',
      },
      {
        code: 'enum_list_too_many_items',
        messageTemplate: 'The list has {count} item(s); at most {max} are allowed.',
        when: 'The item count is greater than `max`.',
      },
    ],
    exampleField: {
      key: 'tags',
      label: 'Tags',
      kind: 'list',
      required: true,
      options: ['forest', 'desert', 'tundra', 'swamp', 'night', 'boss', 'pvp', 'coop'],
      rules: [{ rule: 'ListRange', params: { min: 1, max: 5 } }],
    },
    examples: [
      { input: '`["forest", "night", "boss"]`', params: { min: 1, max: 5 }, measured: { count: 3 }, verdict: 'pass' },
      {
        input: '`["forest"]` where at least two tags are required',
        params: { min: 2, max: 5 },
        measured: { count: 1 },
        verdict: 'fail',
        error: { code: 'enum_list_too_few_items', message: 'The list has 1 item(s); at least 2 are required.' },
      },
      {
        input: '`["forest", "desert", "tundra", "swamp", "night", "pvp"]`',
        params: { min: 1, max: 5 },
        measured: { count: 6 },
        verdict: 'fail',
        error: { code: 'enum_list_too_many_items', message: 'The list has 6 item(s); at most 5 are allowed.' },
      },
    ],
    related: ['NoDuplicate', 'Valid', 'OnlyOne', 'LengthRange'],
    caveats: [
      'A `max` greater than the number of options never fails; a `min` greater than the number of options always fails, so keep `min` at most the option count.',
      '`min` ≤ `max` is enforced when the schema is created.',
    ],
    inSidebar: true,
  },
  {
    id: 'NoDuplicate',
    group: 'Misc/Enum',
    title: 'No duplicate',
    summary: 'The value must not already be used in the same field by another active submission to the schema',
    explanation: [
      "NoDuplicate makes a field's value unique across submissions: the rule fails when another counted submission to the same schema already holds an equal value in the same field. Inside one list value the items are already distinct (createSubmission refuses a repeated option with `submission_option_invalid`), so this rule is about other submissions. Typical uses are a unique item name, a unique jersey number, or enum slots (`spawn_north`, `spawn_south`, …) that one entry each may claim.",
      "Counted submissions are those of the same schema in status `validating`, `in_review`, `approved` or `published`. Submissions that are `invalid`, `rejected` or `removed`, deleted submissions, and requests refused with `422 submission_invalid` (which are never stored) hold no value, so their values become free again. With `scope: \"maker\"` only the same maker's submissions count, so each maker may use a value once while two makers may share it; with `scope: \"schema\"` (the default) every maker's submissions count. A submission being updated is never compared with itself.",
      "Equality: `number` values are equal when their binary64 values are equal (`0` equals `-0`). `enum` values are equal when the strings are. For a `list` value the rule fails when any of its items appears in the same field of a counted submission, so each option can be claimed by one submission. `text` values are compared after NFC normalization and, with `ignoreCase: true`, after Unicode full case folding (CaseFolding.txt statuses C and F): `Ember Blade`, `EMBER BLADE` and `ember blade` collide, and so do `Straße` and `STRASSE`. Whitespace is significant and nothing is trimmed. `ignoreCase` is accepted only on text fields (otherwise 422 `schema_rule_params_invalid` when the schema is saved).",
      "The check runs inside the transaction that stores the submission, so of two concurrent submissions with the same value only the first to commit passes and the other gets the rule's error. The other submission is not identified, because it may belong to another maker and may not be published. `measured.taken` is the colliding value (a text longer than 64 code points is cut to 64 followed by `…`; for a list, the first colliding item in array order) and `measured.takenCount` the number of colliding list items (1 for other kinds).",
    ].join('\n\n'),
    appliesTo: ['enum', 'list', 'text', 'number'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'enum_value_already_used',
        messageTemplate: 'The option `{taken}` is already used in this field by another submission.',
        when: 'Enum or list field: the option (or, for a list, at least one item) is held by a counted submission in scope.',
      },
      {
        code: 'text_value_already_used',
        messageTemplate: 'The value `{taken}` is already used in this field by another submission.',
        when: 'Text field: an equal text (case-folded when `ignoreCase` is true) is held by a counted submission in scope.',
      },
      {
        code: 'number_value_already_used',
        messageTemplate: 'The value {taken} is already used in this field by another submission.',
        when: 'Number field: an equal number is held by a counted submission in scope.',
      },
    ],
    exampleField: {
      key: 'item_name',
      label: 'Item name (unique)',
      kind: 'text',
      required: true,
      rules: [{ rule: 'NoDuplicate', params: { scope: 'schema', ignoreCase: true } }],
    },
    examples: [
      {
        input: 'Text `Ember Blade`, not used by any counted submission',
        params: { scope: 'schema', ignoreCase: true },
        measured: { takenCount: 0 },
        verdict: 'pass',
      },
      {
        input: 'Text `EMBER BLADE` while a `published` submission holds `Ember Blade`',
        params: { scope: 'schema', ignoreCase: true },
        measured: { taken: 'EMBER BLADE', takenCount: 1 },
        verdict: 'fail',
        error: { code: 'text_value_already_used', message: 'The value `EMBER BLADE` is already used in this field by another submission.' },
      },
      {
        input: 'Text `Ember Blade` while only another maker holds `Ember Blade`, with per-maker uniqueness',
        params: { scope: 'maker', ignoreCase: true },
        measured: { takenCount: 0 },
        verdict: 'pass',
      },
      {
        input: 'Enum `spawn_north` while a submission `in_review` already claimed it',
        params: { scope: 'schema' },
        measured: { taken: 'spawn_north', takenCount: 1 },
        verdict: 'fail',
        error: { code: 'enum_value_already_used', message: 'The option `spawn_north` is already used in this field by another submission.' },
      },
      {
        input: 'Number `7` (jersey number) while an `approved` submission holds 7',
        params: { scope: 'schema' },
        measured: { taken: 7, takenCount: 1 },
        verdict: 'fail',
        error: { code: 'number_value_already_used', message: 'The value 7 is already used in this field by another submission.' },
      },
      {
        input: 'Enum `spawn_south`, previously held only by a submission that was later `rejected`',
        params: { scope: 'schema' },
        measured: { takenCount: 0 },
        verdict: 'pass',
      },
    ],
    related: ['Valid', 'OnlyOne', 'ListRange', 'EnumEquality'],
    caveats: [
      'Values are freed when the holding submission becomes `invalid`, `rejected` or `removed`, so a name can be reused after a takedown.',
      'A submission that passes and later turns `invalid` through an async rule frees its value only at that moment; a second maker refused in between must submit again.',
      'Uniqueness is per field and per schema; two schemas, or two fields of one schema, never conflict.',
      'Unicode case folding does not remove accents: `Élan` and `Elan` remain different.',
    ],
    inSidebar: true,
  },
  {
    id: 'OnlyOne',
    group: 'Misc/Enum',
    title: 'Only one',
    summary: 'At most one (or exactly one) option out of a mutually exclusive set may be selected in a list',
    explanation: [
      "OnlyOne declares a set of mutually exclusive options, `exclusive`, inside a list field, such as the times of day `day`, `night` and `dusk` among other tags. The rule counts how many members of `exclusive` appear in the list (list items are always distinct options, as createSubmission guarantees). It fails when that number is greater than 1. With `requireOne: true` it also fails when the number is 0, so exactly one member must be selected; with `requireOne: false` (the default) selecting none passes.",
      "When the UGC schema is saved, every entry of `exclusive` must be one of the field's `options` and the entries must be distinct; otherwise the schema is refused with 422 `schema_rule_params_invalid`. Comparison is code point by code point after NFC normalization. Items that are not in `exclusive` are ignored. A field may carry the rule several times for independent exclusive sets (up to the 32 rules per field).",
      "`measured.selected` lists the members of `exclusive` that were found, in list order, and `measured.selectedCount` their number.",
    ].join('\n\n'),
    appliesTo: ['list'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'enum_only_one_multiple_selected',
        messageTemplate: 'Only one of {exclusive} may be selected; the list has {selectedCount}: {selected}.',
        when: 'More than one distinct member of `exclusive` is in the list.',
      },
      {
        code: 'enum_only_one_none_selected',
        messageTemplate: 'Exactly one of {exclusive} must be selected; the list has none.',
        when: '`requireOne` is true and no member of `exclusive` is in the list.',
      },
    ],
    exampleField: {
      key: 'map_tags',
      label: 'Map tags',
      kind: 'list',
      required: true,
      options: ['day', 'night', 'dusk', 'pvp', 'pve', 'coop', 'ranked'],
      rules: [
        { rule: 'OnlyOne', params: { exclusive: ['day', 'night', 'dusk'], requireOne: true } },
        { rule: 'OnlyOne', params: { exclusive: ['pvp', 'pve'], requireOne: false } },
      ],
    },
    examples: [
      {
        input: '`["night", "pvp", "ranked"]`',
        params: { exclusive: ['day', 'night', 'dusk'], requireOne: true },
        measured: { selected: ['night'], selectedCount: 1 },
        verdict: 'pass',
      },
      {
        input: '`["day", "pvp", "night"]`',
        params: { exclusive: ['day', 'night', 'dusk'], requireOne: true },
        measured: { selected: ['day', 'night'], selectedCount: 2 },
        verdict: 'fail',
        error: {
          code: 'enum_only_one_multiple_selected',
          message: 'Only one of day, night, dusk may be selected; the list has 2: day, night.',
        },
      },
      {
        input: '`["pvp", "ranked"]`',
        params: { exclusive: ['day', 'night', 'dusk'], requireOne: true },
        measured: { selected: [], selectedCount: 0 },
        verdict: 'fail',
        error: { code: 'enum_only_one_none_selected', message: 'Exactly one of day, night, dusk must be selected; the list has none.' },
      },
      {
        input: '`["coop"]` with the optional `pvp`/`pve` set',
        params: { exclusive: ['pvp', 'pve'], requireOne: false },
        measured: { selected: [], selectedCount: 0 },
        verdict: 'pass',
      },
    ],
    related: ['NoDuplicate', 'ListRange', 'Valid', 'EnumEquality'],
    caveats: [
      'Sets may overlap when a field carries several OnlyOne rules; each rule is judged on its own, so an option in two sets counts in both.',
      'For a single choice among all options, use an `enum` field instead of a list with OnlyOne.',
    ],
    inSidebar: true,
  },
  {
    id: 'Valid',
    group: 'Misc/Enum',
    title: 'Valid option',
    summary: 'An enum value, or every list item, must be in a subset of the options, fixed or chosen by another enum field',
    explanation: [
      "createSubmission already refuses enum and list values that are not among the field's `options` (`submission_option_invalid`), so every value a rule sees is an option. Valid narrows that set: it declares which options are valid, either for every submission (`allowed`) or depending on the option selected in another enum field of the same submission (`field` together with `allowedByValue`). Exactly one of the two forms must be used.",
      "With `allowed`, the enum value, or every item of a list value, must be in `allowed`. This keeps an option in the schema, so that older submissions and filters still show it, while new submissions can no longer choose it (for example a past event theme).",
      "With `field` and `allowedByValue`, the validator reads the value of the enum field named by `field`. `allowedByValue` maps options of that field to non-empty arrays of options of this field. If the other field's value is a key of the map, this field's value (or every list item) must be in that key's array; if it is not a key, this field is not restricted. For example, with `class` → `weapon`, `ranger` allows `bow` and `crossbow`, `mage` allows `staff` and `wand`, and a `rogue` may pick any weapon.",
      "When the UGC schema is saved, `allowed` and every array of `allowedByValue` may contain only options of this field, `field` must be the key of another `enum` field of the same schema, and every key of `allowedByValue` must be an option of that field; otherwise the schema is refused with 422 `schema_rule_params_invalid`. Comparison is exact: code points after NFC normalization, case-sensitive.",
      "If the other field has no value in the submission (it is optional and was omitted), the rule passes and `measured.referenceMissing` lists it. On failure `measured.invalid` is the first value that is not allowed (in array order for a list), `measured.index` its 0-based position (0 for an enum), `measured.allowedNow` the options that applied and, with `field`, `measured.fieldValue` the other field's value.",
    ].join('\n\n'),
    appliesTo: ['enum', 'list'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'enum_option_not_allowed',
        messageTemplate: '`{invalid}` is not allowed in this field; allowed options: {allowedNow}.',
        when: '`allowed` form: the enum value or a list item is not in `allowed`.',
      },
      {
        code: 'enum_option_not_allowed_with_selection',
        messageTemplate: '`{invalid}` is not allowed when `{field}` is `{fieldValue}`; allowed options: {allowedNow}.',
        when: '`field` form: the other field\'s value is a key of `allowedByValue` and the enum value or a list item is not in that key\'s array.',
      },
    ],
    exampleField: {
      key: 'weapon',
      label: 'Weapon',
      kind: 'enum',
      required: true,
      options: ['bow', 'crossbow', 'staff', 'wand', 'sword', 'shield', 'dagger'],
      rules: [
        {
          rule: 'Valid',
          params: {
            field: 'class',
            allowedByValue: { ranger: ['bow', 'crossbow'], mage: ['staff', 'wand'], knight: ['sword', 'shield'] },
          },
        },
      ],
    },
    examples: [
      {
        input: '`class` = `ranger`, `weapon` = `crossbow`',
        params: { field: 'class', allowedByValue: { ranger: ['bow', 'crossbow'], mage: ['staff', 'wand'], knight: ['sword', 'shield'] } },
        measured: { fieldValue: 'ranger', allowedNow: ['bow', 'crossbow'] },
        verdict: 'pass',
      },
      {
        input: '`class` = `mage`, `weapon` = `bow`',
        params: { field: 'class', allowedByValue: { ranger: ['bow', 'crossbow'], mage: ['staff', 'wand'], knight: ['sword', 'shield'] } },
        measured: { invalid: 'bow', index: 0, fieldValue: 'mage', allowedNow: ['staff', 'wand'] },
        verdict: 'fail',
        error: {
          code: 'enum_option_not_allowed_with_selection',
          message: '`bow` is not allowed when `class` is `mage`; allowed options: staff, wand.',
        },
      },
      {
        input: '`class` = `rogue` (not a key of the map), `weapon` = `dagger`',
        params: { field: 'class', allowedByValue: { ranger: ['bow', 'crossbow'], mage: ['staff', 'wand'], knight: ['sword', 'shield'] } },
        measured: { fieldValue: 'rogue' },
        verdict: 'pass',
      },
      {
        input: 'List field `themes` = `["spring_2025", "winter_2024"]`, where `winter_2024` is kept as an option but retired',
        params: { allowed: ['spring_2025', 'summer_2025'] },
        measured: { invalid: 'winter_2024', index: 1, allowedNow: ['spring_2025', 'summer_2025'] },
        verdict: 'fail',
        error: {
          code: 'enum_option_not_allowed',
          message: '`winter_2024` is not allowed in this field; allowed options: spring_2025, summer_2025.',
        },
      },
    ],
    related: ['EnumEquality', 'OnlyOne', 'NoDuplicate', 'ListRange'],
    caveats: [
      'Options of the other field that are not keys of `allowedByValue` leave this field unrestricted; list every key when each value must be constrained.',
      'A client-side form should filter this field\'s choices by the same map, so makers rarely meet the error.',
      'Make the referenced field required if the restriction must always apply; an omitted reference makes the rule pass.',
    ],
    inSidebar: true,
  },
  {
    id: 'Equation',
    group: 'Misc/Number',
    title: 'Equation',
    summary: 'A boolean expression over this and other number fields of the submission must hold',
    explanation: [
      "Equation states a condition that the values of `number` fields in the same submission must satisfy, such as `max_players >= min_players && max_players <= min_players * 4`. It is attached to one number field, and a failure is reported on that field. The expression is parsed and type-checked when the UGC schema is saved; an expression that does not parse, does not produce a boolean, names an unknown function, or names a key that is not a `number` field of the schema is refused with 422 `schema_rule_params_invalid`.",
      "Grammar (EBNF, tokens may be separated by spaces, tabs, LF or CR): `condition = or`; `or = and { \"||\" and }`; `and = not { \"&&\" not }`; `not = \"!\" not | comparison`; `comparison = sum [ (\"==\" | \"!=\" | \"<\" | \"<=\" | \">\" | \">=\") sum ]`; `sum = product { (\"+\" | \"-\") product }`; `product = unary { (\"*\" | \"/\" | \"%\") unary }`; `unary = \"-\" unary | primary`; `primary = number | call | field | \"(\" or \")\"`; `call = name \"(\" or { \",\" or } \")\"`; `field = name`; `name = [a-z][a-z0-9_]*`; `number = [0-9]+ [ \".\" [0-9]+ ] [ (\"e\" | \"E\") [\"+\" | \"-\"] [0-9]+ ]`. Precedence therefore runs, from loosest to tightest: `||`, `&&`, `!`, comparisons, `+ -`, `* / %`, unary minus. Comparisons do not chain (`a < b < c` is refused) and `!a < b` means `!(a < b)`.",
      "Types: `+ - * / %`, unary minus, comparison operands and function arguments must be numbers; `!`, `&&` and `||` take booleans; the whole expression must be a boolean. A name followed by `(` is a function: `abs(x)`, `floor(x)`, `ceil(x)`, `round(x)` (halves away from zero: `round(2.5)` is 3, `round(-2.5)` is -3), `sqrt(x)`, `pow(x, y)`, `min(x1, …, xn)` and `max(x1, …, xn)` with 2 to 16 arguments. Any other name is a field key, this field's own key included. Limits: 500 characters, 200 tokens, 16 distinct field keys, 32 levels of nested parentheses and calls.",
      "Evaluation uses IEEE 754 binary64 with round-to-nearest-even, left to right. `/` is real division; `%` is the truncated remainder with the sign of the dividend (`-7 % 3` is -1). `&&` and `||` short-circuit, so `deaths == 0 || kills / deaths <= 50` never divides by zero. Division or remainder by zero stops evaluation with reason `division_by_zero`, `sqrt` of a negative number with `sqrt_of_negative`, and any other infinite or NaN intermediate result (overflow, `pow(-8, 0.5)`) with `non_finite_result`.",
      "Comparisons use the absolute tolerance ε = `tolerance` (default 1e-9), so that values within ε count as equal: `a == b` is |a − b| ≤ ε; `a != b` is |a − b| > ε; `a < b` is a < b − ε; `a <= b` is a ≤ b + ε; `a > b` is a > b + ε; `a >= b` is a ≥ b − ε. With the default, `price + fee == total` holds for 0.1 + 0.2 and 0.3. `measured.values` maps every referenced key to its submitted value. If a referenced field other than this one has no value in the submission, the rule passes without evaluating and `measured.referenceMissing` lists the missing keys.",
    ].join('\n\n'),
    appliesTo: ['number'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'number_equation_not_satisfied',
        messageTemplate: 'The values do not satisfy `{expression}`.',
        when: 'The expression evaluates to false.',
      },
      {
        code: 'number_equation_not_evaluable',
        messageTemplate: '`{expression}` cannot be evaluated for these values: {reason}.',
        when: 'Evaluation stopped. `reason` is `division_by_zero`, `sqrt_of_negative` or `non_finite_result`.',
      },
    ],
    exampleField: {
      key: 'max_players',
      label: 'Maximum players',
      kind: 'number',
      required: true,
      rules: [{ rule: 'Equation', params: { expression: 'max_players >= min_players && max_players <= min_players * 4', tolerance: 0 } }],
    },
    examples: [
      {
        input: '`min_players` = 2, `max_players` = 6',
        params: { expression: 'max_players >= min_players && max_players <= min_players * 4', tolerance: 0 },
        measured: { values: { max_players: 6, min_players: 2 } },
        verdict: 'pass',
      },
      {
        input: '`min_players` = 4, `max_players` = 2',
        params: { expression: 'max_players >= min_players && max_players <= min_players * 4', tolerance: 0 },
        measured: { values: { max_players: 2, min_players: 4 } },
        verdict: 'fail',
        error: {
          code: 'number_equation_not_satisfied',
          message: 'The values do not satisfy `max_players >= min_players && max_players <= min_players * 4`.',
        },
      },
      {
        input: '`kills` = 12, `deaths` = 0',
        params: { expression: 'kills / deaths <= 50' },
        measured: { values: { kills: 12, deaths: 0 }, reason: 'division_by_zero' },
        verdict: 'fail',
        error: {
          code: 'number_equation_not_evaluable',
          message: '`kills / deaths <= 50` cannot be evaluated for these values: division_by_zero.',
        },
      },
      {
        input: '`kills` = 12, `deaths` = 0, with the zero case guarded',
        params: { expression: 'deaths == 0 || kills / deaths <= 50' },
        measured: { values: { kills: 12, deaths: 0 } },
        verdict: 'pass',
      },
      {
        input: '`price_gold` = 0.1, `fee_gold` = 0.2, `total_gold` = 0.3 (binary64 sum 0.30000000000000004)',
        params: { expression: 'price_gold + fee_gold == total_gold', tolerance: 1e-9 },
        measured: { values: { price_gold: 0.1, fee_gold: 0.2, total_gold: 0.3 } },
        verdict: 'pass',
      },
    ],
    related: ['NumberEquality', 'NumberRange', 'NumberType', 'EnumEquality'],
    caveats: [
      'Only `number` fields can be referenced; text, enum and file fields are not visible to the expression.',
      'A missing optional operand makes the rule pass; mark the operands required when the condition must always be checked.',
      'Put the rule on the field the maker should fix: the failure is reported on the field that carries it, whichever fields the expression names.',
      'With `tolerance: 0` comparisons are exact binary64 comparisons, so sums of decimal fractions may miss by one unit in the last place.',
    ],
    inSidebar: true,
  },
  {
    id: 'NumberEquality',
    group: 'Misc/Number',
    title: 'Number equality',
    summary: 'The number must equal, or differ from, a fixed value or another number field, within a tolerance',
    explanation: [
      "NumberEquality compares this field's number with an expected number: a fixed `value`, or the value of another `number` field of the same submission named by `field`. Exactly one of `value` and `field` must be given. With `operator: \"equal\"` (the default) the rule passes when |actual − expected| ≤ `tolerance`; with `operator: \"notEqual\"` it passes when |actual − expected| > `tolerance`. `tolerance` is absolute, in the field's own unit, and defaults to 0 (exact binary64 equality).",
      "When the UGC schema is saved, `field` must be the key of another field of kind `number` in the same schema; otherwise it is refused with 422 `schema_rule_params_invalid`. With `field`, when the other field has no value in the submission, the rule passes without comparing and `measured.referenceMissing` is `[\"<key>\"]`. Otherwise `measured.actual` and `measured.expected` hold the two numbers.",
      "Typical uses are a fixed technical constant (`grid_size` must be 64) and two fields that must agree (`spawn_slots` must equal `max_players`). For inequalities and arithmetic between fields, use Equation.",
    ].join('\n\n'),
    appliesTo: ['number'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'number_equality_mismatch',
        messageTemplate: 'The value {actual} must equal {expected} (tolerance {tolerance}).',
        when: '`operator` is `equal` and the difference is greater than `tolerance`.',
      },
      {
        code: 'number_equality_forbidden_match',
        messageTemplate: 'The value {actual} must differ from {expected} by more than {tolerance}.',
        when: '`operator` is `notEqual` and the difference is at most `tolerance`.',
      },
    ],
    exampleField: {
      key: 'grid_size',
      label: 'Grid size (cells)',
      kind: 'number',
      required: true,
      rules: [{ rule: 'NumberEquality', params: { value: 64, operator: 'equal', tolerance: 0 } }],
    },
    examples: [
      {
        input: '`grid_size` = 64',
        params: { value: 64, operator: 'equal', tolerance: 0 },
        measured: { actual: 64, expected: 64 },
        verdict: 'pass',
      },
      {
        input: '`grid_size` = 60',
        params: { value: 64, operator: 'equal', tolerance: 0 },
        measured: { actual: 60, expected: 64 },
        verdict: 'fail',
        error: { code: 'number_equality_mismatch', message: 'The value 60 must equal 64 (tolerance 0).' },
      },
      {
        input: '`spawn_slots` = 8 while `max_players` = 10',
        params: { field: 'max_players', operator: 'equal', tolerance: 0 },
        measured: { actual: 8, expected: 10 },
        verdict: 'fail',
        error: { code: 'number_equality_mismatch', message: 'The value 8 must equal 10 (tolerance 0).' },
      },
      {
        input: '`sell_price` = 9.995 while `buy_price` = 10, prices that must differ by more than 0.01',
        params: { field: 'buy_price', operator: 'notEqual', tolerance: 0.01 },
        measured: { actual: 9.995, expected: 10 },
        verdict: 'fail',
        error: { code: 'number_equality_forbidden_match', message: 'The value 9.995 must differ from 10 by more than 0.01.' },
      },
    ],
    related: ['Equation', 'NumberRange', 'NumberType', 'EnumEquality'],
    caveats: [
      'With `tolerance: 0`, values that are decimal fractions may fail equality after arithmetic in the client (0.1 + 0.2 is not 0.3); send rounded values or set a small tolerance.',
      'The reference to another field is one-directional; put the rule on the field whose value the maker should correct.',
    ],
    inSidebar: true,
  },
  {
    id: 'NumberRange',
    group: 'Misc/Number',
    title: 'Number range',
    summary: 'The number must lie between min and max, inclusive',
    explanation: [
      "NumberRange passes when `min` ≤ value ≤ `max`. Both bounds are inclusive and either may be omitted for a one-sided range, but at least one must be given. Bounds and values are compared as IEEE 754 binary64 numbers, exactly as parsed from the JSON request; there is no tolerance.",
      "For an exclusive bound (for example strictly greater than 0) use Equation with `value > 0` and `tolerance: 0`, or pick the next representable bound that fits your data, such as `min: 0.01` for amounts with two decimal places. `measured.actual` is the submitted number.",
    ].join('\n\n'),
    appliesTo: ['number'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'number_range_below_min',
        messageTemplate: 'The value {actual} is less than the minimum {min}.',
        when: 'The value is less than `min`.',
      },
      {
        code: 'number_range_above_max',
        messageTemplate: 'The value {actual} is greater than the maximum {max}.',
        when: 'The value is greater than `max`.',
      },
    ],
    exampleField: {
      key: 'level_cap',
      label: 'Level cap',
      kind: 'number',
      required: true,
      rules: [{ rule: 'NumberRange', params: { min: 1, max: 60 } }],
    },
    examples: [
      { input: '`level_cap` = 60', params: { min: 1, max: 60 }, measured: { actual: 60 }, verdict: 'pass' },
      {
        input: '`level_cap` = 0',
        params: { min: 1, max: 60 },
        measured: { actual: 0 },
        verdict: 'fail',
        error: { code: 'number_range_below_min', message: 'The value 0 is less than the minimum 1.' },
      },
      {
        input: '`level_cap` = 60.5',
        params: { min: 1, max: 60 },
        measured: { actual: 60.5 },
        verdict: 'fail',
        error: { code: 'number_range_above_max', message: 'The value 60.5 is greater than the maximum 60.' },
      },
      { input: '`drop_weight` = 0 with only a lower bound', params: { min: 0 }, measured: { actual: 0 }, verdict: 'pass' },
    ],
    related: ['NumberType', 'NumberEquality', 'Equation', 'LengthRange'],
    caveats: [
      'The range does not imply integers: 60.5 is within `min: 1, max: 61`. Add NumberType with `type: "integer"` when needed.',
      '`min` ≤ `max` is enforced when the schema is created.',
    ],
    inSidebar: true,
  },
  {
    id: 'NumberType',
    group: 'Misc/Number',
    title: 'Number type',
    summary: 'The number must be a safe integer, or a decimal with at most a given number of decimal places',
    explanation: [
      "Number fields receive JSON numbers, which Guildforge reads as IEEE 754 binary64 values. NumberType restricts what such a value may be. With `type: \"integer\"` the value must have no fractional part and lie within ±9007199254740991 (2^53 − 1), the range in which every integer is represented exactly. JSON `5`, `5.0` and `5e0` all read as the integer 5 and pass.",
      "With `type: \"decimal\"` any finite number passes unless `maxDecimalPlaces` is set (it may only be set for `decimal`). Decimal places are counted on the shortest decimal string that reads back to the same binary64 value (ECMAScript `Number::toString`), with exponent notation expanded: 19.99 has 2, 1e-7 has 7, 100 has 0, and the result of 0.1 + 0.2 computed by a client (0.30000000000000004) has 17. Trailing zeros in the JSON text are not significant, so `2.50` has 1 decimal place.",
      "`measured.actual` is the value as read; for a decimal-place failure `measured.decimalPlaces` is the count.",
    ].join('\n\n'),
    appliesTo: ['number'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'number_type_not_integer',
        messageTemplate: 'The value {actual} must be an integer.',
        when: '`type` is `integer` and the value has a fractional part.',
      },
      {
        code: 'number_type_integer_unsafe',
        messageTemplate: 'The value {actual} is outside the exactly representable integer range -9007199254740991 to 9007199254740991.',
        when: '`type` is `integer` and the value has no fractional part but its magnitude exceeds 2^53 − 1.',
      },
      {
        code: 'number_type_too_many_decimal_places',
        messageTemplate: 'The value {actual} has {decimalPlaces} decimal places; at most {maxDecimalPlaces} are allowed.',
        when: '`type` is `decimal` and the value has more than `maxDecimalPlaces` decimal places.',
      },
    ],
    exampleField: {
      key: 'price_gold',
      label: 'Price (gold)',
      kind: 'number',
      required: true,
      rules: [{ rule: 'NumberType', params: { type: 'decimal', maxDecimalPlaces: 2 } }],
    },
    examples: [
      { input: '`19.99`', params: { type: 'decimal', maxDecimalPlaces: 2 }, measured: { actual: 19.99, decimalPlaces: 2 }, verdict: 'pass' },
      {
        input: '`19.995`',
        params: { type: 'decimal', maxDecimalPlaces: 2 },
        measured: { actual: 19.995, decimalPlaces: 3 },
        verdict: 'fail',
        error: {
          code: 'number_type_too_many_decimal_places',
          message: 'The value 19.995 has 3 decimal places; at most 2 are allowed.',
        },
      },
      {
        input: '`12.5` for a stack size',
        params: { type: 'integer' },
        measured: { actual: 12.5 },
        verdict: 'fail',
        error: { code: 'number_type_not_integer', message: 'The value 12.5 must be an integer.' },
      },
      {
        input: '`9007199254740993` (reads as 9007199254740992, beyond 2^53 − 1)',
        params: { type: 'integer' },
        measured: { actual: 9007199254740992 },
        verdict: 'fail',
        error: {
          code: 'number_type_integer_unsafe',
          message: 'The value 9007199254740992 is outside the exactly representable integer range -9007199254740991 to 9007199254740991.',
        },
      },
      { input: '`5.0` for a stack size', params: { type: 'integer' }, measured: { actual: 5 }, verdict: 'pass' },
    ],
    related: ['NumberRange', 'NumberEquality', 'Equation', 'Regex'],
    caveats: [
      'Large identifiers such as Steam IDs (17 digits) exceed 2^53 and cannot be stored exactly in a number field; use a text field with Regex instead.',
      'The decimal-place count is taken from the binary64 value, not from the JSON text, so the maker cannot pad `2.5` to `2.50` to signal precision.',
    ],
    inSidebar: true,
  },
  {
    id: 'KeyType',
    group: 'Misc',
    title: 'Key type',
    summary: 'Every key in a JSON or YAML text must be a string that follows the required naming convention',
    explanation: [
      "KeyType checks the keys (object member names, mapping keys) of a structured document held in a text field, typically configuration or stat blocks that a game loads by key. It parses the NFC normalization of the text as `format` (`json` or `yaml`), with the parsing rules, limits and error reasons of JsonSchema (JSON) or YamlSchema (YAML 1.2 core schema, single document, anchors and aliases allowed up to 100 aliases and 100,000 nodes after expansion). A text that cannot be parsed fails with `text_key_type_unparsable`.",
      "Key type: every key must be a string. JSON object names always are. In YAML a key is resolved like any scalar, so `1:`, `3.5:`, `true:`, `null:`, `~:` and complex keys (`? [a, b]` or `? {x: 1}`) are not strings and fail with `text_key_not_string`, while the quoted keys `\"1\":` and `'true':` are strings. `measured.keyType` is `int`, `float`, `bool`, `null`, `seq` or `map`.",
      "Key naming: `keyCase` selects an ASCII-only pattern that every string key must match in full: `camelCase` `[a-z][a-zA-Z0-9]*`; `PascalCase` `[A-Z][a-zA-Z0-9]*`; `snake_case` `[a-z][a-z0-9]*(_[a-z0-9]+)*`; `kebab-case` `[a-z][a-z0-9]*(-[a-z0-9]+)*`; `SCREAMING_SNAKE_CASE` `[A-Z][A-Z0-9]*(_[A-Z0-9]+)*`; `any` accepts every string, including the empty string. `maxKeyLength`, when set, limits each key to that many code points.",
      "`scope: \"topLevel\"` checks only the keys of the root object or mapping; `allLevels` (the default) also checks objects nested at any depth, including objects inside arrays. If the root is not an object or mapping, `topLevel` has no keys to check and passes. Keys are visited in document order (depth-first, parent before children) and the first failure is reported; `measured.violationCount` counts all failing keys. `measured.path` is the JSON Pointer of the offending member (for example `/resist/fire_damage`); a non-string YAML key cannot be written as a pointer and is reported by its source text with `line` and `column`.",
    ].join('\n\n'),
    appliesTo: ['text'],
    formats: ['json', 'yaml'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'text_key_type_unparsable',
        messageTemplate: 'The text is not a valid {format} document ({reason} at line {line}, column {column}), so its keys cannot be checked.',
        when: 'The text cannot be parsed as `format`. `reason` uses the values of `text_json_syntax_invalid` or `text_yaml_syntax_invalid`.',
      },
      {
        code: 'text_key_not_string',
        messageTemplate: 'The key `{key}` at line {line}, column {column} is a YAML {keyType}, not a string.',
        when: 'A YAML mapping key resolves to a type other than string.',
      },
      {
        code: 'text_key_case_mismatch',
        messageTemplate: 'The key `{key}` at `{path}` is not {keyCase}.',
        when: 'A string key does not match the `keyCase` pattern.',
      },
      {
        code: 'text_key_too_long',
        messageTemplate: 'The key at `{path}` is {keyLength} characters long; the maximum is {maxKeyLength}.',
        when: 'A string key is longer than `maxKeyLength` code points. Checked before `keyCase` for the same key.',
      },
    ],
    exampleField: {
      key: 'stats_json',
      label: 'Stat block (JSON)',
      kind: 'text',
      required: true,
      rules: [{ rule: 'KeyType', params: { format: 'json', keyCase: 'camelCase', scope: 'allLevels', maxKeyLength: 32 } }],
    },
    examples: [
      {
        input: '`{"maxHp": 120, "resist": {"fireDamage": 0.25, "frostDamage": 0.1}}`',
        params: { format: 'json', keyCase: 'camelCase', scope: 'allLevels', maxKeyLength: 32 },
        measured: { violationCount: 0 },
        verdict: 'pass',
      },
      {
        input: '`{"maxHp": 120, "resist": {"fire_damage": 0.25}}`',
        params: { format: 'json', keyCase: 'camelCase', scope: 'allLevels', maxKeyLength: 32 },
        measured: { key: 'fire_damage', path: '/resist/fire_damage', violationCount: 1 },
        verdict: 'fail',
        error: { code: 'text_key_case_mismatch', message: 'The key `fire_damage` at `/resist/fire_damage` is not camelCase.' },
      },
      {
        input: '`{"resist": {"fireDamageResistanceMultiplierBonus": 0.1}}` (a 35-character key)',
        params: { format: 'json', keyCase: 'camelCase', scope: 'allLevels', maxKeyLength: 32 },
        measured: { key: 'fireDamageResistanceMultiplierBonus', path: '/resist/fireDamageResistanceMultiplierBonus', keyLength: 35, violationCount: 1 },
        verdict: 'fail',
        error: {
          code: 'text_key_too_long',
          message: 'The key at `/resist/fireDamageResistanceMultiplierBonus` is 35 characters long; the maximum is 32.',
        },
      },
      {
        input: 'YAML `drop_table:` / `  1: iron_ore` (the nested key `1` is an integer)',
        params: { format: 'yaml', keyCase: 'snake_case', scope: 'allLevels' },
        measured: { key: '1', keyType: 'int', line: 2, column: 3, violationCount: 1 },
        verdict: 'fail',
        error: { code: 'text_key_not_string', message: 'The key `1` at line 2, column 3 is a YAML int, not a string.' },
      },
      {
        input: 'YAML `drop_table:` / `  1: iron_ore` with `scope: "topLevel"`: only `drop_table` is checked',
        params: { format: 'yaml', keyCase: 'snake_case', scope: 'topLevel' },
        measured: { violationCount: 0 },
        verdict: 'pass',
      },
      {
        input: '`{"maxHp": 120,}`',
        params: { format: 'json', keyCase: 'camelCase', scope: 'allLevels', maxKeyLength: 32 },
        measured: { reason: 'syntax', line: 1, column: 15 },
        verdict: 'fail',
        error: {
          code: 'text_key_type_unparsable',
          message: 'The text is not a valid json document (syntax at line 1, column 15), so its keys cannot be checked.',
        },
      },
    ],
    related: ['JsonSchema', 'YamlSchema', 'LowerCase', 'Regex'],
    caveats: [
      'Key patterns are ASCII-only: `maxHpÜber` is not camelCase. Use `keyCase: "any"` with JsonSchema `propertyNames` for other alphabets.',
      'Digits are allowed after the first character, so `level2Cap` is camelCase and `level_2` is snake_case, but `2ndSlot` matches no convention.',
      'Values are never checked, only keys; a string value `"Max_HP"` is ignored.',
    ],
    inSidebar: false,
  },
  {
    id: 'MaxFileSize',
    group: 'Misc',
    title: 'Maximum file size',
    summary: 'The uploaded file must not be larger than maxBytes',
    explanation: [
      "MaxFileSize compares the size of the asset in a file-kind field (`image`, `mesh`, `animation`, `audio`, `texture` or `file`) with `maxBytes`, and passes when the size is at most `maxBytes`. The size is the asset's `byteSize`: the exact number of bytes declared to createAsset and verified when the upload is completed with `POST /assets/{assetId}/complete` (completeAssetUpload). The file is not downloaded or decoded, so the rule works the same for every format. createAsset already refuses files above 256 MiB (268,435,456 bytes) with `413 asset_too_large`, which is therefore also the largest useful `maxBytes`.",
      "`maxBytes` is an exact byte count with no rounding and no unit prefixes: 5 MiB is 5,242,880 and 5 MB is 5,000,000. Compressed and container formats are measured as uploaded (a `.glb`, `.zip`, `.ogg` or `.png` counts its compressed size, not its decoded size). A 0-byte file passes. `measured.byteSize` is the size.",
      "Because it needs only the recorded size, the rule is instant and runs before any async rule; a field that carries it never sends an oversized file to a feature server.",
    ].join('\n\n'),
    appliesTo: ['image', 'mesh', 'animation', 'audio', 'texture', 'file'],
    evaluation: { mode: 'instant' },
    errors: [
      {
        code: 'file_max_size_exceeded',
        messageTemplate: 'The file is {byteSize} bytes; the maximum is {maxBytes} bytes.',
        when: 'The asset is larger than `maxBytes`.',
      },
    ],
    exampleField: {
      key: 'preview_image',
      label: 'Preview image',
      kind: 'image',
      required: true,
      rules: [{ rule: 'MaxFileSize', params: { maxBytes: 5242880 } }],
    },
    examples: [
      { input: 'A 3,481,220-byte PNG', params: { maxBytes: 5242880 }, measured: { byteSize: 3481220 }, verdict: 'pass' },
      {
        input: 'A 6,291,456-byte (6 MiB) JPEG',
        params: { maxBytes: 5242880 },
        measured: { byteSize: 6291456 },
        verdict: 'fail',
        error: { code: 'file_max_size_exceeded', message: 'The file is 6291456 bytes; the maximum is 5242880 bytes.' },
      },
      { input: 'A file of exactly 5,242,880 bytes', params: { maxBytes: 5242880 }, measured: { byteSize: 5242880 }, verdict: 'pass' },
    ],
    related: ['ImageFormat', 'AudioFormat', 'ThreeDimensionalFileFormat', 'Encoding'],
    caveats: [
      'For glTF files with external buffers or textures, only the uploaded object counts; referenced files are not included.',
      'A small compressed file can still decode to a very large image or mesh; limit decoded dimensions with rules such as Size or MaxVertexCount.',
    ],
    inSidebar: false,
  },
] as const satisfies readonly RuleDefinition[];
