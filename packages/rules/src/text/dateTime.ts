/** The DateTime rule's RFC 3339 profiles, as /docs/rules/Text/DateTime specifies them. */
export type Profile = 'dateTime' | 'date' | 'time' | 'localDateTime';

export interface ParsedDateTime {
  readonly offset?: string;
  /** The value in UTC with the fraction as written (dateTime, time) or the value itself (date, localDateTime). */
  readonly normalized: string;
  /** Sort key: comparable with compareKeys; leap seconds count as second 59 of their minute. */
  readonly key: readonly number[];
}

const DATE = '(\\d{4})-(\\d{2})-(\\d{2})';
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})(\\.\\d{1,9})?';
const OFFSET = '([Zz]|[+-]\\d{2}:\\d{2})';
const GRAMMAR: Record<Profile, RegExp> = {
  dateTime: new RegExp(`^${DATE}[Tt]${TIME}${OFFSET}$`),
  date: new RegExp(`^${DATE}$`),
  time: new RegExp(`^${TIME}${OFFSET}$`),
  localDateTime: new RegExp(`^${DATE}[Tt]${TIME}$`),
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number) => [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;

/** Days since 0000-03-01 style civil count (proleptic Gregorian), so any year 0000-9999 works. */
function dayNumber(y: number, m: number, d: number): number {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  date.setUTCHours(0, 0, 0, 0);
  return Math.round(date.getTime() / 86_400_000);
}

function civil(day: number): [number, number, number] {
  const date = new Date(day * 86_400_000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

const nanos = (fraction: string | undefined) => (fraction ? Number(fraction.slice(1).padEnd(9, '0')) : 0);

/** Parses a value of a profile; undefined when it is not valid. */
export function parseDateTime(text: string, profile: Profile): ParsedDateTime | undefined {
  const match = GRAMMAR[profile].exec(text);
  if (!match) return undefined;
  const parts = match.slice(1);
  let y = 0;
  let mo = 0;
  let d = 0;
  if (profile !== 'time') {
    [y, mo, d] = parts.splice(0, 3).map(Number) as [number, number, number];
    if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return undefined;
    if (profile === 'date') return { normalized: text, key: [dayNumber(y, mo, d)] };
  }
  const [hh, mm, ss] = parts.slice(0, 3).map(Number) as [number, number, number];
  const fraction = parts[3];
  const offsetText = parts[4];
  if (hh > 23 || mm > 59 || ss > 60) return undefined;
  if (profile === 'localDateTime') {
    if (ss === 60) return undefined;
    return { normalized: text, key: [dayNumber(y, mo, d), hh * 3600 + mm * 60 + ss, nanos(fraction)] };
  }
  let offsetMinutes = 0;
  let offset = 'Z';
  if (offsetText && offsetText.toUpperCase() !== 'Z') {
    const oh = Number(offsetText.slice(1, 3));
    const om = Number(offsetText.slice(4, 6));
    if (oh > 23 || om > 59) return undefined;
    offsetMinutes = (offsetText[0] === '-' ? -1 : 1) * (oh * 60 + om);
    offset = offsetText;
  }
  // Seconds of the day in UTC, leap second counted as 59 and added back for display.
  let seconds = hh * 3600 + mm * 60 + Math.min(ss, 59) - offsetMinutes * 60;
  let day = profile === 'time' ? 0 : dayNumber(y, mo, d);
  day += Math.floor(seconds / 86_400);
  seconds = ((seconds % 86_400) + 86_400) % 86_400;
  const [uy, um, ud] = profile === 'time' ? [0, 0, 0] : civil(day);
  if (ss === 60) {
    const endOfDay = seconds === 86_399;
    if (!endOfDay) return undefined;
    if (profile === 'dateTime' && !((um === 6 && ud === 30) || (um === 12 && ud === 31))) return undefined;
  }
  const clock = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(ss === 60 ? 60 : seconds % 60)}${fraction ?? ''}Z`;
  const normalized = profile === 'time' ? clock : `${pad(uy, 4)}-${pad(um)}-${pad(ud)}T${clock}`;
  return { offset, normalized, key: [day, seconds, nanos(fraction)] };
}

export function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function isUtcOffset(offset: string | undefined): boolean {
  return offset === undefined || offset === 'Z' || offset === '+00:00' || offset === '-00:00';
}
