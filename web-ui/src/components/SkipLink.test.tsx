/** The skip link moves focus to the page's main region, leaving the URL's hash alone. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first stop of the keyboard and focuses <main> without changing the hash', async () => {
    window.location.hash = '#1';
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/a">A link before the content</a>
        </nav>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('#1');
  });
});
