import { dayOfficers } from './dayOfficers';

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

  it.each(entries)('%s has luck and an officer icon', (_key, term) => {
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
