import { dayOfficers } from './dayOfficers';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const entries = Object.entries(dayOfficers);

describe('dayOfficers glossary', () => {
  it('covers the twelve Day Officers in order', () => {
    expect(Object.keys(dayOfficers).join('')).toBe('建除满平定执破危成收开闭');
    expect(entries.map(([, t]) => t.en)).toEqual([
      'Establish',
      'Remove',
      'Full',
      'Balance',
      'Stable',
      'Initiate',
      'Destruction',
      'Danger',
      'Success',
      'Receive',
      'Open',
      'Close',
    ]);
  });

  it.each(entries)('%s has plain English, luck and a description', (_key, term) => {
    expect(term.en).not.toMatch(CJK);
    expect(term.description?.trim()).toBeTruthy();
    expect(term.description).not.toMatch(CJK);
    expect(['auspicious', 'inauspicious']).toContain(term.luck);
    expect(term.icon).toBe(`officer-${term.en.toLowerCase()}`);
  });

  it('follows the traditional rhyme for luck', () => {
    const lucky = entries.filter(([, t]) => t.luck === 'auspicious').map(([k]) => k);
    expect(lucky.join('')).toBe('除定执危成开');
    expect(dayOfficers['破']?.luck).toBe('inauspicious');
    expect(dayOfficers['成']?.luck).toBe('auspicious');
  });
});
