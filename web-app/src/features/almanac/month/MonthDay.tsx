/**
 * One day of the month at a glance: its officer, belt and spirit, day star, first suitable and
 * avoided activities, the activity's fit (with why a day is to be avoided) and a clash, every
 * Chinese term with its English. The grid and the list draw the same day. The grid, a seventh of
 * a desktop (about 130 px at 1,280), reads like a printed almanac's month: no label column (the
 * terms say what they are; "Suit" and "Avoid" head their lines in small caps), one activity a
 * line and fewer of them. The list, a phone's full width, keeps its labels.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@tongshu/web-ui';
import type { MonthFit, TongshuMonthAnswer } from '@tongshu/bff/api';
import { Term } from '../../../shared/almanac/icons';

export type MonthDayData = TongshuMonthAnswer['days'][number];
type Words = MonthDayData['suitable'][number];

export type MonthLayout = 'grid' | 'list';

/** How many of the day's suitable and avoided activities each layout has room for. */
const ACTIVITIES: Readonly<Record<MonthLayout, number>> = { grid: 2, list: 4 };
/** The facts whose terms say what they are: the grid names them to a screen reader only. */
const SELF_NAMED = new Set(['Officer', 'Belt', 'Star']);

/** The fit in words (the colour only repeats it) and the badge's tone. */
export const FIT: Readonly<
  Record<MonthFit, { label: string; tone: 'success' | 'neutral' | 'error' }>
> = {
  good: { label: 'Good', tone: 'success' },
  neutral: { label: 'Neutral', tone: 'neutral' },
  avoid: { label: 'Avoid', tone: 'error' },
};

/** Activities one a line, Chinese then English, then how many of the answer's are left out. */
function ActivityLines({
  terms,
  shown,
}: {
  readonly terms: readonly Words[];
  readonly shown: number;
}) {
  if (terms.length === 0) return <span className="month-day__more">None</span>;
  const more = terms.length - shown;
  // Lines, not a nested list: the month's list is a list of days, each day one item.
  return (
    <>
      {terms.slice(0, shown).map((term) => (
        <span key={term.zh} className="month-day__activity">
          <span className="term__zh" lang="zh">
            {term.zh}
          </span>{' '}
          {term.en}
        </span>
      ))}
      {more > 0 && <span className="month-day__activity month-day__more">+{more} more</span>}
    </>
  );
}

/** The fit's badge and, for a day to avoid, the first reason: "Avoid: Year Breaker (岁破)". */
function Fit({ day }: { readonly day: MonthDayData }) {
  if (!day.fit) return null;
  const reason = day.fit === 'avoid' ? day.reasons[0] : undefined;
  return (
    <>
      <Badge tone={FIT[day.fit].tone}>{FIT[day.fit].label}</Badge>
      {reason && (
        <span className="month-day__reason">
          Avoid: {reason.en} (<span lang="zh">{reason.zh}</span>)
        </span>
      )}
    </>
  );
}

/** "Lunar 10/8", a leap month "Lunar leap 4/8". */
const lunarText = ({ lunar }: MonthDayData) =>
  `Lunar ${lunar.leapMonth ? 'leap ' : ''}${lunar.month}/${lunar.day}`;

/** The page's address of a day: /tongshu/YYYYMMDD. */
export const dayPath = (date: string) => `/tongshu/${date.replaceAll('-', '')}`;

export function MonthDay({
  day,
  layout,
  label,
  today,
}: {
  readonly day: MonthDayData;
  readonly layout: MonthLayout;
  /** The day as the link names it, e.g. "1 December 2026, Tuesday". */
  readonly label: string;
  /** True for today on the user's clock: a ring, and aria-current="date" on its link. */
  readonly today: boolean;
}) {
  const belt = day.belt.belt.zh === '黄道' ? 'yellow' : 'black';
  const shown = ACTIVITIES[layout];
  const facts: readonly (readonly [string, ReactNode])[] = [
    ['Officer', <Term key="officer" en={day.officer.en} zh={day.officer.zh} />],
    [
      'Belt',
      <span key="belt">
        <Term en={day.belt.belt.en} zh={day.belt.belt.zh} />{' '}
        <Term en={day.belt.god.en} zh={day.belt.god.zh} />
      </span>,
    ],
    ['Star', <Term key="star" en={day.star.en} zh={day.star.zh} />],
    ['Suit', <ActivityLines key="suit" terms={day.suitable} shown={shown} />],
    ['Avoid', <ActivityLines key="avoid" terms={day.avoid} shown={shown} />],
  ];
  return (
    <div
      className={`month-day month-day--${layout} month-day--${belt}${today ? ' month-day--today' : ''}`}
    >
      <div className="month-day__head">
        <Link
          className="month-day__date"
          to={dayPath(day.date)}
          aria-label={label}
          aria-current={today ? 'date' : undefined}
        >
          {Number(day.date.slice(8))}
        </Link>
        <span className="month-day__lunar">{lunarText(day)}</span>
        {today && <span className="month-day__today">Today</span>}
      </div>
      <Fit day={day} />
      {day.clash && (
        <Badge tone="warning">
          Clashes {day.clash.with}’s {day.clash.branch.en} ({day.clash.branch.zh}) year
        </Badge>
      )}
      <dl className="month-day__facts">
        {facts.map(([name, value]) => (
          <div key={name} className="month-day__fact">
            <dt
              className={
                layout === 'grid' && SELF_NAMED.has(name) ? 'tsu-visually-hidden' : undefined
              }
            >
              {name}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
