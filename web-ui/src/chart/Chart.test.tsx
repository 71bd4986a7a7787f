import { render, screen } from '@testing-library/react';
import { Chart, NO_DATA } from './Chart';
import { CHART_THEMES, formatTick, niceTicks } from './format';

const growth = {
  labels: ['Jan', 'Feb', 'Mar'],
  datasets: [{ label: 'Accounts', data: [1500, 2400, 3100] }],
};

describe('charts', () => {
  it('abbreviates thousands as k and millions as m', () => {
    expect(formatTick(1500)).toBe('1.5k');
    expect(formatTick(2000)).toBe('2k');
    expect(formatTick(2_500_000)).toBe('2.5m');
    expect(formatTick(999)).toBe('999');
    expect(formatTick(0)).toBe('0');
    expect(formatTick(-1200)).toBe('-1.2k');
  });

  it('makes round ticks from zero that cover the data', () => {
    expect(niceTicks(0, 3100)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(niceTicks(0, 7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0, 1)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0, 1, 4, true)).toEqual([0, 1]);
    expect(niceTicks(0, 6, 4, true)).toEqual([0, 2, 4, 6]);
  });

  it('has four colour themes', () => {
    expect(Object.keys(CHART_THEMES)).toEqual(['blue', 'red', 'green', 'purple']);
  });

  it.each(['line', 'bar', 'pie', 'donut', 'sparkline'] as const)(
    "%s: 'No data to show' when empty",
    (type) => {
      const { unmount } = render(<Chart type={type} data={{ labels: [], datasets: [] }} />);
      expect(screen.getByText(NO_DATA)).toBeInTheDocument();
      unmount();
      render(<Chart type={type} data={{ labels: ['a'], datasets: [{ label: 'x', data: [] }] }} />);
      expect(screen.getByText('No data to show')).toBeInTheDocument();
    },
  );

  it.each(['pie', 'donut'] as const)("%s: 'No data to show' when every value is 0", (type) => {
    const zeros = { labels: ['a', 'b', 'c'], datasets: [{ label: 'x', data: [0, 0, 0] }] };
    render(<Chart type={type} data={zeros} />);
    expect(screen.getByText(NO_DATA)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a line chart with k ticks', () => {
    const { container } = render(<Chart type="line" data={growth} title="Growth" theme="green" />);
    expect(screen.getByRole('img', { name: 'Growth' })).toBeInTheDocument();
    expect(screen.getByText('3k')).toBeInTheDocument();
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect(container.querySelector('path')).toHaveAttribute('stroke', CHART_THEMES.green[0]);
  });

  it('draws bars, slices and a sparkline', () => {
    const { container, unmount } = render(<Chart type="bar" data={growth} />);
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    unmount();
    const feedback = {
      labels: ['positive', 'neutral', 'negative'],
      datasets: [{ label: 'Feedback', data: [6, 3, 1] }],
    };
    const donut = render(<Chart type="donut" data={feedback} theme="purple" />);
    expect(donut.container.querySelectorAll('path')).toHaveLength(3);
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(screen.getByText('neutral')).toBeInTheDocument();
    donut.unmount();
    render(<Chart type="sparkline" data={growth} />);
    expect(screen.getByRole('img', { name: 'Accounts' })).toBeInTheDocument();
  });
});
