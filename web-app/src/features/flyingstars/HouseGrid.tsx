/**
 * A house's natal chart as a 3x3 table, south at the top like the /tongshu card: in each palace
 * the mountain star (山星) and the water star (向星) side by side, the period star (运星) under
 * them, then the year's and the month's stars laid over it.
 */
import type { HouseAnswer } from '@tongshu/bff/api';

type Palace = HouseAnswer['palaces'][number];
type Star = Palace['period'];

const ROWS = [
  ['se', 's', 'sw'],
  ['e', 'c', 'w'],
  ['ne', 'n', 'nw'],
] as const;

/** A star's number, its English and Chinese for screen readers and on hover. */
function StarNumber({ role, star }: { readonly role: string; readonly star: Star }) {
  const words = `${role} ${star.en} ${star.zh}`;
  return (
    <abbr className="house-grid__star" title={words} aria-label={words}>
      {star.number}
    </abbr>
  );
}

function Cell({ palace }: { readonly palace: Palace }) {
  return (
    <td className={palace.palace === 'c' ? 'house-grid__centre' : undefined}>
      <span className="house-grid__palace">
        {palace.direction.en} <span lang="zh">{palace.direction.zh}</span>
      </span>
      <span className="house-grid__pair">
        <StarNumber role="Mountain star" star={palace.mountain} />
        <StarNumber role="Water star" star={palace.water} />
      </span>
      <span className="house-grid__period">
        <StarNumber role="Period star" star={palace.period} />
      </span>
      {palace.year && palace.month && (
        <span className="house-grid__over">
          Year {palace.year.number} · Month {palace.month.number}
        </span>
      )}
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
    <table className="house-grid">
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
