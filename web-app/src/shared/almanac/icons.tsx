/**
 * The almanac icon set, generated from `@tongshu/data`: every icon is a `Glyph` (a character in a
 * shape coloured by element or luck), a `CompassGlyph` or a `MoonGlyph`. Shapes by family:
 * stems circles, branches squares, elements hexagons, officers diamonds, belt gods shields,
 * constellations stars, ten gods rounded by group colour. Filled = Yang / auspicious, outlined =
 * Yin / inauspicious.
 */
import type { ReactNode } from 'react';
import { CompassGlyph, Glyph, MoonGlyph, elementColor } from '@tongshu/web-ui';
import {
  beltGods,
  branches,
  constellations,
  dayOfficers,
  directions,
  elements,
  stems,
  tenGods,
} from '@tongshu/data';

const GOOD = 'var(--tsu-jade-500, #2f855a)';
const BAD = 'var(--tsu-red-600, #a4262c)';

interface IconProps {
  /** The Chinese term, as the API sends it. */
  readonly zh: string;
  readonly size?: number;
}

export function StemIcon({ zh, size }: IconProps) {
  const term = stems[zh];
  return (
    <Glyph
      text={zh}
      shape="circle"
      size={size}
      color={elementColor(term?.element)}
      outline={term?.polarity === 'Yin'}
      title={term ? `${term.en} (${term.pinyin})` : zh}
    />
  );
}

export function BranchIcon({ zh, size }: IconProps) {
  const term = branches[zh];
  return (
    <Glyph
      text={zh}
      shape="square"
      size={size}
      color={elementColor(term?.element)}
      outline={term?.polarity === 'Yin'}
      title={term ? `${term.en} (${term.element})` : zh}
    />
  );
}

/** An element by its Chinese character (金 木 水 火 土) or English name. */
export function ElementIcon({ zh, size }: IconProps) {
  const key = elements[zh] ? zh : Object.keys(elements).find((k) => elements[k]?.en === zh);
  const term = key ? elements[key] : undefined;
  return (
    <Glyph
      text={key ?? zh.slice(0, 1)}
      shape="hexagon"
      size={size}
      color={elementColor(term?.en)}
      title={term?.en ?? zh}
    />
  );
}

export function DirectionIcon({ zh, size }: IconProps) {
  const term = directions[zh];
  return <CompassGlyph bearing={term?.bearing} size={size} title={term?.en ?? zh} />;
}

const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/**
 * A direction by its arrow and its compass point in text ("NE", the full name on hover and for
 * screen readers): the arrow alone would leave the direction to a tooltip.
 */
export function DirectionCell({ zh }: { readonly zh: string }) {
  const term = directions[zh];
  const point =
    term?.bearing === undefined ? undefined : COMPASS_POINTS[Math.round(term.bearing / 45) % 8];
  return (
    <span className="direction-cell">
      <DirectionIcon zh={zh} />
      {point ? <abbr title={term?.en}>{point}</abbr> : (term?.en ?? zh)}
    </span>
  );
}

export function OfficerIcon({ zh, size }: IconProps) {
  const term = dayOfficers[zh];
  const good = term?.luck === 'auspicious';
  return (
    <Glyph
      text={zh}
      shape="diamond"
      size={size}
      color={good ? GOOD : BAD}
      outline={!good}
      title={term?.en ?? zh}
    />
  );
}

/** A Yellow (gold, filled) or Black (ink, outlined) Belt god. */
export function BeltIcon({ zh, size }: IconProps) {
  const term = beltGods[zh];
  const yellow = term?.belt !== 'Black Belt';
  return (
    <Glyph
      text={zh.slice(0, 1)}
      shape="shield"
      size={size}
      color={yellow ? 'var(--tsu-gold-500, #c8902e)' : 'var(--tsu-ink-900, #1f2328)'}
      outline={!yellow}
      title={term ? `${term.en} (${term.belt})` : zh}
    />
  );
}

const LUMINARY_ELEMENT: Readonly<Record<string, string>> = {
  木: 'Wood',
  火: 'Fire',
  土: 'Earth',
  金: 'Metal',
  水: 'Water',
};

/** A lunar mansion: a star coloured by its luminary's element, outlined when unlucky. */
export function ConstellationIcon({ zh, size }: IconProps) {
  const term = constellations[zh];
  return (
    <Glyph
      text={zh}
      shape="star"
      size={size}
      color={
        term && LUMINARY_ELEMENT[term.luminary]
          ? elementColor(LUMINARY_ELEMENT[term.luminary])
          : 'var(--tsu-gold-500, #c8902e)'
      }
      outline={term?.luck === 'inauspicious'}
      title={term?.en ?? zh}
    />
  );
}

const GROUP_ELEMENT: Readonly<Record<string, string>> = {
  Companion: 'Wood',
  Output: 'Fire',
  Wealth: 'Earth',
  Officer: 'Metal',
  Resource: 'Water',
};

/** A ten god: its first character, coloured by group (as if the day master were Wood). */
export function TenGodIcon({ zh, size }: IconProps) {
  const term = tenGods[zh];
  return (
    <Glyph
      text={zh.slice(0, 1)}
      shape="circle"
      size={size}
      color={elementColor(term ? GROUP_ELEMENT[term.group] : undefined)}
      outline={term ? !term.samePolarity : false}
      title={term?.en ?? zh}
    />
  );
}

/** Luck: a filled jade circle with 吉, an outlined red one with 凶. */
export function LuckIcon({ zh, size }: IconProps) {
  const good = zh === '吉';
  return (
    <Glyph
      text={zh}
      size={size}
      color={good ? GOOD : BAD}
      outline={!good}
      title={good ? 'Auspicious' : 'Inauspicious'}
    />
  );
}

/** The eight astronomical phases the almanac names, in order from the new moon. */
const PHASES = ['新月', '蛾眉月', '上弦月', '盈凸月', '满月', '亏凸月', '下弦月', '残月'];

export function MoonIcon({ zh, size, title }: IconProps & { readonly title?: string }) {
  const index = PHASES.indexOf(zh);
  return <MoonGlyph phase={index < 0 ? 0 : index / 8} size={size} title={title ?? zh} />;
}

/** A door-palace interaction: 生 (produces, jade) or 克 (controls, red), palace side first. */
export function InteractionIcon({ zh, en, size }: IconProps & { readonly en?: string }) {
  if (!zh) return null;
  const produces = zh.includes('生');
  const palaceFirst = zh.startsWith('宫');
  return (
    <Glyph
      text={produces ? '生' : zh.includes('克') ? '克' : zh.slice(0, 1)}
      shape={palaceFirst ? 'square' : 'circle'}
      size={size}
      color={produces ? GOOD : BAD}
      outline={!palaceFirst}
      title={en ?? zh}
    />
  );
}

/** An icon next to an English name with the Chinese alongside. */
export function Term({
  icon,
  en,
  zh,
}: {
  readonly icon?: ReactNode;
  readonly en: ReactNode;
  readonly zh?: ReactNode;
}) {
  return (
    <span className="term">
      {icon}
      <span className="term__en">{en}</span>
      {zh !== undefined && zh !== '' && (
        <span className="term__zh" lang="zh">
          {zh}
        </span>
      )}
    </span>
  );
}
