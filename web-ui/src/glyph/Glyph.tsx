import './glyph.css';
import type { ReactNode } from 'react';

/** The five element names as the data glossaries spell them. */
export type ElementTone = 'Wood' | 'Fire' | 'Earth' | 'Metal' | 'Water';

/** The design system's colour for an element (spec section 9); muted ink for anything else. */
export function elementColor(element: string | undefined): string {
  switch (element) {
    case 'Wood':
      return 'var(--tsu-wood)';
    case 'Fire':
      return 'var(--tsu-fire)';
    case 'Earth':
      return 'var(--tsu-earth)';
    case 'Metal':
      return 'var(--tsu-metal)';
    case 'Water':
      return 'var(--tsu-water)';
    default:
      return 'var(--tsu-ink-500, #6b6f75)';
  }
}

export type GlyphShape = 'circle' | 'square' | 'diamond' | 'hexagon' | 'shield' | 'star';

const SHAPES: Readonly<Record<GlyphShape, string>> = {
  circle: 'M16 2a14 14 0 1 1 0 28a14 14 0 1 1 0-28z',
  square: 'M4 4h24v24H4z',
  diamond: 'M16 1l15 15l-15 15L1 16z',
  hexagon: 'M16 1.5l12.6 7.25v14.5L16 30.5L3.4 23.25V8.75z',
  shield: 'M4 3h24v13c0 7-6 11.5-12 14C10 27.5 4 23 4 16z',
  star: 'M16 1.5l4 9.3l10 .9l-7.6 6.6l2.3 9.8L16 22.9l-8.7 5.2l2.3-9.8L2 11.7l10-.9z',
};

export interface GlyphProps {
  /** One or two characters drawn in the middle (a Chinese glyph, a number, an initial). */
  readonly text: string;
  readonly shape?: GlyphShape;
  /** Any CSS colour; `elementColor()` gives the element palette. */
  readonly color?: string;
  /** Outline (Yin, inauspicious...) instead of a filled shape (Yang, auspicious...). */
  readonly outline?: boolean;
  readonly size?: number;
  /** Accessible name; without it the glyph is decorative. */
  readonly title?: string;
  readonly className?: string;
}

/** The 32-unit square every glyph is drawn in, named for assistive technology when titled. */
function GlyphFrame({
  size,
  title,
  color,
  className = 'tsu-glyph',
  children,
}: {
  readonly size: number;
  readonly title?: string;
  readonly color?: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      style={color === undefined ? undefined : { color }}
    >
      {title && <title>{title}</title>}
      {children}
    </svg>
  );
}

/**
 * A generated icon: a character inside a shape, filled or outlined in a colour. One component
 * draws every almanac icon (stems, branches, officers, stars...) so the set stays consistent.
 */
export function Glyph({
  text,
  shape = 'circle',
  color = 'currentColor',
  outline = false,
  size = 24,
  title,
  className = '',
}: GlyphProps) {
  const small = [...text].length > 1;
  return (
    <GlyphFrame size={size} title={title} color={color} className={`tsu-glyph ${className}`.trim()}>
      <path
        d={SHAPES[shape]}
        fill={outline ? 'var(--tsu-surface, #fff)' : 'currentColor'}
        stroke="currentColor"
        strokeWidth={outline ? 2 : 0}
        strokeLinejoin="round"
      />
      <text
        x="16"
        y={shape === 'star' ? 19 : 17}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={small ? 11 : shape === 'star' ? 11 : 16}
        fontWeight="600"
        fill={outline ? 'currentColor' : '#fff'}
      >
        {text}
      </text>
    </GlyphFrame>
  );
}

export interface CompassGlyphProps {
  /** Compass bearing in degrees clockwise from north; undefined draws the centre. */
  readonly bearing?: number;
  readonly size?: number;
  readonly title?: string;
  readonly color?: string;
}

/** A direction: an arrow in a ring pointing to the bearing (north up), a dot for the centre. */
export function CompassGlyph({
  bearing,
  size = 24,
  title,
  color = 'currentColor',
}: CompassGlyphProps) {
  return (
    <GlyphFrame size={size} title={title} color={color}>
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="2" />
      {bearing === undefined ? (
        <circle cx="16" cy="16" r="5" fill="currentColor" />
      ) : (
        <path
          d="M16 5l6 12h-4.5v9h-3v-9H10z"
          fill="currentColor"
          transform={`rotate(${bearing} 16 16)`}
        />
      )}
    </GlyphFrame>
  );
}

export interface MoonGlyphProps {
  /** Phase as a fraction of the lunation: 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter. */
  readonly phase: number;
  readonly size?: number;
  readonly title?: string;
}

/** The lit part of the moon for a phase (northern-hemisphere view: waxing lit on the right). */
export function MoonGlyph({ phase, size = 24, title }: MoonGlyphProps) {
  const p = ((phase % 1) + 1) % 1;
  const waxing = p <= 0.5;
  // Width of the terminator ellipse: 14 at new and full moon, 0 at the quarters.
  const rx = (Math.abs(Math.cos(p * 2 * Math.PI)) * 14).toFixed(2);
  const gibbous = p > 0.25 && p < 0.75;
  const lit = waxing
    ? `M16 2a14 14 0 0 1 0 28a${rx} 14 0 0 ${gibbous ? 1 : 0} 0-28z`
    : `M16 2a14 14 0 0 0 0 28a${rx} 14 0 0 ${gibbous ? 0 : 1} 0-28z`;
  return (
    <GlyphFrame size={size} title={title}>
      <circle cx="16" cy="16" r="14" fill="var(--tsu-ink-900, #1f2328)" />
      {p > 0.02 && p < 0.98 && <path d={lit} fill="var(--tsu-gold-500, #d4a017)" />}
      <circle cx="16" cy="16" r="14" fill="none" stroke="var(--tsu-ink-500, #6b6f75)" />
    </GlyphFrame>
  );
}
