/**
 * The home page's sample day (issue 42): the public GET /api/tongshu/sample, the engine's almanac
 * of one fixed date as /tongshu shows it, so the hero never shows a day the product would not.
 * A fetch of about 4 KB, not the engine in the page's bundle.
 */
import { useApi } from '@tongshu/web-ui';
import { HOUR_SLOTS, gregorianLine, lunarLine } from '../../shared/almanac/logic';
import { list, text, type TongshuAnswer } from '../../shared/almanac/types';

const PILLARS = [
  ['Year', 'year'],
  ['Month', 'month'],
  ['Day', 'day'],
] as const;

/** How many of the day's suit and avoid activities the card names. */
const SHOWN = 3;

/** The first few items and how many more there are, so a short list does not read as the whole. */
export function firstOf(items: readonly string[]): string {
  const shown = items.slice(0, SHOWN).join(', ');
  return items.length > SHOWN ? `${shown} +${items.length - SHOWN} more` : shown;
}

/** The clock of the almanac's two-hour periods for a day without a birth: China's (UTC+8). */
const HOURS_CLOCK = 'China time (UTC+8)';

export function SampleDay() {
  const { data } = useApi<TongshuAnswer>('/api/tongshu/sample', {
    envelope: false,
    // Without it the hero keeps its empty card: the home page never leaves for an error page.
    reportErrors: false,
  });
  const ts = data?.ts;
  const en = data?.en;
  if (!ts || !en) return <div className="almanac-preview" aria-busy="true" />;
  return (
    <div className="almanac-preview" role="group" aria-label="Sample day">
      <div className="almanac-preview__head">
        <span className="almanac-preview__date">{gregorianLine(ts)}</span>
        <span className="almanac-preview__lunar">Lunar {lunarLine(ts)}</span>
      </div>
      <div className="almanac-preview__pillars">
        {PILLARS.map(([label, key]) => (
          <div key={key} className="almanac-preview__pillar">
            <span className="almanac-preview__label">{label}</span>
            <span className="almanac-preview__chinese" lang="zh">
              {text(ts, `${key}_gan`)}
              {text(ts, `${key}_zhi`)}
            </span>
            <span className="almanac-preview__english">
              {text(en, `${key}_gan`)} {text(en, `${key}_zhi`)}
            </span>
          </div>
        ))}
      </div>
      <div className="almanac-preview__row">
        <span className="almanac-preview__tag almanac-preview__tag--good">Suit</span>
        <span>{firstOf(list(en, 'day_yi'))}</span>
      </div>
      <div className="almanac-preview__row">
        <span className="almanac-preview__tag almanac-preview__tag--bad">Avoid</span>
        <span>{firstOf(list(en, 'day_ji'))}</span>
      </div>
      <div className="almanac-preview__hours" role="list" aria-label={`Hours, ${HOURS_CLOCK}`}>
        {HOUR_SLOTS.map(({ key, start }) => {
          // Yellow Belt hours are the auspicious ones /tongshu's hour tables show.
          const good = text(ts, `hour_${key}_time_tian_shen_luck`) === '吉';
          return (
            <span
              key={key}
              role="listitem"
              title={`${text(en, `hour_${key}_time_tian_shen`)} (${text(en, `hour_${key}_time_tian_shen_type`)})`}
              className={`almanac-preview__hour${good ? ' almanac-preview__hour--good' : ''}`}
            >
              {start.slice(0, 2)}
              {good && (
                <>
                  <span aria-hidden="true"> ★</span>
                  <span className="tsu-visually-hidden"> (auspicious)</span>
                </>
              )}
            </span>
          );
        })}
      </div>
      <p className="almanac-preview__caption">
        A sample day from the almanac. Hours are two-hour periods by their start, on {HOURS_CLOCK};
        ★ marks the Yellow Belt (auspicious) hours.
      </p>
    </div>
  );
}
