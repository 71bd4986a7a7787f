/**
 * /account/household in the app, answered by a fake server: who is in the calendar and what it
 * holds are saved as the user switches them (the bff's own tests check the saved feed against
 * the engine), the link is copied, and the next twelve months are listed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LUNAR_BIRTHDAY_OPTIONS } from '@tongshu/engine';
import type { HouseholdAnswer } from '@tongshu/bff/api';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const ACTIVE = { body: { data: { status: 'active' } } };

const ANSWER: HouseholdAnswer = {
  kinds: ['birthdays', 'festivals', 'terms', 'luck', 'taiSui'],
  xiaonian: 'north',
  tai_sui: [],
  members: [
    {
      subject: 'me',
      name: 'Lena Berg',
      included: true,
      leap_rule: 'leap-or-regular',
      thirtieth_rule: 'last-day',
      has_birth: true,
      lunar_birthday: '1st month 24th',
      leap_birth: false,
      thirtieth_birth: false,
    },
    {
      subject: 'p1',
      name: 'Kit',
      included: true,
      leap_rule: 'leap-or-regular',
      thirtieth_rule: 'last-day',
      has_birth: true,
      lunar_birthday: 'leap 4th month 24th',
      leap_birth: true,
      thirtieth_birth: false,
    },
  ],
  zone: 'Europe/Berlin',
  path: '/download/ical/household/abc',
  preview: [
    { date: '2027-02-06', time: null, summary: 'Chinese New Year (春节)' },
    { date: '2027-02-04', time: '16:46', summary: 'Start of Spring (立春)' },
  ],
  rules: {
    leap: LUNAR_BIRTHDAY_OPTIONS.leap.choices,
    thirtieth: LUNAR_BIRTHDAY_OPTIONS.thirtieth.choices,
  },
};

describe('/account/household', () => {
  it('saves who is in it and what it holds, and lists the next twelve months', async () => {
    signedInAs(testUser());
    const calls = fakeServer((call) => {
      if (call.url === '/api/account/subscription') return ACTIVE;
      if (call.url === '/api/household') return { body: { data: ANSWER } };
      return { body: {} };
    });
    renderApp('/account/household');
    const who = await screen.findByRole('table', { name: 'Who is in the household calendar' });
    expect(within(who).getByText('leap 4th month 24th')).toBeInTheDocument();
    await userEvent.click(within(who).getByLabelText('Kit in the calendar'));
    await waitFor(() =>
      expect(
        calls.find((call) => call.url === '/api/household' && call.method === 'PATCH')?.body,
      ).toEqual({
        members: [{ subject: 'p1', included: false }],
      }),
    );
    await userEvent.selectOptions(
      within(who).getByLabelText('Kit: birthday in a leap month'),
      'regular',
    );
    await userEvent.click(screen.getByLabelText(/^Harm years/));
    const patches = calls
      .filter((call) => call.url === '/api/household' && call.method === 'PATCH')
      .map((call) => call.body);
    expect(patches).toContainEqual({ members: [{ subject: 'p1', leap_rule: 'regular' }] });
    expect(patches).toContainEqual({ tai_sui: ['harm'] });
    expect(screen.getByText('Chinese New Year (春节)')).toBeInTheDocument();
    // Only the rules that apply: Lena was born on neither, Kit in a leap month.
    expect(within(who).queryByLabelText('Lena Berg: birthday in a leap month')).toBeNull();
    expect(within(who).getAllByText('Not born on a 30th')).toHaveLength(2);
    expect(screen.getByText(/Times on your clock \(Europe\/Berlin\)/)).toBeInTheDocument();
    expect(screen.getByText(/What the leap-month and 30th rules do/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Household' })).toHaveAttribute(
      'href',
      '/account/household',
    );
  });
});
