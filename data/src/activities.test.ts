import { activities } from './activities';

const entries = Object.entries(activities);

describe('activities glossary', () => {
  it('covers the 142 suit/avoid terms of the almanac', () => {
    expect(entries).toHaveLength(142);
  });

  it.each(entries)('%s has an activity icon', (_key, term) => {
    expect(term.icon).toMatch(/^activity-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('translates well-known activities into beginner English, not pinyin', () => {
    expect(activities['嫁娶']?.en).toBe('Marriage');
    expect(activities['动土']?.en).toBe('Break ground');
    expect(activities['祭祀']?.en).toBe('Prayer and offerings');
    expect(activities['安葬']?.en).toBe('Burial');
    expect(activities['开市']?.en).toBe('Open a business');
    expect(activities['出行']?.en).toBe('Travel');
    expect(activities['纳财']?.en).toBe('Collect money');
    expect(activities['入宅']?.en).toBe('Move into a new home');
    expect(activities['诸事不宜']?.en).toBe('Nothing is favourable');
    expect(activities['馀事勿取']?.en).toBe('Avoid other matters');
    expect(activities['无']?.en).toBe('None');
  });

  it('never falls back to pinyin', () => {
    const pinyin = /^(jia qu|dong tu|ji si|an zang|kai shi|chu xing|na cai|ru zhai)$/i;
    for (const [, term] of entries) expect(term.en).not.toMatch(pinyin);
  });
});
