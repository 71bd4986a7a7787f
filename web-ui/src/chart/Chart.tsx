/**
 * SVG charts (spec sections 2 and 9): line, bar, pie, donut and sparkline, in four colour themes,
 * with k/m axis ticks and 'No data to show' when there is nothing to draw. No chart library.
 */
import { useId } from 'react';
import { CHART_THEMES, formatTick, niceTicks, type ChartTheme } from './format';
import { PAD, WIDTH } from './geometry';
import { PieChart } from './PieChart';
import './chart.css';

export type ChartType = 'line' | 'bar' | 'pie' | 'donut' | 'sparkline';

export interface ChartDataset {
  readonly label: string;
  readonly data: readonly number[];
}

export interface ChartData {
  readonly labels: readonly string[];
  readonly datasets: readonly ChartDataset[];
}

export interface ChartProps {
  readonly type: ChartType;
  readonly data: ChartData;
  readonly theme?: ChartTheme;
  /** Series or slice colours in order, for data whose colours carry meaning; else the theme's. */
  readonly colors?: readonly string[];
  /** Names the chart for assistive technology. */
  readonly title?: string;
  readonly height?: number;
}

export const NO_DATA = 'No data to show';

/** A pie or donut of zeros has no slice to draw: it is empty, not a ring reading 0. */
function hasData(data: ChartData, type: ChartProps['type']): boolean {
  if (type === 'pie' || type === 'donut')
    return data.datasets.some((set) => set.data.some((n) => Number.isFinite(n) && n > 0));
  return data.datasets.some((set) => set.data.some((n) => Number.isFinite(n)));
}

function Legend({ items }: { readonly items: readonly { label: string; color: string }[] }) {
  if (items.length < 2) return null;
  return (
    <ul className="tsu-chart__legend">
      {items.map((item) => (
        <li key={item.label}>
          <span className="tsu-chart__swatch" style={{ background: item.color }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function Axes({
  data,
  ticks,
  height,
  scaleY,
}: {
  data: ChartData;
  ticks: readonly number[];
  height: number;
  scaleY: (n: number) => number;
}) {
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const every = Math.max(1, Math.ceil(data.labels.length / 8));
  const slot = plotWidth / Math.max(data.labels.length, 1);
  return (
    <g className="tsu-chart__axes">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={scaleY(tick)} y2={scaleY(tick)} />
          <text x={PAD.left - 8} y={scaleY(tick)} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {data.labels.map((label, index) =>
        index % every === 0 ? (
          <text
            key={`${label}-${index}`}
            x={PAD.left + slot * index + slot / 2}
            y={height - PAD.bottom + 20}
            textAnchor="middle"
          >
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

function CartesianChart({
  type,
  data,
  colors,
  height,
}: {
  type: 'line' | 'bar';
  data: ChartData;
  colors: readonly string[];
  height: number;
}) {
  const values = data.datasets.flatMap((set) => set.data.filter(Number.isFinite));
  const ticks = niceTicks(
    Math.min(...values),
    Math.max(...values),
    4,
    values.every(Number.isInteger),
  );
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const plotHeight = height - PAD.top - PAD.bottom;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const scaleY = (n: number) => PAD.top + plotHeight - ((n - low) / (high - low || 1)) * plotHeight;
  const count = Math.max(data.labels.length, ...data.datasets.map((set) => set.data.length), 1);
  const slot = plotWidth / count;
  return (
    <>
      <Axes data={data} ticks={ticks} height={height} scaleY={scaleY} />
      {type === 'bar'
        ? data.datasets.map((set, s) => {
            const barWidth = (slot * 0.7) / data.datasets.length;
            return (
              <g key={set.label} fill={colors[s % colors.length]}>
                {set.data.map((n, i) => {
                  const y = scaleY(Math.max(n, 0));
                  const h = Math.abs(scaleY(n) - scaleY(0));
                  return (
                    <rect
                      key={i}
                      x={PAD.left + slot * i + slot * 0.15 + barWidth * s}
                      y={y}
                      width={Math.max(barWidth - 2, 1)}
                      height={h}
                      rx={2}
                    >
                      <title>{`${set.label} ${data.labels[i] ?? ''}: ${n}`}</title>
                    </rect>
                  );
                })}
              </g>
            );
          })
        : data.datasets.map((set, s) => {
            const points = set.data.map(
              (n, i) => [PAD.left + slot * i + slot / 2, scaleY(n)] as const,
            );
            const color = colors[s % colors.length];
            return (
              <g key={set.label}>
                <path
                  d={points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x},${y}`).join(' ')}
                  fill="none"
                  stroke={color}
                  strokeWidth={2.5}
                  strokeLinejoin="round"
                />
                {points.map(([x, y], i) => (
                  <circle key={i} cx={x} cy={y} r={3.5} fill="#fff" stroke={color} strokeWidth={2}>
                    <title>{`${set.label} ${data.labels[i] ?? ''}: ${set.data[i]}`}</title>
                  </circle>
                ))}
              </g>
            );
          })}
    </>
  );
}

export function Chart({
  type,
  data,
  theme = 'blue',
  colors: chosen,
  title,
  height: given,
}: ChartProps) {
  const titleId = useId();
  const colors = chosen ?? CHART_THEMES[theme];
  if (!hasData(data, type)) {
    return (
      <div className={`tsu-chart tsu-chart--empty tsu-chart--${type}`}>
        <p>{NO_DATA}</p>
      </div>
    );
  }
  if (type === 'sparkline') {
    const series = (data.datasets[0]?.data ?? []).filter(Number.isFinite);
    const min = Math.min(...series);
    const max = Math.max(...series);
    const w = 120;
    const h = 32;
    const step = w / Math.max(series.length - 1, 1);
    const y = (n: number) => h - 2 - ((n - min) / (max - min || 1)) * (h - 4);
    return (
      <svg
        className="tsu-chart tsu-chart--sparkline"
        viewBox={`0 0 ${w} ${h}`}
        width={w}
        height={h}
        role="img"
        aria-label={title ?? data.datasets[0]?.label ?? 'Sparkline'}
      >
        <path
          d={series.map((n, i) => `${i === 0 ? 'M' : 'L'}${i * step},${y(n)}`).join(' ')}
          fill="none"
          stroke={colors[0]}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  const round = type === 'pie' || type === 'donut';
  const height = given ?? (round ? 240 : 260);
  const legend = round
    ? data.labels.map((label, i) => ({ label, color: colors[i % colors.length] ?? '#999' }))
    : data.datasets.map((set, i) => ({
        label: set.label,
        color: colors[i % colors.length] ?? '#999',
      }));
  return (
    <figure className={`tsu-chart tsu-chart--${type}`}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={title ? titleId : undefined}
      >
        {title && <title id={titleId}>{title}</title>}
        {round ? (
          <PieChart data={data} colors={colors} donut={type === 'donut'} height={height} />
        ) : (
          <CartesianChart type={type} data={data} colors={colors} height={height} />
        )}
      </svg>
      <Legend items={round ? legend : legend} />
    </figure>
  );
}
