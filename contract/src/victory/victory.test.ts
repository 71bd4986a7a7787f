import { parseInput } from '../shared/parse';
import { forbidden } from '../shared/errors';
import type { Scope } from '../shared/endpoint';
import { noAccountScope } from '../shared/noAccountScope';
import { ThreeVictoryDaysSchema, type ThreeVictoryDaysAnswer } from './schema';
import { threeVictoryDaysEndpoint } from './endpoint';

const scope = (charts = true): Scope => ({
  ...noAccountScope(),
  requireCharts: () => {
    if (!charts) throw forbidden('The three victory days are for the internal team');
  },
});

async function days(query: Record<string, string>, open = true): Promise<ThreeVictoryDaysAnswer> {
  const input = parseInput(threeVictoryDaysEndpoint.request, query);
  return threeVictoryDaysEndpoint.compute(input, scope(open));
}

describe('three victory days, v1 shape', () => {
  // The sample of METAPHYSICS.md section 5, as the engine's own test reads it
  // (engine/src/personal/personal.test.ts): born 1990-05-15 14:30 on China's standard clock
  // (UTC+8), chief's palace south; 41 chief, 41 nine heaven and 81 life door days in 2026.
  const sample = { date: '1990-05-15', time: '14:30', zone: '+08:00', gender: 'female' };

  it('gives the sample’s days, each symbol and direction with its English', async () => {
    const answer = await days({ ...sample, year: '2026' });
    expect(ThreeVictoryDaysSchema.safeParse(answer).success).toBe(true);
    const count = (zh: string) => answer.days.filter((day) => day.symbol.zh === zh).length;
    expect([count('值符'), count('九天'), count('生门')]).toEqual([41, 41, 81]);
    expect(answer.days[0]).toEqual({
      date: '2026-01-01',
      symbol: { zh: '值符', en: 'Chief' },
      direction: { zh: '正南', en: 'South' },
    });
    expect(threeVictoryDaysEndpoint.summarize(answer)).toMatch(
      /^163 victory days in 2026: 41 of the Chief \(值符\)/,
    );
  });

  it('asks for the birth time when the hour is not known, naming `time`', async () => {
    const withoutTime: Record<string, string> = { ...sample };
    delete withoutTime.time;
    await expect(days({ ...withoutTime, year: '2026' })).rejects.toMatchObject({
      status: 400,
      inputError: 'time',
      message: expect.stringContaining('need the birth hour') as unknown,
    });
  });

  it('refuses a year out of range and an account that may not read the charts', async () => {
    await expect(days({ ...sample, year: '2101' })).rejects.toMatchObject({ inputError: 'year' });
    await expect(days({ ...sample, year: '2026' }, false)).rejects.toMatchObject({ status: 403 });
  });
});
