import { Solar } from 'lunar-javascript';
import { ENDPOINTS } from '../endpoints';
import { answerOf } from '../shared/answer';
import type { Scope } from '../shared/endpoint';
import { ContractError } from '../shared/errors';
import { noAccountScope } from '../shared/noAccountScope';
import { parseInput } from '../shared/parse';
import { almanacAnswer } from './answer';
import { monthAnswer } from './monthAnswer';
import { AlmanacMonthSchema, TOP_ACTIVITIES } from './monthSchema';
import { almanacMonthEndpoint } from './monthEndpoint';

const DEFAULT_SCHOOL = { yearStart: 'lichun', dayStarRule: 'solstice-jiazi' } as const;
const MONTHS = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);

/** The month endpoint answering `query` as every door does. */
const answer = (query: Record<string, string>, scope: Scope = noAccountScope()) =>
  answerOf(almanacMonthEndpoint, parseInput(almanacMonthEndpoint.request, query), scope);

describe('the month at a glance, held to the day (issue 45)', () => {
  const year = MONTHS.map((month) => monthAnswer({ month, ...DEFAULT_SCHOOL }));

  it('has every day of the sampled year 2026, each month as its own schema says', () => {
    expect(year.flatMap((month) => month.days)).toHaveLength(365);
    for (const month of year) expect(AlmanacMonthSchema.safeParse(month).success).toBe(true);
  });

  it('says what the day endpoint says, every day of 2026', () => {
    for (const day of year.flatMap((month) => month.days)) {
      const full = almanacAnswer(day.date, 'Asia/Shanghai', 'lichun');
      expect(day.weekday).toBe(full.weekday);
      expect(day.lunar).toEqual(full.lunar);
      expect(day.officer).toEqual(full.officer);
      expect(day.belt).toEqual(full.belt);
      expect(day.suitable).toEqual(full.suitable.slice(0, TOP_ACTIVITIES));
      expect(day.avoid).toEqual(full.avoid.slice(0, TOP_ACTIVITIES));
    }
  });

  it('gives the officer, belt, suit/avoid and day star lunar-javascript gives, every day of 2026', () => {
    // Second library: lunar-javascript 1.7.7: getZhiXing, getDayTianShen(Type), getDayYi/Ji, and
    // getDayNineStar (the default rule `solstice-jiazi` is its count, docs/engine/stars.md).
    for (const day of year.flatMap((month) => month.days)) {
      const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
      const lunar = Solar.fromYmd(y, m, d).getLunar();
      expect(day.officer.zh).toBe(lunar.getZhiXing());
      expect(day.belt.god.zh).toBe(lunar.getDayTianShen());
      expect(day.belt.belt.zh).toBe(lunar.getDayTianShenType());
      // Its placeholder 无 ("none") is no activity: the almanac day prints an empty list.
      const listed = (list: string[]) =>
        list.filter((item) => item !== '无').slice(0, TOP_ACTIVITIES);
      expect(day.suitable.map((term) => term.zh)).toEqual(listed(lunar.getDayYi()));
      expect(day.avoid.map((term) => term.zh)).toEqual(listed(lunar.getDayJi()));
      const star = lunar.getDayNineStar();
      expect(day.star.zh).toBe(`${star.getNumber()}${star.getColor()}`);
      expect(day.fit).toBeNull();
      expect(day.clash).toBeNull();
    }
  });

  it('counts the star by the school asked: cnlunar’s 8 White on 2019-01-17', () => {
    // cnlunar 0.2.4 `get_the9FlyStar()`: 2019-01-17 is 8 White (docs/engine/stars.md).
    const month = monthAnswer({ month: '2019-01', yearStart: 'lichun', dayStarRule: 'cnlunar' });
    expect(month.days[16]?.star).toMatchObject({ number: 8, zh: '八白' });
  });
});

