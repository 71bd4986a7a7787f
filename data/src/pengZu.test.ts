import { pengZuBranch, pengZuStem } from './pengZu';

describe('pengZu glossaries', () => {
  it('has one taboo per stem and per branch, in order', () => {
    expect(
      Object.keys(pengZuStem)
        .map((k) => k[0])
        .join(''),
    ).toBe('甲乙丙丁戊己庚辛壬癸');
    expect(
      Object.keys(pengZuBranch)
        .map((k) => k[0])
        .join(''),
    ).toBe('子丑寅卯辰巳午未申酉戌亥');
  });

  it('gives every taboo an English sentence naming its day', () => {
    for (const [key, term] of [...Object.entries(pengZuStem), ...Object.entries(pengZuBranch)]) {
      expect(key).toMatch(/^\S不\S{6}$/);
      expect(term.en).toMatch(/^[A-Z][a-z]+ days: do not .+, (or|for) .+\.$/);
    }
  });

  it('knows well-known taboos', () => {
    expect(pengZuStem['甲不开仓财物耗散']?.en).toBe(
      'Jia days: do not open the granary, or wealth will drain away.',
    );
    expect(pengZuBranch['亥不嫁娶不利新郎']?.en).toBe(
      'Hai days: do not marry, or it will bring ill luck to the groom.',
    );
  });
});
