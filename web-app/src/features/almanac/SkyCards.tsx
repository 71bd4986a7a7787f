import { Card } from '@tongshu/web-ui';
import { chinaTimeOnClock } from '../../shared/lib/chinaTimeOnClock';
import { Term } from '../../shared/almanac/icons';
import { text, type TongshuAnswer } from '../../shared/almanac/types';
import { Facts } from './Facts';
import { LunarPosition } from './LunarPosition';
import { directionTerm } from './terms';

/** The last cards: NaYin doors, solar terms, the moon, Tai, palaces and taboos. */
export function SkyCards({
  answer,
  busy,
  zone,
}: {
  readonly answer?: TongshuAnswer;
  readonly busy: boolean;
  /** The user's clock, for the solar terms' times. */
  readonly zone?: string | null;
}) {
  const t = (key: string) => text(answer?.ts, key);
  const e = (key: string) => text(answer?.en, key);
  return (
    <div className="almanac-grid almanac-grid--three">
      <Card title="NaYin 5 Direction" loading={busy}>
        <Facts
          rows={[
            [
              'Life Door',
              directionTerm(t('nan_yin_wu_xing_sheng_men'), e('nan_yin_wu_xing_sheng_men')),
            ],
            ['Death Door', directionTerm(t('nan_yin_wu_xing_si_men'), e('nan_yin_wu_xing_si_men'))],
            ['Five Ghost', directionTerm(t('nan_yin_wu_xing_wu_gui'), e('nan_yin_wu_xing_wu_gui'))],
            [
              'White Tiger',
              directionTerm(t('nan_yin_wu_xing_bai_hu'), e('nan_yin_wu_xing_bai_hu')),
            ],
          ]}
        />
      </Card>
      <Card title="Solar Terms" loading={busy}>
        <Facts
          rows={[
            [
              'Current',
              <Term
                key="c"
                en={e('jie_qi_current')}
                zh={`${t('jie_qi_current')} ${chinaTimeOnClock(t('jie_qi_current_time'), zone)}`}
              />,
            ],
            [
              'Next',
              <Term
                key="n"
                en={e('next_jie_qi')}
                zh={`${t('next_jie_qi')} ${chinaTimeOnClock(t('next_jie_qi_time'), zone)}`}
              />,
            ],
          ]}
        />
      </Card>
      <Card title="Lunar Position" loading={busy}>
        <LunarPosition
          phase={[t('yue_xiang_phase'), e('yue_xiang_phase')]}
          day={[t('yue_xiang'), e('yue_xiang')]}
        />
      </Card>
      <Card title="Tai Position" loading={busy}>
        <Facts
          rows={[
            ['Day', <Term key="d" en={e('day_position_tai')} zh={t('day_position_tai')} />],
            ['Month', <Term key="m" en={e('month_position_tai')} zh={t('month_position_tai')} />],
          ]}
        />
      </Card>
      <Card title="4 Palaces and 4 Heavenly Animal" loading={busy}>
        <Facts
          rows={[
            ['Palace', <Term key="p" en={e('four_gong')} zh={t('four_gong')} />],
            ['Heavenly Animal', <Term key="a" en={e('four_shou')} zh={t('four_shou')} />],
          ]}
        />
      </Card>
      <Card title="Chinese Taboo" loading={busy}>
        <Facts
          rows={[
            ['Peng Zu Stem', <Term key="g" en={e('peng_zu_gan')} zh={t('peng_zu_gan')} />],
            ['Peng Zu Branch', <Term key="z" en={e('peng_zu_zhi')} zh={t('peng_zu_zhi')} />],
          ]}
        />
      </Card>
    </div>
  );
}
