import { describe, expect, it } from 'vitest';
import { HOURS_EXAMPLE, readHours } from '../../../src/features/stores/hours-text';

/** The week as 'Mon 09:30-21:00' lines, to compare at a glance. */
function lines(cell: string): string[] | string {
  const reading = readHours(cell);
  if ('error' in reading) return reading.error;
  return reading.week.map((day) => `${day.day.slice(0, 3)} ${day.closed ? 'closed' : `${day.open}-${day.close}`}`);
}

const week = (weekdays: string, saturday: string, sunday: string) => [
  ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => `${day} ${weekdays}`),
  `Sat ${saturday}`,
  `Sun ${sunday}`,
];

describe('readHours', () => {
  it("reads the template's example and the ways shop owners write the same week", () => {
    const usual = week('09:30-21:00', '09:30-21:00', 'closed');
    for (const cell of [
      HOURS_EXAMPLE,
      'mon - sat 9:30-21; sunday: closed',
      'Monday to Saturday 9.30am to 9pm, Sun off',
      'Mon–Sat 09:30–21:00',
      'MON-SAT 9:30 a.m. - 9 p.m.',
    ]) {
      expect(lines(cell), cell).toEqual(usual);
    }
  });

  it('reads several spans of days, lists, every day, and days that share the next hours', () => {
    expect(lines('Mon-Fri 9-5; Sat 10-2, Sun closed')).toEqual(week('09:00-17:00', '10:00-14:00', 'closed'));
    expect(lines('Daily 10:00-22:00')).toEqual(week('10:00-22:00', '10:00-22:00', '10:00-22:00'));
    expect(lines('8am-8pm')).toEqual(week('08:00-20:00', '08:00-20:00', '08:00-20:00'));
    expect(lines('Sat & Sun 10-14')).toEqual(week('closed', '10:00-14:00', '10:00-14:00'));
    expect(lines('Mon, Wed 9-5')).toEqual([
      'Mon 09:00-17:00',
      'Tue closed',
      'Wed 09:00-17:00',
      'Thu closed',
      'Fri closed',
      'Sat closed',
      'Sun closed',
    ]);
    expect(lines('Fri-Mon noon-midnight')).toEqual([
      'Mon 12:00-00:00',
      'Tue closed',
      'Wed closed',
      'Thu closed',
      'Fri 12:00-00:00',
      'Sat 12:00-00:00',
      'Sun 12:00-00:00',
    ]);
  });

  it('reads a closing time before the opening one as after midnight, unless it is the afternoon of a 12-hour clock', () => {
    expect(lines('Daily 18:00-02:00')[0]).toBe('Mon 18:00-02:00');
    expect(lines('Daily 22-6')[0]).toBe('Mon 22:00-06:00');
    expect(lines('Daily 9-9')[0]).toBe('Mon 09:00-21:00');
    expect(lines('Daily 7pm-1am')[0]).toBe('Mon 19:00-01:00');
    expect(lines('Daily 10-24')[0]).toBe('Mon 10:00-00:00');
  });

  it('names what it could not read and shows how to write it', () => {
    const advice = `. Write it like ${HOURS_EXAMPLE}`;
    expect(lines('Mon-Fr 9-')).toBe(`could not read 'Mon-Fr 9-'${advice}`);
    expect(lines('Mon-Sat 9-21; Sun clsd')).toBe(`could not read 'Sun clsd'${advice}`);
    expect(lines('Mon-Fri 9-13, 14-18')).toBe(`could not read '14-18'${advice}`);
    expect(lines('Mon-Sat 25:00-21:00')).toBe(`could not read 'Mon-Sat 25:00-21:00'${advice}`);
    expect(lines('Daily 13pm-9pm')).toBe(`could not read 'Daily 13pm-9pm'${advice}`);
    expect(lines('Mon, Tue')).toBe(`could not read 'Mon, Tue'${advice}`);
    expect(lines('Sometimes')).toBe(`could not read 'Sometimes'${advice}`);
    expect(lines('Mon-Sat 9-21; Sat closed')).toBe("Saturday is given twice in 'Mon-Sat 9-21; Sat closed'");
  });
});
