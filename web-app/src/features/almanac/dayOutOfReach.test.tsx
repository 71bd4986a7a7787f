/**
 * Issue 42: /tongshu/18991231 showed an empty skeleton and /tongshu/20261301 silently showed
 * today. Each now says on the page why there is no almanac, and asks the API nothing.
 */
import { screen } from '@testing-library/react';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

it.each([
  ['18991231', '1899-12-31 is out of range: Tong Shu covers 1 January 1900 to 31 December 2100.'],
  ['21010101', '2101-01-01 is out of range: Tong Shu covers 1 January 1900 to 31 December 2100.'],
  ['20261301', '“20261301” is not a date. Give one as YYYYMMDD, for example 20261128.'],
])('/tongshu/%s says why it shows no day', async (date, message) => {
  signedInAs(testUser());
  const calls = fakeServer();
  renderApp(`/tongshu/${date}`);
  expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to today' })).toHaveAttribute('href', '/tongshu');
  expect(screen.getByTestId('location')).toHaveTextContent(`/tongshu/${date}`);
  expect(calls.filter((call) => call.url.startsWith('/api/tongshu/'))).toEqual([]);
});
