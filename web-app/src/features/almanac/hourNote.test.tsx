/**
 * /tongshu under a midnight day change: the hour table keeps the almanac's whole Rat hour
 * (docs/decisions.md), and says so beside it; under 23:00 it needs no note.
 */
import { screen } from '@testing-library/react';
import { SCHOOL_OPTIONS } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const NOTE = /The hours follow the printed almanac: the Rat hour \(子时\) runs from 23:00/;

it.each([
  ['00:00', true],
  ['00:00-same-stem', true],
  ['23:00', false],
] as const)('with day change %s, the hour note shows: %s', async (dayChange, shown) => {
  signedInAs(testUser({ day_change: dayChange }));
  fakeServer(({ url }) =>
    url === '/api/schools/options' ? { body: { data: SCHOOL_OPTIONS } } : { body: {} },
  );
  renderApp('/tongshu/20260217');
  // The fake server has no day: once that is said, the page has settled.
  await screen.findByText('The almanac for this day could not be loaded.');
  expect(screen.queryByText(NOTE) !== null).toBe(shown);
});
