import { StatCard } from '@tongshu/web-ui';
import { stems } from '@tongshu/data';
import type { AnswerTilesProps } from '../../shared/almanac/answerProps';
import { BranchIcon, Term } from '../../shared/almanac/icons';
import { ordinal } from '../../shared/almanac/logic';
import { text } from '../../shared/almanac/types';
import { MONTH_NAMES as MONTHS, WEEKDAY_NAMES as WEEKDAYS } from '../../shared/lib/calendarNames';

/** The page's first tiles: the Gregorian and the Chinese lunar date. */
export function Tiles({ answer, loading }: AnswerTilesProps) {
  const ts = answer?.ts;
  const en = answer?.en;
  const weekday = WEEKDAYS[Number(ts?.day_no ?? 0)] ?? '';
  return (
    <div className="tile-row">
      <StatCard
        label="Gregorian Date"
        icon="calendar"
        loading={loading || !ts}
        value={`${weekday}, ${ordinal(Number(ts?.day))} ${MONTHS[Number(ts?.month) - 1] ?? ''} ${text(ts, 'year')}`}
        detail={
          <Term en={`Solar term: ${text(en, 'jie_qi_current')}`} zh={text(ts, 'jie_qi_current')} />
        }
      />
      <StatCard
        label="Chinese Lunar Date"
        icon="moon"
        loading={loading || !ts}
        value={
          <Term
            icon={<BranchIcon zh={text(ts, 'lunar_year_zhi')} />}
            en={`Year of the ${stems[text(ts, 'lunar_year_gan')]?.element ?? ''} ${text(en, 'lunar_year_zhi')}`}
            zh={`${text(ts, 'lunar_year_gan')}${text(ts, 'lunar_year_zhi')}`}
          />
        }
        detail={`${ts?.lmonth_leap === true ? 'Leap ' : ''}${ordinal(Number(ts?.lmonth))} month, ${ordinal(Number(ts?.lday))} day`}
      />
    </div>
  );
}
