/**
 * The horse (驿马) on the Qi Men board (issue 45): a "马 Horse" badge in the palace holding its
 * branch, and a line in the board's key naming the branch and the palace. The engine gives both on
 * every board: `horse_star` (of the chart's own pillar) and `horse_palace` (its palace key).
 */
import { branches, trigrams } from '@tongshu/data';
import type { QmBoard } from '../../shared/almanac/types';
import { PALACE_NAMES } from '../../shared/almanac/palaceNames';
import { Chars } from './Chars';

/** The badge in the horse's palace; its title names the star in full. */
export function HorseBadge() {
  return (
    <span className="qm-horse" title="Horse star (驿马)">
      <span lang="zh">马</span> Horse
    </span>
  );
}

/** The key's line: "马 Horse star (驿马): 亥 Pig, in NW 乾 Heaven (palace 6)". */
export function HorseKey({ board }: { readonly board: QmBoard }) {
  const branch = String(board.horse_star ?? '');
  const palace = String(board.horse_palace ?? '');
  if (!branch || !PALACE_NAMES[palace]) return null;
  const trigram = String(board[`${palace}_trigram`] ?? '');
  return (
    <p className="qm-horse-key">
      <span lang="zh">马</span> Horse star (<span lang="zh">驿马</span>): <Chars value={branch} />{' '}
      <span className="muted">{branches[branch]?.en}</span>, in {PALACE_NAMES[palace]}{' '}
      <span lang="zh">{trigram}</span> <span className="muted">{trigrams[trigram]?.en}</span>{' '}
      (palace {String(board[`${palace}_loushu`] ?? '')})
    </p>
  );
}
