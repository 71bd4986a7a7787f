/**
 * The horse (驿马) on the Qi Men board (issue 45): a "驿马" badge in the palace holding its branch,
 * and a line in the board's key naming the branch and the palace. The engine gives both on every
 * board: `horse_star` (of the chart's own pillar) and `horse_palace` (its palace key). It is named
 * "Travelling Horse", as the Bazi reading names the star, and the badge says 驿马, not 马 alone:
 * "马 Horse" beside a palace's branch "午 Horse" read as the branch's animal (the walk of issue 45).
 */
import { baziStars, branches, trigrams } from '@tongshu/data';
import type { QmBoard } from '../../shared/almanac/types';
import { PALACE_NAMES } from '../../shared/almanac/palaceNames';
import { Chars } from './Chars';

const HORSE = '驿马';
/** "Travelling Horse (驿马)": the star's name in the badge's title and the key. */
export const HORSE_NAME = `${baziStars[HORSE]?.en ?? 'Travelling Horse'} (${HORSE})`;

/** The badge: a small horse mark (♞, a font's text glyph, not an emoji a server may lack) and 驿马. */
function HorseMark() {
  return (
    <span className="qm-horse" aria-hidden="true">
      <span className="qm-horse__mark">♞</span>
      <span lang="zh">{HORSE}</span>
    </span>
  );
}

/** The badge in the horse's palace, named in full for a screen reader and in its tooltip. */
export function HorseBadge() {
  return (
    <span role="img" aria-label={HORSE_NAME} title={HORSE_NAME}>
      <HorseMark />
    </span>
  );
}

/** The key's line: "♞驿马 Travelling Horse (驿马): 亥 Pig, in NW 乾 Heaven (palace 6)". */
export function HorseKey({ board }: { readonly board: QmBoard }) {
  const branch = String(board.horse_star ?? '');
  const palace = String(board.horse_palace ?? '');
  if (!branch || !PALACE_NAMES[palace]) return null;
  const trigram = String(board[`${palace}_trigram`] ?? '');
  return (
    <p className="qm-horse-key">
      <HorseMark /> {HORSE_NAME}: <Chars value={branch} />{' '}
      <span className="muted">{branches[branch]?.en}</span>, in {PALACE_NAMES[palace]}{' '}
      <span lang="zh">{trigram}</span> <span className="muted">{trigrams[trigram]?.en}</span>{' '}
      (palace {String(board[`${palace}_loushu`] ?? '')})
    </p>
  );
}