describe('an activity’s fit and a person’s clash', () => {
  it('is avoid where the almanac lists the activity to avoid, good only where it lists it suitable', async () => {
    const month = await answer({ month: '202612', activity: 'wedding' });
    expect(month.month).toBe('2026-12');
    expect(month.activity).toEqual({ zh: '嫁娶', en: 'Marriage' });
    // Held to lunar-javascript 1.7.7's full 宜/忌 lists of each day.
    for (const day of month.days) {
      const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
      const lunar = Solar.fromYmd(y, m, d).getLunar();
      if (lunar.getDayJi().includes('嫁娶')) expect(day.fit).toBe('avoid');
      if (day.fit === 'good') expect(lunar.getDayYi()).toContain('嫁娶');
    }
    const fits = new Set(month.days.map((day) => day.fit));
    expect(fits).toEqual(new Set(['good', 'neutral', 'avoid']));
  });

  it('says why a day is to avoid: Year Breaker on 2026-12-04, Four Separations on 2026-12-21', async () => {
    const month = await answer({ month: '2026-12', activity: 'Marriage' });
    const on = (date: string) => month.days.find((day) => day.date === date);
    // lunar-javascript 1.7.7: 2026-12-04 is a 子 day (getDayChong 午) in the 丙午 year by 立春
    // (getYearInGanZhiByLiChun), so 岁破; the next term after 2026-12-21 is 冬至, on 2026-12-22
    // (getNextJieQi), so the 21st is its eve, 四离.
    const breaker = Solar.fromYmd(2026, 12, 4).getLunar();
    expect(breaker.getYearInGanZhiByLiChun().slice(1)).toBe(breaker.getDayChong());
    const solstice = Solar.fromYmd(2026, 12, 21).getLunar().getNextJieQi();
    expect([solstice.getName(), solstice.getSolar().toYmd()]).toEqual(['冬至', '2026-12-22']);
    expect(on('2026-12-04')).toMatchObject({ fit: 'avoid' });
    expect(on('2026-12-04')?.reasons).toContainEqual({
      zh: '岁破',
      en: expect.stringMatching(/^Year Breaker/),
    });
    expect(on('2026-12-21')).toMatchObject({ fit: 'avoid' });
    expect(on('2026-12-21')?.reasons).toContainEqual({
      zh: '四离',
      en: expect.stringMatching(/^Four Separations/),
    });
    // Every reason a Chinese term with its English; none but on an avoided day.
    for (const day of month.days) {
      expect(day.reasons.length > 0).toBe(day.fit === 'avoid');
      for (const reason of day.reasons)
        expect(reason).toEqual({ zh: expect.any(String), en: expect.any(String) });
    }
    const plain = await answer({ month: '2026-12' });
    expect(plain.days.every((day) => day.reasons.length === 0)).toBe(true);
  });

  it('marks the days whose branch clashes the person’s year branch, with their school', async () => {
    // A person born in a 午 (Horse) year: 子 days clash them (六冲, lunar-javascript getDayChong).
    const scope: Scope = {
      ...noAccountScope(),
      subjectOf: () =>
        Promise.resolve({
          birth: { date: { year: 1990, month: 5, day: 1 }, timeUnknown: true, gender: 'female' },
          options: { zone: 'Europe/Berlin', dayStarRule: 'cnlunar' },
        }),
      selectionPeople: () => Promise.resolve([{ name: 'Mia', yearBranch: '午', dayBranch: '子' }]),
    };
    const month = await answer({ month: '2026-12', person: 'p1' }, scope);
    expect(month.person).toEqual({ id: 'p1', name: 'Mia', yearBranch: { zh: '午', en: 'Horse' } });
    expect(month.dayStarRule).toBe('cnlunar');
    for (const day of month.days) {
      const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
      const clashes = Solar.fromYmd(y, m, d).getLunar().getDayChong() === '午';
      expect(day.clash).toEqual(
        clashes ? { with: 'Mia', branch: { zh: '午', en: 'Horse' } } : null,
      );
    }
    expect(month.days.filter((day) => day.clash)).not.toHaveLength(0);
  });
});

describe('bad input', () => {
  const refusal = async (query: Record<string, string>) => {
    try {
      await answer(query);
    } catch (error) {
      return error;
    }
    throw new Error(`took ${JSON.stringify(query)}`);
  };

  it('is a 400 naming the field', async () => {
    for (const month of ['2026-13', '1899-12', '2101-01', '2026-00', 'december', '2026-1']) {
      const error = await refusal({ month });
      expect(error).toBeInstanceOf(ContractError);
      expect(error).toMatchObject({ status: 400, inputError: 'month' });
      expect((error as Error).message).toMatch(/YYYY-MM/);
    }
    await expect(refusal({ month: '2026-12', activity: 'xyzzy' })).resolves.toMatchObject({
      status: 400,
      inputError: 'activity',
    });
  });

  it('answers the engine’s first and last months', async () => {
    await expect(answer({ month: '1900-01', activity: 'Marriage' })).resolves.toBeTruthy();
    await expect(answer({ month: '2100-12', activity: 'Marriage' })).resolves.toBeTruthy();
  });

  it('is one of the endpoints (and so an MCP tool)', () => {
    expect(ENDPOINTS.map((endpoint) => endpoint.name)).toContain('almanac_month');
  });
});
