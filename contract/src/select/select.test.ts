import { Solar } from 'lunar-javascript';
import { branches } from '@tongshu/data';
import { noAccountScope } from '../shared/noAccountScope';
import { parseInput } from '../shared/parse';
import { ContractError } from '../shared/errors';
import { selectDatesEndpoint } from './endpoint';
import { SelectionSchema } from './schema';

/** No account: people by id are refused, as in the stdio MCP server. */
const scope = noAccountScope();

async function select(query: Record<string, string>) {
  return selectDatesEndpoint.compute(parseInput(selectDatesEndpoint.request, query), scope);
}

describe('select_dates, v1 shape', () => {
  it('keeps only days the almanac says suit the activity (checked with lunar-javascript)', async () => {
    const answer = await select({
      activity: 'Marriage',
      from: '2027-01-01',
      to: '2027-01-31',
      zone: 'Europe/Berlin',
      births: '1990-05-01T08:30@Europe/Berlin',
    });
    expect(SelectionSchema.safeParse(answer).success).toBe(true);
    expect(answer.days.length).toBeGreaterThan(0);
    for (const day of answer.days) {
      // Second library: lunar-javascript 1.7.7's 宜 list for the day.
      const [year, month, date] = day.date.split('-').map(Number) as [number, number, number];
      expect(Solar.fromYmd(year, month, date).getLunar().getDayYi()).toContain('嫁娶');
    }
  });

  it('gives each best hour as its slot on the asked clock', async () => {
    const answer = await select({
      activity: '嫁娶',
      from: '2027-01-01',
      to: '2027-01-31',
      zone: 'America/New_York',
    });
    const hour = answer.days.flatMap((day) => day.hours)[0];
    expect(hour).toBeDefined();
    // The branch's traditional hours (data/src/branches.ts, e.g. 午 11:00-12:59) on New York's clock.
    const opens = branches[hour!.branch.zh]?.hours.slice(0, 5);
    expect(hour!.start.slice(11, 16)).toBe(opens);
    expect(hour!.start.endsWith('-05:00')).toBe(true);
  });

  it('lists each day’s best hours in time order and names the best in its summary', async () => {
    // Walk finding: this couple's 2027-01-05 read "07:00, 13:00, 01:00".
    const answer = await select({
      activity: 'Marriage',
      from: '2027-01-01',
      to: '2027-01-31',
      zone: 'Europe/Berlin',
      births: '1990-05-15T14:30@Asia/Hong_Kong,1988-11-02T08:00@Europe/Berlin',
    });
    const walked = answer.days.find((day) => day.date === '2027-01-05');
    expect(walked?.hours.map((hour) => hour.start.slice(11, 16))).toEqual([
      '01:00',
      '07:00',
      '13:00',
    ]);
    for (const day of answer.days) {
      const instants = day.hours.map((hour) => Date.parse(hour.start));
      expect(instants).toEqual([...instants].sort((a, b) => a - b));
    }
    const first = answer.days[0];
    const top = Math.max(...(first?.hours ?? []).map((hour) => hour.score));
    const best = first?.hours.find((hour) => hour.score === top);
    expect(selectDatesEndpoint.summarize(answer)).toContain(
      `${first?.date} (best from ${best?.start.slice(11, 16)})`,
    );
  });

  it('keeps no weak day unless `weak=true` asks, then marks each', async () => {
    // Issue 42: a couple's wedding kept days scoring -1 and -2 (a Black Belt day).
    const query = {
      activity: 'Marriage',
      from: '2026-11-28',
      to: '2027-02-28',
      zone: 'Europe/Berlin',
      births: '1990-05-01T08:30@Europe/Berlin,1992-08-20T09:15@Europe/Berlin',
    };
    const plain = await select(query);
    const asked = await select({ ...query, weak: 'true' });
    expect(SelectionSchema.safeParse(asked).success).toBe(true);
    expect(plain.days.every((day) => day.score >= 0 && !day.weak)).toBe(true);
    const weak = asked.days.filter((day) => day.weak);
    expect(weak.length).toBeGreaterThan(0);
    for (const day of weak) {
      expect(day.score).toBeLessThan(0);
      const refused = plain.refused.find((one) => one.date === day.date);
      expect(refused?.reasons[0]?.code).toBe('weak');
    }
    expect(await select({ ...query, weak: 'false' })).toEqual(plain);
  });

  it('reads dates and activities as the web and the CLI do (one input rule, issue 42)', async () => {
    const answer = await select({ activity: 'wedding', from: '20270101', to: '20270131' });
    expect(answer.activity.zh).toBe('嫁娶');
    const dashed = await select({ activity: '嫁娶', from: '2027-01-01', to: '2027-01-31' });
    expect(answer.days).toEqual(dashed.days);
    const read = parseInput(selectDatesEndpoint.request, {
      activity: 'Marriage',
      from: '20270101',
      to: '2027-01-31',
    });
    expect(read.from).toBe('2027-01-01');
  });

  it('refuses what cannot be selected, naming the field', async () => {
    await expect(
      select({ activity: 'Juggling', from: '2027-01-01', to: '2027-01-31' }),
    ).rejects.toMatchObject(new ContractError(400, 'Unknown activity: Juggling', 'activity'));
    expect(() =>
      parseInput(selectDatesEndpoint.request, {
        activity: 'Marriage',
        from: '2027-01-01',
        to: '2027-01-31',
        births: '1990-13-01',
      }),
    ).toThrow(expect.objectContaining({ inputError: 'births' }));
    expect(() =>
      parseInput(selectDatesEndpoint.request, {
        activity: 'Marriage',
        from: '2027-01-01',
        to: '2027-01-31',
        weak: 'yes',
      }),
    ).toThrow(
      expect.objectContaining({ message: 'Please give weak as true or false', inputError: 'weak' }),
    );
  });
});
