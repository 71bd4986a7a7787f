/** Pie and donut charts: one slice per value of the first dataset. */
import type { ChartData } from './Chart';
import { formatTick } from './format';
import { WIDTH } from './geometry';

function arc(cx: number, cy: number, r: number, start: number, end: number): string {
  const point = (angle: number) => [cx + r * Math.sin(angle), cy - r * Math.cos(angle)] as const;
  const [x1, y1] = point(start);
  const [x2, y2] = point(end);
  const large = end - start > Math.PI ? 1 : 0;
  return `M${cx},${cy} L${x1},${y1} A${r},${r} 0 ${large} 1 ${x2},${y2} Z`;
}

export function PieChart({
  data,
  colors,
  donut,
  height,
}: {
  data: ChartData;
  colors: readonly string[];
  donut: boolean;
  height: number;
}) {
  const values = (data.datasets[0]?.data ?? []).map((n) => (Number.isFinite(n) && n > 0 ? n : 0));
  const total = values.reduce((sum, n) => sum + n, 0);
  const cx = WIDTH / 2;
  const cy = height / 2;
  const r = height / 2 - 8;
  // Each slice starts where the slices before it end.
  const ends = values.map((_, i) =>
    values.slice(0, i + 1).reduce((sum, n) => sum + (n / total) * Math.PI * 2, 0),
  );
  return (
    <g>
      {values.map((n, i) => {
        if (n === 0) return null;
        const start = i === 0 ? 0 : (ends[i - 1] ?? 0);
        const end = ends[i] ?? 0;
        const label = `${data.labels[i] ?? ''}: ${n}`;
        return n === total ? (
          <circle key={i} cx={cx} cy={cy} r={r} fill={colors[i % colors.length]}>
            <title>{label}</title>
          </circle>
        ) : (
          <path
            key={i}
            d={arc(cx, cy, r, start, end)}
            fill={colors[i % colors.length]}
            stroke="#fff"
            strokeWidth={2}
          >
            <title>{label}</title>
          </path>
        );
      })}
      {donut && (
        <>
          <circle cx={cx} cy={cy} r={r * 0.6} fill="#fff" />
          <text x={cx} y={cy} dy="0.35em" textAnchor="middle" className="tsu-chart__total">
            {formatTick(total)}
          </text>
        </>
      )}
    </g>
  );
}
