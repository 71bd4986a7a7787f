/** The report after the chart: the pillars now and what they meet, the kept days, the home. */
import { STRENGTH_GAINS, strengthGains } from '@tongshu/data';
import type { ReadingSlot } from '@tongshu/engine';
import { slotTerm } from '../bazi';
import type { HouseAnswer } from '../stars';
import { glossaryTerm } from '../shared/pillar';
import { dateText, pillarName, termText } from './chartSections';
import type { ReportInput, ReportSelection } from './input';
import type { Pages } from './page';

/** A pillar an interaction or a star names (`year` ... `flowMonth`), as the reading names it. */
const slotText = (slot: ReadingSlot): string => termText(slotTerm(slot));

export function now(pages: Pages, input: ReportInput): void {
  const { reading } = input;
  const { luck, year, month } = reading.now;
  pages.heading(`The pillars now (流年, 流月) on ${dateText(input.on)}`);
  pages.table(
    [
      { header: '', share: 0.25 },
      { header: 'Pillar (干支)', share: 0.4 },
      { header: 'Ten god (十神)', share: 0.35 },
    ],
    [...(luck ? [luck] : []), year, month].map((flow) => [
      termText(flow.name),
      pillarName(flow.pillar),
      termText(flow.tenGod),
    ]),
  );
  // The page's words for them (web-app's reading cards), so a client reads one name for them.
  pages.heading('Interactions (刑冲合会)');
  if (reading.interactions.length === 0) pages.text('None between these pillars.');
  else
    pages.table(
      [
        { header: 'Kind', share: 0.35 },
        { header: 'Pillars', share: 0.45 },
        { header: 'Element (五行)', share: 0.2 },
      ],
      reading.interactions.map((item) => [
        termText(item.name),
        item.members.map(slotText).join(', '),
        item.element ? termText(item.element) : 'None',
      ]),
    );
  pages.heading('Symbolic stars (神煞)');
  if (reading.stars.length === 0) pages.text('None on these pillars.');
  else
    pages.table(
      [
        { header: 'Star', share: 0.2 },
        { header: 'Pillar', share: 0.17 },
        { header: 'Looked up from', share: 0.17 },
        { header: 'Source', share: 0.46 },
      ],
      reading.stars.map((star) => [
        termText(star.name),
        slotText(star.slot),
        star.from.map(slotText).join('\n'),
        star.source,
      ]),
    );
}

/** A method's source as a line of its own: `Source: Hidden stems as …`, a sentence. */
const sourceText = (source: string) =>
  `Source: ${source.charAt(0).toUpperCase()}${source.slice(1)}.`;

/** The elements counted and the day master's strength, each by its named method and rule. */
export function balance(pages: Pages, input: ReportInput): void {
  const { elements, strength } = input.reading;
  pages.heading('Elements (五行) and strength (身强身弱)');
  pages.text(
    elements.counts.map((count) => `${termText(count.element)} ${count.count}`).join(', ') +
      ` over the natal ${elements.pillars.join(', ')} pillars, by the ${elements.method} ` +
      `method: ${elements.rule}`,
  );
  pages.note(sourceText(elements.source));
  pages.gap(4);
  const gains = STRENGTH_GAINS.map(
    ([zh, key]) => `${termText(glossaryTerm(strengthGains, zh))} ${strength[key] ? 'yes' : 'no'}`,
  );
  pages.text(
    `${termText(strength.name)}, its element ${termText(strength.element)}: ` +
      `${gains.join(', ')}; by the ${strength.method} method: ${strength.rule}`,
  );
  pages.note(sourceText(strength.source));
}

function selection(pages: Pages, kept: ReportSelection): void {
  const shown = kept.days.length < kept.kept ? `the ${kept.days.length} best of ` : '';
  const described = kept.described && ` ${kept.described}`;
  pages.text(
    `${termText(kept.activity)}, ${dateText(kept.from)} to ${dateText(kept.to)}${described}: ${shown}${kept.kept} kept days, ` +
      `in date order; best hours on the clock of ${kept.zone}.`,
  );
  pages.gap(4);
  pages.table(
    [
      { header: 'Date', share: 0.16 },
      { header: 'Score', share: 0.1 },
      { header: 'Best hours (吉时)', share: 0.74 },
    ],
    kept.days.map((day) => [
      dateText(day.date),
      String(day.score),
      day.hours
        .map((hour) => `${hour.start} to ${hour.end.slice(11)} ${termText(hour.branch)}`)
        .join('\n') || 'No best hour',
    ]),
  );
}

export function selections(pages: Pages, input: ReportInput): void {
  if (input.selections.length === 0) return;
  pages.heading('Kept date selection (择日)');
  for (const kept of input.selections) selection(pages, kept);
}

/** The palaces as the chart is drawn, south at the top: SE S SW, E C W, NE N NW. */
const GRID = [
  ['se', 's', 'sw'],
  ['e', 'c', 'w'],
  ['ne', 'n', 'nw'],
] as const;

function palaceText(house: HouseAnswer, key: string): string {
  const palace = house.palaces.find((one) => one.palace === key);
  if (!palace) return '';
  return [
    termText(palace.direction),
    `Mountain (山星) ${palace.mountain.number}, water (向星) ${palace.water.number}, ` +
      `period (运星) ${palace.period.number}`,
    ...(palace.year && palace.month
      ? [`Year (年) ${palace.year.number}, month (月) ${palace.month.number}`]
      : []),
  ].join('\n');
}

export function house(pages: Pages, input: ReportInput): void {
  const chart = input.house;
  if (!chart) return;
  pages.heading('Home: flying-star chart (玄空飞星 宅命盘)');
  const degrees = chart.facing.degrees === undefined ? '' : ` at ${chart.facing.degrees}°`;
  pages.text(
    `Period ${chart.period} (${chart.period}运), facing ${termText(chart.facing.mountain)}${degrees}, ` +
      `sitting ${termText(chart.sitting.mountain)}; ${termText(chart.method)}.` +
      (chart.overlay
        ? ` The year’s centre star ${termText(chart.overlay.year)} and the month’s ` +
          `${termText(chart.overlay.month)} on ${dateText(chart.overlay.date)}.`
        : ''),
  );
  pages.gap(4);
  pages.table(
    GRID[0].map(() => ({ header: '', share: 1 / 3 })),
    GRID.map((row) => row.map((key) => palaceText(chart, key))),
  );
  if (chart.formations.length > 0)
    pages.text(`Formations: ${chart.formations.map(termText).join(', ')}.`);
}
