import { fireEvent, render, screen } from '@testing-library/react';
import { TableScroll } from './TableScroll';

/** jsdom has no layout: the box's widths and scroll position are set by hand. */
function lay(box: HTMLElement, sizes: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: sizes.scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: sizes.clientWidth });
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>Relationship</td>
      </tr>
    </tbody>
  </table>
);

it('shows no cue while the table fits', () => {
  render(<TableScroll label="Qi Men directions">{table}</TableScroll>);
  const box = screen.getByRole('region', { name: 'Qi Men directions' });
  expect(box).toHaveAttribute('tabindex', '0');
  expect(screen.queryByText(/Scroll sideways/)).toBeNull();
  expect(box.parentElement).not.toHaveAttribute('data-cut-end');
});

it('hints and fades the cut edge, and follows the scroll to the other edge', () => {
  render(<TableScroll label="Hours 23:00 to 09:00">{table}</TableScroll>);
  const box = screen.getByRole('region', { name: 'Hours 23:00 to 09:00' });
  lay(box, { scrollWidth: 915, clientWidth: 684 });
  fireEvent.scroll(box);
  expect(screen.getByText(/Scroll sideways/)).toBeInTheDocument();
  expect(box.parentElement).toHaveAttribute('data-cut-end');
  expect(box.parentElement).not.toHaveAttribute('data-cut-start');

  box.scrollLeft = 915 - 684;
  fireEvent.scroll(box);
  expect(box.parentElement).toHaveAttribute('data-cut-start');
  expect(box.parentElement).not.toHaveAttribute('data-cut-end');
  expect(screen.getByText(/Scroll sideways/)).toBeInTheDocument();
});
