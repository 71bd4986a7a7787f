/**
 * A house's natal chart as a 3x3 table, south at the top like the /tongshu card: in each palace
 * the mountain star (山星) and the water star (向星) side by side, the period star (运星) under
 * them, then the year's and the month's stars laid over it.
 */
import type { HouseAnswer } from '@tongshu/bff/api';
import '../../shared/almanac/starGrid.css';

type Palace = HouseAnswer['palaces'][number];
type Star = Palace['period'];

const ROWS = [
  ['se', 's', 'sw'],
  ['e', 'c', 'w'],
  ['ne', 'n', 'nw'],
] as const;

/** A star's colour, as its English names it: "8 White (Earth)" -> "White". */
const colourOf = (star: Star) => star.en.split(' ')[1] ?? '';

/** A star's number with its colour under it; its whole English and Chinese for screen readers. */
function StarNumber({ role, star }: { readonly role: string; readonly star: Star }) {
  const words = `${role} ${star.en} ${star.zh}`;
  return (
    <span className="house-grid__star" title={words} aria-label={words} role="img">
      <strong>{star.number}</strong>
      <small aria-hidden="true">{colourOf(star)}</small>
    </span>
  );
}

/** An overlay star on its own line, number and colour: "Year 9 Purple". */
function Overlay({ label, star }: { readonly label: string; readonly star: Star }) {
  return (
    <span className="house-grid__over" title={`${label}'s star ${star.en} ${star.zh}`}>
      {label} {star.number} {colourOf(star)}
    </span>
  );
}

function Cell({ palace }: { readonly palace: Palace }) {
  return (
    <td className={palace.palace === 'c' ? 'star-grid__centre' : undefined}>
      <span className="house-grid__palace">
        {palace.direction.en}{' '}
        <span lang="zh" className="house-grid__zh">
          {palace.direction.zh}
        </span>
      </span>
      <span className="house-grid__pair">
        <StarNumber role="Mountain star" star={palace.mountain} />
        <StarNumber role="Water star" star={palace.water} />
      </span>
      <span className="house-grid__period">
        <StarNumber role="Period star" star={palace.period} />
      </span>
      {palace.year && <Overlay label="Year" star={palace.year} />}
      {palace.month && <Overlay label="Month" star={palace.month} />}
    </td>
  );
}

export function HouseGrid({
  chart,
  caption,
}: {
  readonly chart: HouseAnswer;
  readonly caption: string;
}) {
  const byKey = new Map(chart.palaces.map((palace) => [palace.palace, palace]));
  return (
    <table className="star-grid house-grid">
      <caption>{caption}</caption>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.join()}>
            {row.map((key) => {
              const palace = byKey.get(key);
              return palace ? <Cell key={key} palace={palace} /> : <td key={key} />;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
