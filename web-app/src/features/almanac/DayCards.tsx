import { Card } from '@tongshu/web-ui';
import { hexagrams } from '@tongshu/data';
import {
  BeltIcon,
  BranchIcon,
  ConstellationIcon,
  LuckIcon,
  OfficerIcon,
  Term,
} from '../../shared/almanac/icons';
import { list } from '../../shared/almanac/types';
import { answerText, type CardsProps } from './cardsProps';
import { Facts } from './Facts';
import { HexagramFigure } from './HexagramFigure';
import { Lines } from './terms';

/** The day's own cards: officer, breaker, hexagram, belt, stars and constellation. */
export function DayCards({ answer, busy }: CardsProps) {
  const { t, e } = answerText(answer);
  const ts = answer?.ts;
  const en = answer?.en;
  const hexagram = hexagrams[Number(ts?.day_hexagram)];
  return (
    <div className="almanac-grid almanac-grid--three">
      <Card title="Day Officers" loading={busy}>
        <Term
          icon={<OfficerIcon zh={t('zhi_xing')} size={32} />}
          en={e('zhi_xing')}
          zh={t('zhi_xing')}
        />
      </Card>
      <Card title="Today Breaker" loading={busy}>
        <Term
          icon={<BranchIcon zh={t('day_chong')} size={32} />}
          en={`Clashes the ${e('day_chong')} (${e('day_chong_gan')} ${e('day_chong')})`}
          zh={`${t('day_chong_gan')}${t('day_chong')}`}
        />
      </Card>
      <Card title="Today Hexagram" loading={busy}>
        {hexagram ? (
          <div className="hexagram-card">
            <HexagramFigure lines={hexagram.lines} label={`Hexagram ${hexagram.number}`} />
            <Term en={`${hexagram.number}. ${hexagram.en}`} zh={hexagram.zh} />
          </div>
        ) : (
          '-'
        )}
      </Card>
      <Card title="Yellow/Black Belt" loading={busy}>
        <div className="stack">
          <Term
            icon={<BeltIcon zh={t('day_tian_shen')} size={32} />}
            en={e('day_tian_shen')}
            zh={t('day_tian_shen')}
          />
          <Term
            icon={<LuckIcon zh={t('day_tian_shen_luck')} />}
            en={`${e('day_tian_shen_type')}, ${e('day_tian_shen_luck')}`}
            zh={`${t('day_tian_shen_type')} ${t('day_tian_shen_luck')}`}
          />
        </div>
      </Card>
      <Card title="Stars" loading={busy}>
        <Facts
          rows={[
            ['Good Stars', <Lines key="good" items={list(en, 'day_ji_shen')} />],
            ['Bad Stars', <Lines key="bad" items={list(en, 'day_xiong_sha')} />],
          ]}
        />
      </Card>
      <Card title="28 Constellation" loading={busy}>
        <div className="stack">
          <Term
            icon={<ConstellationIcon zh={t('constellation_28_xiu')} size={32} />}
            en={e('constellation_28_xiu')}
            zh={t('constellation_28_xiu')}
          />
          <span>
            Animal: {e('constellation_28_xiu_animal')} ({t('constellation_28_xiu_animal')}),{' '}
            {e('constellation_28_xiu_luck')}
          </span>
        </div>
      </Card>
    </div>
  );
}
