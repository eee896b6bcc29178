import { describe, expect, it } from 'vitest';
import { dateCell, dateCellIn, dayOf } from './csv';

/** The day as Intl shows it, one instant at a time: what dayOf must always answer. */
const plainDayOf = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (t: number) => format.format(t);
};

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/Sao_Paulo', // clocks changed at midnight until 2019
  'America/Havana', // clocks changed at midnight
  'Asia/Kolkata', // +05:30
  'Asia/Kathmandu', // +05:45
  'Australia/Lord_Howe', // a half-hour clock change
  'Pacific/Chatham', // +12:45 / +13:45
  'Pacific/Apia', // skipped 30 December 2011
  'Africa/Monrovia', // -00:44:30 until 1972: midnight inside a quarter hour
];

describe("dayOf: an export's day of a timestamp in the reader's time zone", () => {
  it('answers the day Intl shows, around every midnight and clock change and at random instants', () => {
    for (const zone of ZONES) {
      const day = dayOf(zone);
      const plain = plainDayOf(zone);
      const instants: number[] = [];
      // Every minute of the days around clock changes and midnights, in several years.
      for (const [y, m, d] of [
        [2011, 11, 29],
        [2018, 10, 3],
        [2019, 1, 16],
        [2026, 2, 28],
        [2026, 9, 24],
        [1969, 11, 31],
        [1900, 0, 1],
      ] as const)
        for (let t = Date.UTC(y, m, d); t < Date.UTC(y, m, d + 3); t += 60_000) instants.push(t, t + 59_999);
      // And random instants over 30 years, in an order that is not time's.
      let seed = 7;
      for (let i = 0; i < 3000; i++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        instants.push(Date.UTC(2000, 0, 1) + (seed / 2 ** 31) * 30 * 365 * 86_400_000);
      }
      const wrong = instants.filter((t) => day(new Date(t)) !== plain(t));
      expect(wrong.map((t) => `${zone} ${new Date(t).toISOString()}`)).toEqual([]);
    }
  });

  it('writes a plain date as it is and an empty one as null', () => {
    const day = dayOf('Europe/Paris');
    expect(day('2027-06-15')).toBe('2027-06-15');
    expect(day(null)).toBeNull();
    expect(day('')).toBeNull();
  });
});

describe("dateCellIn: the date cell of a timestamp in the reader's time zone", () => {
  it('is the day dayOf gives, as a date cell, every time a new Date', () => {
    const cell = dateCellIn('Asia/Kathmandu');
    const day = dayOf('Asia/Kathmandu');
    for (let t = Date.UTC(2026, 2, 1); t < Date.UTC(2026, 2, 4); t += 7 * 60_000) {
      expect(cell(new Date(t))).toEqual(dateCell(day(new Date(t))));
    }
    const a = cell('2027-06-15');
    expect(a).toEqual(new Date(Date.UTC(2027, 5, 15)));
    expect(cell('2027-06-15')).not.toBe(a);
    expect(cell(null)).toBeNull();
  });
});
