/** The dashboard's first row: today's date, day pillar and overview, each a stat card. */
import { StatCard, UiLink } from '@tongshu/web-ui';
import {
  BeltIcon,
  BranchIcon,
  ConstellationIcon,
  DirectionIcon,
  MoonIcon,
  OfficerIcon,
  StemIcon,
  Term,
} from '../../shared/almanac/icons';
import { lunarLine, pillarEnglish } from '../../shared/almanac/logic';
import type { AnswerTilesProps } from '../../shared/almanac/answerProps';
import { text } from '../../shared/almanac/types';
import { WEEKDAY_NAMES } from '../../shared/lib/calendarNames';

export function TodayTiles({ answer, loading }: AnswerTilesProps) {
  const ts = answer?.ts;
  const en = answer?.en;
  const busy = loading || !ts;
  const t = (key: string) => text(ts, key);
  const e = (key: string) => text(en, key);
  const lunarYear = t('lunar_year_gan') + t('lunar_year_zhi');
  return (
    <div className="tile-row">
      <StatCard
        label="Today"
        icon="calendar"
        loading={busy}
        value={
          <>
            {WEEKDAY_NAMES[Number(ts?.day_no)] ?? ''} <time dateTime={t('date')}>{t('date')}</time>
          </>
        }
        detail={
          <>
            <Term en={`${e('qi_zheng')} day`} zh={t('qi_zheng')} />
            <div>
              Lunar <span lang="zh">{lunarYear}</span> ({pillarEnglish(lunarYear)}) year,{' '}
              {lunarLine(ts)}
            </div>
          </>
        }
      />
      <StatCard
        label="Day Pillar"
        icon="sun"
        loading={busy}
        value={
          <span className="term">
            <StemIcon zh={t('day_gan')} />
            <BranchIcon zh={t('day_zhi')} />
            {e('day_gan')} {e('day_zhi')}
          </span>
        }
        detail={
          <Term
            icon={<BranchIcon zh={t('day_chong')} size={18} />}
            en={`Clashes the ${e('day_chong')}`}
            zh={t('day_chong')}
          />
        }
      />
      <StatCard
        label="Today Overview"
        icon="star"
        loading={busy}
        value={
          <span className="term">
            <OfficerIcon zh={t('zhi_xing')} />
            <BeltIcon zh={t('day_tian_shen')} />
            <ConstellationIcon zh={t('constellation_28_xiu')} />
            <MoonIcon zh={t('yue_xiang_phase')} title={e('yue_xiang_phase')} />
            <DirectionIcon zh={t('day_position_cai_desc')} />
          </span>
        }
        detail={
          <>
            {e('zhi_xing')}, {e('day_tian_shen')} ({e('day_tian_shen_type')}),{' '}
            {e('constellation_28_xiu')}.{' '}
            <UiLink to={`/tongshu/${ts ? t('date').replace(/-/g, '') : ''}`}>Details</UiLink>
          </>
        }
      />
    </div>
  );
}
