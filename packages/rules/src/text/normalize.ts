/**
 * NFC normalization, done once per value however many rules read it, and in linear time.
 *
 * ICU's normalizer is linear on text in canonical order, but each combining mark that arrives out
 * of canonical order inside a long run of marks makes it go back over the run: 100,000 marks in
 * blocks against canonical order took over 20 s for one call, and every text rule of a field
 * normalized the same value again. So a value with a long run of marks is first put in canonical
 * order here (each character decomposed on its own, then each run of non-starters sorted stably by
 * combining class, which is what canonical ordering is) and only then given to ICU, which composes
 * it in one pass. Combining classes are not exposed to JavaScript; two marks are compared by asking
 * the normalizer itself whether it swaps them. The result equals `value.normalize('NFC')`.
 */
const CACHE_SIZE = 8;
const recent = new Map<string, string>();

/** A run of this many marks is where reordering the value first starts to pay. */
const LONG_MARK_RUN = /\p{M}{32}/u;

const decomposed = new Map<number, string>();
const decompose = (code: number): string => {
  let nfd = decomposed.get(code);
  if (nfd === undefined) decomposed.set(code, (nfd = String.fromCodePoint(code).normalize('NFD')));
  return nfd;
};

/** Whether NFD swaps `a` followed by `b`, that is, both are non-starters and class(a) > class(b). */
const swapped = (a: number, b: number): boolean => (String.fromCodePoint(a, b).normalize('NFD').codePointAt(0) ?? a) !== a;

const GRAVE = 0x300; // combining class 230
const TILDE_OVERLAY = 0x334; // combining class 1
const starters = new Map<number, boolean>();
/** Combining class 0: NFD moves it neither behind a class-1 mark nor in front of a class-230 mark. */
const isStarter = (code: number): boolean => {
  let starter = starters.get(code);
  if (starter === undefined) starters.set(code, (starter = code === GRAVE || code === TILDE_OVERLAY ? false : !swapped(code, TILDE_OVERLAY) && !swapped(GRAVE, code)));
  return starter;
};

const order = new Map<number, number>();
const byClass = (a: number, b: number): number => {
  if (a === b) return 0;
  const key = a * 0x110000 + b;
  let result = order.get(key);
  if (result === undefined) order.set(key, (result = swapped(a, b) ? 1 : swapped(b, a) ? -1 : 0));
  return result;
};

/** The value decomposed character by character with every run of non-starters in canonical order. */
function canonicalOrder(value: string): string {
  const out: string[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length > 1) run.sort(byClass);
    for (const code of run) out.push(String.fromCodePoint(code));
    run = [];
  };
  for (const character of value) {
    for (const part of decompose(character.codePointAt(0)!)) {
      const code = part.codePointAt(0)!;
      if (isStarter(code)) {
        flush();
        out.push(part);
      } else run.push(code);
    }
  }
  flush();
  return out.join('');
}

export function nfc(value: string): string {
  const known = recent.get(value);
  if (known !== undefined) return known;
  const normalized = (LONG_MARK_RUN.test(value) ? canonicalOrder(value) : value).normalize('NFC');
  if (recent.size >= CACHE_SIZE) recent.delete(recent.keys().next().value!);
  recent.set(value, normalized);
  return normalized;
}
