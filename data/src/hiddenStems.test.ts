import { branches } from './branches';
import { hiddenStems } from './hiddenStems';
import { stems } from './stems';

describe('hiddenStems', () => {
  it('covers the twelve branches with 1 to 3 stems each', () => {
    expect(Object.keys(hiddenStems).join('')).toBe('子丑寅卯辰巳午未申酉戌亥');
    for (const list of Object.values(hiddenStems)) {
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
      for (const stem of list) expect(stems[stem]).toBeDefined();
    }
    expect(Object.values(hiddenStems).flat()).toHaveLength(28);
  });

  it("puts the main qi first, sharing the branch's element", () => {
    for (const [branch, list] of Object.entries(hiddenStems)) {
      expect(stems[list[0] ?? '']?.element).toBe(branches[branch]?.element);
    }
  });

  it('knows well-known branches', () => {
    expect(hiddenStems['子']).toEqual(['癸']);
    expect(hiddenStems['丑']).toEqual(['己', '癸', '辛']);
    expect(hiddenStems['寅']).toEqual(['甲', '丙', '戊']);
    expect(hiddenStems['亥']).toEqual(['壬', '甲']);
  });
});
