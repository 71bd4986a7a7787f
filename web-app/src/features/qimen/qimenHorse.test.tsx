/**
 * Issue 45 on the Qi Men boards: the horse (驿马, Travelling Horse) badged in its palace and named
 * in the board's key, beside the voids. The boards are the engine's qimenChart and englishQimenChart; the hour
 * chart is cylim Q09 of engine/src/qimen/publishedCharts.json (cylim/cylim.github.io
 * docs/plan/qimen-spec.md §16): 2026-06-22 10:30, hour 乙巳, its horse 亥 in palace 6.
 */
import { render, screen } from '@testing-library/react';
import { englishQimenChart, qimenChart, type QimenKind } from '@tongshu/engine';
import { QmChartView } from './QmBoard';
import type { QmBoard } from '../../shared/almanac/types';

function draw(kind: QimenKind, hour: number) {
  const chart = qimenChart(kind, { year: 2026, month: 6, day: 22, hour, minute: 0 }, {});
  const zh = chart.qm_day ?? chart.qm_month ?? chart.qm_year ?? ({} as never);
  const english = englishQimenChart(chart);
  const en = english.qm_day ?? english.qm_month ?? english.qm_year;
  // The page reads boards by `{palace}_{field}` keys, as the API's JSON.
  const board: QmBoard = { ...zh };
  return { zh: board, ...render(<QmChartView kind={kind} zh={board} en={en && { ...en }} />) };
}

/** The palaces carrying the horse's badge. */
const badged = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-palace] .qm-horse')].map(
    (badge) => badge.closest<HTMLElement>('[data-palace]')?.dataset.palace,
  );

it("badges the hour's horse in its palace and names it in the key, as cylim Q09 publishes it", () => {
  const { container } = draw('hour', 9);
  expect(badged(container)).toEqual(['nw']);
  // Named as the Bazi reading names the star, not "马 Horse", which read as the branch 午 Horse.
  const badge = screen.getByRole('img', { name: 'Travelling Horse (驿马)' });
  expect(badge).toHaveAttribute('title', 'Travelling Horse (驿马)');
  expect(badge).toHaveTextContent(/^♞驿马$/);
  expect(container.querySelector('[data-palace="nw"] .qm-palace__head')).toHaveTextContent(
    'NW 乾 ☰ Heaven♞驿马',
  );
  expect(container.querySelector('.qm-horse-key')).toHaveTextContent(
    /^♞驿马 Travelling Horse \(驿马\): 亥 Pig, in NW 乾 Heaven \(palace 6\)$/,
  );
  // The envoy table's header has its Chinese too.
  expect(screen.getByRole('columnheader', { name: 'Horse Star (驿马)' })).toBeInTheDocument();
  // The key follows the voids' key, beside it.
  expect(screen.getByRole('list', { name: 'Voids (空亡)' }).nextElementSibling).toHaveClass(
    'qm-horse-key',
  );
});

it.each([
  // Day 丁卯 (亥卯未 → 巳, SE 4), month 甲午 (寅午戌 → 申, SW 2), year 丙午 (申, SW 2).
  ['day', 'se', '巳 Snake, in SE 巽 Wind (palace 4)'],
  ['month', 'sw', '申 Monkey, in SW 坤 Earth (palace 2)'],
  ['year', 'sw', '申 Monkey, in SW 坤 Earth (palace 2)'],
] as const)('badges the %s chart’s own pillar’s horse', (kind, palace, named) => {
  const { zh, container } = draw(kind, 12);
  expect(zh.horse_palace).toBe(palace);
  expect(badged(container)).toEqual([palace]);
  expect(container.querySelector('.qm-horse-key')).toHaveTextContent(named);
});

it('draws no badge or key line for a board without a horse (an empty answer)', () => {
  const { container } = render(<QmChartView kind="hour" zh={{}} />);
  expect(container.querySelector('.qm-horse')).toBeNull();
  expect(container.querySelector('.qm-horse-key')).toBeNull();
});
