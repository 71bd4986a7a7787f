/** Axis ticks (spec section 9): thousands as k, millions as m, e.g. 1500 -> 1.5k. */
export function formatTick(value: number): string {
  const abs = Math.abs(value);
  const short = (n: number) => String(Number(n.toFixed(1)));
  if (abs >= 1_000_000) return `${short(value / 1_000_000)}m`;
  if (abs >= 1_000) return `${short(value / 1_000)}k`;
  return short(value);
}

/**
 * About `count` round tick values from 0 (or the minimum, if negative) up to at least `max`.
 * `integers`: the data are counts, so no tick falls between whole numbers (no "0.3 accounts").
 */
export function niceTicks(min: number, max: number, count = 4, integers = false): number[] {
  const low = Math.min(0, min);
  const high = max <= low ? low + 1 : max;
  const rough = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const nice =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const step = integers ? Math.max(1, Math.ceil(nice)) : nice;
  const start = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = start; tick < high + step - 1e-9; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
  }
  return ticks;
}

export type ChartTheme = 'blue' | 'red' | 'green' | 'purple';

/** Four colour themes (spec section 9); each lists series or slice colours, strongest first. */
export const CHART_THEMES: Readonly<Record<ChartTheme, readonly string[]>> = {
  blue: ['#2f6fb3', '#6fa3d8', '#1f4f82', '#a9c9ea', '#4b8bc9', '#163a61'],
  red: ['#a4262c', '#d9646a', '#6f1a1e', '#f0a5a8', '#c0392b', '#c8902e'],
  green: ['#1f8a5b', '#5fbf93', '#156143', '#a6dcc2', '#2e8b3e', '#0d3f2b'],
  purple: ['#6b3fa0', '#a57fd1', '#4a2b70', '#d2bdea', '#8755c0', '#2f1b48'],
};
