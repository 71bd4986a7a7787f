/** Finding the activity to select for, by its Chinese term, its English or everyday words. */
import { activities } from '@tongshu/data';
import { activityNamed, findActivities, listsActivity, SELECTABLE_ACTIVITIES } from './activities';

describe('activities', () => {
  it('offers the 142 suit/avoid terms but their three placeholders and a variant writing', () => {
    expect(Object.keys(activities)).toHaveLength(142);
    expect(SELECTABLE_ACTIVITIES).toHaveLength(138);
    // One name, one choice: 齐醮 is 斋醮 written another way.
    const names = SELECTABLE_ACTIVITIES.map((a) => a.en);
    expect(new Set(names).size).toBe(names.length);
    expect(activityNamed('齐醮')?.zh).toBe('斋醮');
    expect(listsActivity(['祭祀', '齐醮'], '斋醮')).toBe(true);
    expect(listsActivity(['祭祀'], '斋醮')).toBe(false);
    expect(SELECTABLE_ACTIVITIES.map((a) => a.zh)).not.toEqual(expect.arrayContaining(['无']));
  });

  it('finds 嫁娶 for "wedding" and "marriage", 移徙 for "move house", first', () => {
    expect(findActivities('wedding')[0]?.zh).toBe('嫁娶');
    expect(findActivities('Marriage')[0]?.zh).toBe('嫁娶');
    expect(findActivities('move house')[0]?.zh).toBe('移徙');
    expect(findActivities('open a business')[0]?.zh).toBe('开市');
    expect(findActivities('嫁娶')[0]?.zh).toBe('嫁娶');
    expect(findActivities('  ')).toEqual([]);
    // A word that only describes other activities (a bride's clothes, her grooming) finds the
    // activity it names.
    expect(findActivities('wedd').map((a) => a.zh)).toEqual(['嫁娶']);
    // Descriptions still help when no name holds the words.
    expect(findActivities('ancestors').length).toBeGreaterThan(0);
    expect(findActivities('zzzz')).toEqual([]);
  });

  it('names an activity by its term or its English phrase, and nothing else', () => {
    expect(activityNamed('嫁娶')).toEqual({ zh: '嫁娶', en: 'Marriage' });
    expect(activityNamed(' marriage ')).toEqual({ zh: '嫁娶', en: 'Marriage' });
    expect(activityNamed('无')).toBeUndefined();
    expect(activityNamed('wedding')).toBeUndefined();
  });
});
