/** One day's verdict: its reasons with points, its best hours, and a link to its almanac page. */
import { Fragment, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { branches } from '@tongshu/data';
import type { RefusedDayData, SelectedDayData } from './types';

const signed = (points = 0) => (points > 0 ? `+${points}` : String(points));

export function DayReasons({
  date,
  kept,
  refused,
  zone,
}: {
  readonly date: string;
  readonly kept?: SelectedDayData;
  readonly refused?: RefusedDayData;
  readonly zone: string;
}) {
  const region = useRef<HTMLElement>(null);
  // Opened from the ranked list or a grid cell, far from where the reasons show on a phone: they
  // come into view, and take the focus so a screen reader reads them next.
  useEffect(() => {
    region.current?.scrollIntoView?.({ block: 'start' });
    region.current?.focus({ preventScroll: true });
  }, [date]);
  return (
    <section
      ref={region}
      tabIndex={-1}
      className="select-reasons"
      aria-label={`Reasons for ${date}`}
    >
      <h3>
        {date}: {kept ? `kept, score ${kept.score}` : 'refused'}
      </h3>
      <ul>
        {(kept?.reasons ?? refused?.reasons ?? []).map((reason, i) => (
          <li key={`${reason.code}-${i}`}>
            {reason.en} <span lang="zh">{reason.zh}</span>
            {reason.source && (
              <small>
                {' '}
                (source: <span lang="zh">{reason.source}</span>)
              </small>
            )}
            {reason.points !== undefined && <strong> {signed(reason.points)}</strong>}
          </li>
        ))}
      </ul>
      {kept && (
        <>
          <h4>Best hours ({zone})</h4>
          {kept.hours.length === 0 ? (
            <p>No hour of this day suits it well.</p>
          ) : (
            <ul>
              {kept.hours.map((hour) => (
                <li key={hour.branch}>
                  {hour.start.slice(5)} to {hour.end.slice(11)} ({branches[hour.branch]?.en}{' '}
                  <span lang="zh">{hour.branch}</span> hour):{' '}
                  {hour.reasons.map((reason, i) => (
                    // No wrapper: each Chinese span stays a child of the item, as the day's do.
                    <Fragment key={reason.code}>
                      {i > 0 && ', '}
                      {reason.en} <span lang="zh">{reason.zh}</span>
                    </Fragment>
                  ))}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p>
        <Link to={`/tongshu/${date}`}>Open the almanac for {date}</Link>
      </p>
    </section>
  );
}
