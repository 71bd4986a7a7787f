import { Solar } from 'lunar-javascript';
import { parseInput } from '../shared/parse';
import { noAccountScope } from '../shared/noAccountScope';
import { BaziChartSchema, type BaziAnswer } from './schema';
import { baziChartEndpoint } from './endpoint';

// A fixed clock for the reading's default date (2026-11-29 in China): no test reads the wall clock.
const scope = { ...noAccountScope(), now: () => Date.UTC(2026, 10, 29) };

async function chart(query: Record<string, string>): Promise<BaziAnswer> {
  return baziChartEndpoint.compute(parseInput(baziChartEndpoint.request, query), scope);
}

/** The readings of lunar-javascript's EightChar this test compares (the package has no types). */
interface EightCharReadings {
  getYear(): string;
  getMonth(): string;
  getDay(): string;
  getTime(): string;
  getYearNaYin(): string;
  getDayNaYin(): string;
  getMonthShiShenGan(): string;
  getTimeShiShenZhi(): string[];
  getYun(gender: number): { getDaYun(): { getGanZhi(): string }[] };
}

const name = (pillar: { stem: { zh: string }; branch: { zh: string } } | null) =>
  pillar ? `${pillar.stem.zh}${pillar.branch.zh}` : null;

describe('Bazi chart, v1 shape', () => {
  // 1985-10-23 08:15 in China (no daylight saving that year): the clock lunar-javascript reads.
  const birth = { date: '1985-10-23', time: '08:15', zone: 'Asia/Shanghai', gender: 'male' };

  it('is what its own schema says, with a summary to quote', async () => {
    const answer = await chart(birth);
    expect(BaziChartSchema.safeParse(answer).success).toBe(true);
    expect(baziChartEndpoint.summarize(answer)).toMatch(/^Bazi of a male born 1985-10-23 08:15/);
  });

  it('gives the pillars, NaYin and luck pillars lunar-javascript’s EightChar gives', async () => {
    // Second library: lunar-javascript 1.7.7, Solar.fromYmdHms(1985, 10, 23, 8, 15, 0) EightChar.
    const eight = Solar.fromYmdHms(1985, 10, 23, 8, 15, 0)
      .getLunar()
      .getEightChar() as unknown as EightCharReadings;
    const answer = await chart(birth);
    const { year, month, day, hour } = answer.pillars;
    expect([name(year), name(month), name(day), name(hour)]).toEqual([
      eight.getYear(),
      eight.getMonth(),
      eight.getDay(),
      eight.getTime(),
    ]);
    expect([year.nayin.zh, day.nayin.zh]).toEqual([eight.getYearNaYin(), eight.getDayNaYin()]);
    expect(month.tenGod.zh).toBe(eight.getMonthShiShenGan());
    expect(day.tenGod).toEqual({ zh: '日主', en: 'Day Master' });
    expect(hour?.hiddenStems.map((hidden) => hidden.tenGod.zh)).toEqual(eight.getTimeShiShenZhi());
    const daYun = eight.getYun(1).getDaYun().slice(1, 10);
    expect(answer.luck.pillars.map((luck) => name(luck.pillar))).toEqual(
      daYun.map((luck) => luck.getGanZhi()),
    );
  });

  it('writes the birth and the first luck start on the birth clock', async () => {
    const answer = await chart({ ...birth, zone: 'Europe/Berlin' });
    // Until 1995 Germany's summer time ended on the last Sunday of September: CET in October.
    expect(answer.birth).toEqual({
      date: '1985-10-23',
      time: '08:15',
      zone: 'Europe/Berlin',
      instant: '1985-10-23T08:15:00+01:00',
    });
    // The engine's reading of the start on that clock is 1990-10-17 13:09:00; summer time had
    // ended on 30 September 1990, so CET.
    expect(answer.luck.start).toBe('1990-10-17T13:09:00+01:00');
    expect(answer.school).toEqual({
      dayChange: '23:00',
      luckStart: 'default',
      qimenMethod: 'chaibu',
      qimenPlate: 'rotating',
      yearStart: 'lichun',
      dayStarRule: 'solstice-jiazi',
      starFlight: 'forward',
      replacementDegrees: '3',
      replacementFive: 'keep',
      nobleRhyme: 'six-xin',
      stemClash: 'four',
      yinBlade: 'before-lu',
    });
  });

  it('leaves the hour pillar out of a birth of unknown hour, and says what that leaves open', async () => {
    const withoutTime: Record<string, string> = { ...birth };
    delete withoutTime.time;
    const answer = await chart(withoutTime);
    expect(BaziChartSchema.safeParse(answer).success).toBe(true);
    expect(answer.birth.time).toBeNull();
    expect(answer.pillars.hour).toBeNull();
    expect(answer.uncertain.length).toBeGreaterThan(0);
  });

  it('asks for a gender when no person is named', async () => {
    await expect(chart({ date: '1985-10-23' })).rejects.toMatchObject({
      status: 400,
      inputError: 'gender',
    });
  });
});
