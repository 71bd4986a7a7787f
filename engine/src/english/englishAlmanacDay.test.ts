import { addDays } from '../calendar/civilDate';
import { almanacDay } from '../almanac/almanacDay';
import { englishAlmanacDay, missingTranslations } from './englishAlmanacDay';
import type { MissingTranslation } from './translateFields';

describe('English for the almanac day', () => {
  it('has an English entry in @tongshu/data for every value emitted over ten years of days and hours', () => {
    const missing = new Map<string, MissingTranslation>();
    for (let i = 0; i < 3653; i += 1) {
      const day = almanacDay(addDays({ year: 2020, month: 1, day: 1 }, i));
      for (const miss of missingTranslations(day)) missing.set(`${miss.field}=${miss.value}`, miss);
    }
    expect([...missing.keys()]).toEqual([]);
  });

  it('reads naturally: no Chinese left in the English day', () => {
    const { ts } = englishAlmanacDay(almanacDay('2026-02-17'));
    expect(JSON.stringify(ts)).not.toMatch(/[\u4e00-\u9fff]/u);
    expect(ts.day_ji).toEqual(['Marriage', 'Move into a new home']);
    expect(ts.zhi_xing).toBe('Success');
  });

  it('refuses to translate a term it does not know, naming the field', () => {
    const day = almanacDay('2026-02-17');
    const broken = { ts: { ...day.ts, zhi_xing: '不存在' } };
    expect(() => englishAlmanacDay(broken)).toThrow('no English for zhi_xing=不存在');
  });
});
