/**
 * Walk of 2026-11-28 on the Qi Men hour chart: the twelve branches round the board (巳 午 未 …)
 * had no English, the trigrams (巽 离 坤 …) only compass letters, and a rotating chart's centre
 * was an empty box. The board is the engine's qimenChart and englishQimenChart.
 */
import { render } from '@testing-library/react';
import { branches, trigrams } from '@tongshu/data';
import { englishQimenChart, qimenChart } from '@tongshu/engine';
import { QmChartView } from './QmBoard';
import { EDGES } from './QmEdges';
import type { QmBoard } from '../../shared/almanac/types';

const AT = { year: 2026, month: 11, day: 28, hour: 15, minute: 0 };

function draw() {
  const chart = qimenChart('hour', AT, {});
  // The page reads boards by `{palace}_{field}` keys, as the API's JSON.
  const zh: QmBoard = { ...(chart.qm_day ?? ({} as never)) };
  const en = englishQimenChart(chart).qm_day;
  return { zh, ...render(<QmChartView kind="hour" zh={zh} en={en && { ...en }} />) };
}

it('gives each branch round the board its animal beside it', () => {
  const { container } = draw();
  const edges = [...container.querySelectorAll('.qm-edge__branch')].map((b) => b.textContent);
  const all = [...EDGES.top, ...EDGES.left, ...EDGES.right, ...EDGES.bottom];
  expect(edges).toHaveLength(12);
  for (const ch of all)
    expect(edges).toContainEqual(expect.stringMatching(`^${ch} ${branches[ch]?.en}`));
  expect(edges).toContain('午 Horse');
});

it("gives each palace's trigram its English name beside it", () => {
  const { zh, container } = draw();
  const palaces = container.querySelectorAll<HTMLElement>('[data-palace]');
  let named = 0;
  for (const palace of palaces) {
    const trigram = String(zh[`${palace.dataset.palace}_trigram`] ?? '');
    if (!trigrams[trigram]) continue;
    const head = palace.querySelector('.qm-palace__head')?.textContent ?? '';
    expect(head).toContain(`${trigram} ${trigrams[trigram]?.symbol} ${trigrams[trigram]?.en}`);
    named += 1;
  }
  expect(named).toBe(8);
});

it("labels a rotating chart's centre: palace 5 lodges in 坤 with its earth stem", () => {
  const { zh, container } = draw();
  const centre = container.querySelector<HTMLElement>('[data-palace="centre"]');
  if (!centre) throw new Error('no centre');
  expect(zh.sw_earth_stem_hidden).toBe('丁');
  expect(centre.querySelector('.qm-palace__head')).toHaveTextContent('Centre 中五 Centre Five');
  expect(centre).toHaveTextContent(
    'Lodges with SW 坤 Earth; its earth stem 丁 Yin Fire shows there in brackets.',
  );
});
