import { StatCard } from '@tongshu/web-ui';
import { stems } from '@tongshu/data';
import type { AnswerTilesProps } from '../../shared/almanac/answerProps';
import { BranchIcon, Term } from '../../shared/almanac/icons';
import { gregorianLine, lunarLine } from '../../shared/almanac/logic';
import { text } from '../../shared/almanac/types';

/** The page's first tiles: the Gregorian and the Chinese lunar date. */
export function Tiles({ answer, loading }: AnswerTilesProps) {
  const ts = answer?.ts;
  const en = answer?.en;
  return (
    <div className="tile-row">
      <StatCard
        label="Gregorian Date"
        icon="calendar"
        loading={loading || !ts}
        value={gregorianLine(ts)}
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
        detail={lunarLine(ts)}
      />
    </div>
  );
}
