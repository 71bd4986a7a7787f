/**
 * The day's flying-star card on /tongshu: four grids, south at the top, every star's English
 * beside its Chinese, and the hour grid chosen among the day's slots. The grids are the bff's
 * (engine: docs/engine/stars.md, checked against lunar-javascript and tyme4ts).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openingSlot } from './FlyingStars';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const grid = (center: number) => {
  const path = ['c', 'nw', 'w', 'ne', 's', 'n', 'sw', 'e', 'se'] as const;
  return {
    center,
    flight: 'forward',
    palaces: Object.fromEntries(path.map((palace, i) => [palace, ((center - 1 + i) % 9) + 1])),
  };
};

it('draws the year, month, day and chosen hour grids with English beside every star', async () => {
  signedInAs(testUser());
  fakeServer(({ url }) =>
    url.startsWith('/api/tongshu/get/')
      ? {
          body: {
            ts: { hour_wu_zhi: '午', hour_zi_zhi: '子', hour_zhi_zhi: '子' },
            en: { hour_wu_zhi: 'Horse', hour_zhi_zhi: 'Rat' },
            stars: {
              year: grid(1),
              month: grid(8),
              day: grid(9),
              hours: { wu: grid(6), zhi: grid(2) },
              stamp: 'year from 立春 (Start of Spring) · day star by cnlunar’s continuous count',
            },
          },
        }
      : { body: {} },
  );
  // A day gone by: today's card opens on the hour it is now (openingSlot, below).
  renderApp('/tongshu/20261127');
  const year = await screen.findByRole('table', { name: /^Year: 1 White \(Water\) 一白/ });
  // South at the top: the year's 5 Yellow sits in the first row's middle.
  const top = within(year).getAllByRole('row')[0];
  expect(top).toHaveTextContent('S5Yellow (Earth)五黄');
  expect(screen.getByRole('table', { name: /^Day: 9 Purple \(Fire\) 九紫/ })).toBeInTheDocument();
  expect(screen.getByRole('table', { name: /^Hour: 6 White \(Metal\) 六白/ })).toBeInTheDocument();
  expect(
    screen.getByText(
      /Drawn by your school: year from 立春 \(Start of Spring\) · day star by cnlunar/,
    ),
  ).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText('Hour'), 'zhi');
  expect(screen.getByRole('table', { name: /^Hour: 2 Black \(Earth\) 二黑/ })).toBeInTheDocument();
});

describe('openingSlot', () => {
  it("opens today's card on the slot the hour is in, and any other day's at noon (午)", () => {
    expect([undefined, 0, 1, 2, 11, 12, 22, 23].map(openingSlot)).toEqual([
      'wu',
      'zhi',
      'chou',
      'chou',
      'wu',
      'wu',
      'hai',
      'hai',
    ]);
  });
});
