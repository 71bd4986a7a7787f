import { Facts } from './Facts';
import { MoonIcon, Term } from '../../shared/almanac/icons';

/**
 * The Lunar Position card's body: the moon by its phase (Waning Gibbous 亏凸月), the name the
 * feeds and the CLI give it too, then the lunar day's traditional name (Sitting Wait Moon 居待)
 * beside it. Naming the day alone left the page and the feed calling one moon two names.
 */
export function LunarPosition({
  phase,
  day,
}: {
  /** `[Chinese, English]` of `yue_xiang_phase` and of `yue_xiang`. */
  readonly phase: readonly [string, string];
  readonly day: readonly [string, string];
}) {
  const [phaseZh, phaseEn] = phase;
  const [dayZh, dayEn] = day;
  return (
    <Facts
      rows={[
        [
          'Phase',
          <Term
            key="p"
            icon={<MoonIcon zh={phaseZh} title={phaseEn} size={32} />}
            en={phaseEn}
            zh={phaseZh}
          />,
        ],
        ['Day name', dayZh ? <Term key="d" en={dayEn} zh={dayZh} /> : '-'],
      ]}
    />
  );
}
