/**
 * Issue 33: /tongshu called the moon "Sitting Wait Moon 居待" where the feed said "Waning
 * Gibbous". The page now leads with the phase, the feed's name, and gives the day name beside it.
 */
import { screen, within } from '@testing-library/react';
import { almanacDay, englishAlmanacDay } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

it('names the moon by its phase, with the lunar day name beside it', async () => {
  const day = almanacDay({ year: 2026, month: 3, day: 6 });
  signedInAs(testUser());
  fakeServer((call) =>
    call.url.startsWith('/api/tongshu/get/20260306')
      ? { body: { ...day, en: englishAlmanacDay(day).ts } }
      : { body: {} },
  );
  renderApp('/tongshu/20260306');
  const heading = await screen.findByRole('heading', { name: 'Lunar Position' });
  const card = heading.closest('section') as HTMLElement;
  const phase = await within(card).findByRole('row', { name: /Phase/ });
  expect(phase).toHaveTextContent('Waning Gibbous');
  expect(phase).toHaveTextContent('亏凸月');
  const name = within(card).getByRole('row', { name: /Day name/ });
  expect(name).toHaveTextContent('Sitting Wait Moon');
  expect(name).toHaveTextContent('居待');
});
