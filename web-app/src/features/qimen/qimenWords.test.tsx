/**
 * Issue 42 on the Qi Men boards: each chart marks its own pillar's void and names it (the hour
 * chart also the day's, named as the day's), the door-palace badge has its English beside it,
 * and the deities and stars carry the almanac's one English name. The boards are the engine's
 * qimenChart and englishQimenChart for 2026-11-28 11:00: hour 甲午 (void 辰巳), day 丙午 (void
 * 寅卯), month 己亥 (void 辰巳), year 丙午 (void 寅卯).
 */
import { render, screen, within } from '@testing-library/react';
import { englishQimenChart, qimenChart, type QimenKind } from '@tongshu/engine';
import { QmChartView } from './QmBoard';
import type { QmBoard } from '../../shared/almanac/types';

const AT = { year: 2026, month: 11, day: 28, hour: 11, minute: 0 };

function draw(kind: QimenKind) {
  const chart = qimenChart(kind, AT, {});
  const zh = chart.qm_day ?? chart.qm_month ?? chart.qm_year ?? ({} as never);
  const english = englishQimenChart(chart);
  const en = english.qm_day ?? english.qm_month ?? english.qm_year;
  // The page reads boards by `{palace}_{field}` keys, as the API's JSON.
  const board: QmBoard = { ...zh };
  const enBoard: QmBoard | undefined = en && { ...en };
  return { zh: board, en: enBoard, ...render(<QmChartView kind={kind} zh={board} en={enBoard} />) };
}

/** The edge branches carrying a mark named `label`. */
const markedWith = (label: string) =>
  screen
    .queryAllByTitle(label)
    .map((mark) => mark.parentElement?.textContent?.charAt(0))
    .sort();

it("marks the hour chart's own void as the hour's, and the day's as the day's", () => {
  const { zh } = draw('hour');
  expect(zh.void).toEqual(['辰', '巳']);
  expect(zh.day_void).toEqual(['寅', '卯']);
  expect(markedWith('Hour void')).toEqual(['巳', '辰']);
  expect(markedWith('Day void')).toEqual(['卯', '寅']);
  const key = screen.getByRole('list', { name: 'Voids (空亡)' });
  expect(key).toHaveTextContent('Hour void (空亡): 辰巳 Dragon, Snake');
  expect(key).toHaveTextContent('Day void (空亡): 寅卯 Tiger, Rabbit');
});

it.each([
  ['day', 'Day void', ['卯', '寅']],
  ['month', 'Month void', ['巳', '辰']],
  ['year', 'Year void', ['卯', '寅']],
] as const)('marks the %s chart’s own pillar’s void, named as such', (kind, label, branches) => {
  draw(kind);
  expect(markedWith(label)).toEqual(branches);
  expect(screen.queryAllByTitle(/void/)).toHaveLength(2);
  expect(screen.getByRole('list', { name: 'Voids (空亡)' })).toHaveTextContent(label);
});

it('shows each door-palace badge with its English beside it', () => {
  const { zh, en, container } = draw('hour');
  for (const palace of container.querySelectorAll<HTMLElement>('[data-palace]')) {
    const id = palace.dataset.palace ?? '';
    const zhWord = String(zh[`${id}_door_interaction`] ?? '');
    if (!zhWord) continue;
    const english = String(en?.[`${id}_door_interaction`]);
    expect(english).toMatch(/^[A-Z][a-z ()]+$/);
    expect(within(palace).getByText(english, { selector: '.muted' })).toBeVisible();
  }
});

it('names the deities and stars as the almanac does: one English name per term', () => {
  const { zh, container } = draw('hour');
  const text = container.textContent ?? '';
  const deities = ['se', 's', 'sw', 'e', 'w', 'ne', 'n', 'nw'].map((id) => zh[`${id}_deity`]);
  expect(deities).toEqual(expect.arrayContaining(['白虎', '玄武']));
  expect(text).toContain('White Tiger');
  expect(text).toContain('Black Tortoise');
  expect(text).toContain('Responsibility');
  expect(text).not.toMatch(/Emptiness|\bRen\b/);
});
