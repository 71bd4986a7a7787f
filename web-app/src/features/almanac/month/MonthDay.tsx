/**
 * One day of the month at a glance: its officer, belt and spirit, day star, first suitable and
 * avoided activities, the activity's fit and a clash, every Chinese term with its English. The
 * grid and the list draw the same day; the grid, a seventh of a desktop, has room for fewer
 * activities.
 */
import { Link } from 'react-router';
import { Badge } from '@tongshu/web-ui';
import type { MonthFit, TongshuMonthAnswer } from '@tongshu/bff/api';
import { Term } from '../../../shared/almanac/icons';

export type MonthDayData = TongshuMonthAnswer['days'][number];
type Terms = MonthDayData['suitable'];

/** The fit in words (the colour only repeats it) and the badge's tone. */
export const FIT: Readonly<
  Record<MonthFit, { label: string; tone: 'success' | 'neutral' | 'error' }>
> = {
  good: { label: 'Good', tone: 'success' },
  neutral: { label: 'Neutral', tone: 'neutral' },
  avoid: { label: 'Avoid', tone: 'error' },
};

const TermList = ({ terms }: { readonly terms: Terms }) =>
  terms.length === 0 ? (
    <>-</>
  ) : (
    <>
      {terms.map((term, i) => (
        <span key={term.zh}>
          {i > 0 && ', '}
          <Term en={term.en} zh={term.zh} />
        </span>
      ))}
    </>
  );

/** "Lunar 10/8", a leap month "Lunar leap 4/8". */
const lunarText = ({ lunar }: MonthDayData) =>
  `Lunar ${lunar.leapMonth ? 'leap ' : ''}${lunar.month}/${lunar.day}`;

/** The page's address of a day: /tongshu/YYYYMMDD. */
export const dayPath = (date: string) => `/tongshu/${date.replaceAll('-', '')}`;

export function MonthDay({
  day,
  activities,
  label,
}: {
  readonly day: MonthDayData;
  /** How many of the day's suitable and avoided activities to show. */
  readonly activities: number;
  /** The day as the link names it, e.g. "Tuesday 1 December 2026". */
  readonly label: string;
}) {
  const belt = day.belt.belt.zh === '黄道' ? 'yellow' : 'black';
  return (
    <div className={`month-day month-day--${belt}`}>
      <Link className="month-day__date" to={dayPath(day.date)} aria-label={label}>
        {Number(day.date.slice(8))}
      </Link>
      <span className="month-day__lunar">{lunarText(day)}</span>
      {day.fit && <Badge tone={FIT[day.fit].tone}>{FIT[day.fit].label}</Badge>}
      {day.clash && (
        <Badge tone="warning">
          Clashes {day.clash.with}’s {day.clash.branch.en} ({day.clash.branch.zh}) year
        </Badge>
      )}
      <dl className="month-day__facts">
        <dt>Officer</dt>
        <dd>
          <Term en={day.officer.en} zh={day.officer.zh} />
        </dd>
        <dt>Belt</dt>
        <dd>
          <Term en={day.belt.belt.en} zh={day.belt.belt.zh} />{' '}
          <Term en={day.belt.god.en} zh={day.belt.god.zh} />
        </dd>
        <dt>Star</dt>
        <dd>
          <Term en={day.star.en} zh={day.star.zh} />
        </dd>
        <dt>Suit</dt>
        <dd>
          <TermList terms={day.suitable.slice(0, activities)} />
        </dd>
        <dt>Avoid</dt>
        <dd>
          <TermList terms={day.avoid.slice(0, activities)} />
        </dd>
      </dl>
    </div>
  );
}
