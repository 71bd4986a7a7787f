/**
 * The day's flying stars (紫白飞星, issue 43): the year's, the month's and the day's grids and the
 * grid of an hour chosen from the day's slots, south at the top as printed almanacs draw them,
 * every star's English beside its Chinese (docs/engine/stars.md).
 */
import { useId, useState } from 'react';
import { Card } from '@tongshu/web-ui';
import { nineStars } from '@tongshu/data';
import type { DayStars } from '@tongshu/bff/api';
import { HOUR_SLOTS } from '../../shared/almanac/logic';
import { PALACE_NAMES } from '../../shared/almanac/palaceNames';
import { StarMeanings } from '../../shared/almanac/StarMeanings';
import { text } from '../../shared/almanac/types';
import type { CardsProps } from './cardsProps';
import '../../shared/almanac/starGrid.css';

type Grid = DayStars['year'];
type GridPalace = keyof Grid['palaces'];

/** South at the top: the rows as the page draws them. */
const ROWS: readonly (readonly GridPalace[])[] = [
  ['se', 's', 'sw'],
  ['e', 'c', 'w'],
  ['ne', 'n', 'nw'],
];

/** The glossary's stars by number: 一白 "1 White (Water)" ... 九紫 "9 Purple (Fire)". */
const STARS = new Map(
  Object.entries(nineStars).map(([zh, star]) => [star.number, { zh, ...star }]),
);

function StarGrid({ title, grid }: { readonly title: string; readonly grid: Grid }) {
  const centre = STARS.get(grid.center);
  return (
    <table className="star-grid">
      <caption>
        {title}: {centre?.en} <span lang="zh">{centre?.zh}</span> in the centre
      </caption>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.join()}>
            {row.map((palace) => {
              const star = STARS.get(grid.palaces[palace]);
              return (
                <td key={palace} className={palace === 'c' ? 'star-grid__centre' : undefined}>
                  <span className="star-grid__palace">{PALACE_NAMES[palace]}</span>
                  <strong className="star-grid__number">{star?.number}</strong>
                  <span className="star-grid__name">{star?.en.replace(/^\d /, '')}</span>
                  <span className="star-grid__zh" lang="zh">
                    {star?.zh}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The slot a page opens on: the one `hour` (on the user's clock) is in when the page is today's,
 * noon's (午) otherwise. At 23:00 the 子 hour is the next day's, so today's page shows 亥.
 */
export function openingSlot(hour?: number): string {
  if (hour === undefined) return 'wu';
  return hour === 23 ? 'hai' : (HOUR_SLOTS[Math.floor((hour + 1) / 2)]?.key ?? 'wu');
}

export function FlyingStars({ answer, busy, nowHour }: CardsProps & { readonly nowHour?: number }) {
  const stars = answer?.stars;
  const [slot, setSlot] = useState(() => openingSlot(nowHour));
  const hourId = useId();
  const hour = stars?.hours[slot];
  const slotLabel = (key: string, start: string) =>
    `${text(answer?.ts, `hour_${key}_time`) || start} (${text(answer?.ts, `hour_${key}_zhi`)} ${text(answer?.en, `hour_${key}_zhi`)})` +
    // docs/decisions.md: the table's Rat hour is the one from 23:00 the evening before.
    (key === 'zhi' ? ', from the evening before' : '');
  return (
    <Card title="Flying Stars (紫白飞星)" loading={busy}>
      {stars && (
        <>
          <p className="note">
            South at the top, as printed almanacs draw it. The month&apos;s stars change at the
            solar term that opens it (节), the hours&apos; with the hour table&apos;s slots. Drawn
            by your school: {stars.stamp}.
          </p>
          <div className="star-grids">
            <StarGrid title="Year" grid={stars.year} />
            <StarGrid title="Month" grid={stars.month} />
            <StarGrid title="Day" grid={stars.day} />
            <div className="star-grids__hour">
              <label className="tsu-field" htmlFor={hourId}>
                <span className="tsu-field__label">Hour</span>
                <select
                  id={hourId}
                  className="tsu-input tsu-input--select"
                  value={slot}
                  onChange={(event) => setSlot(event.target.value)}
                >
                  {HOUR_SLOTS.map(({ key, start }) => (
                    <option key={key} value={key}>
                      {slotLabel(key, start)}
                    </option>
                  ))}
                </select>
              </label>
              {nowHour === 23 && (
                <p className="note">
                  From 23:00 the hour is the next day&apos;s Rat hour (子): its grid is on
                  tomorrow&apos;s page.
                </p>
              )}
              {hour && <StarGrid title="Hour" grid={hour} />}
            </div>
          </div>
          <StarMeanings />
        </>
      )}
    </Card>
  );
}
