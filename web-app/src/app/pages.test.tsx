import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeServer,
  renderApp,
  signedInAs,
  testUser,
  withoutPageViews,
} from '../testing/renderApp';
import { SESSION_KEY } from '../shared/session/user';

const location = () => screen.getByTestId('location').textContent;

describe('public pages', () => {
  it('home: hero with Sign Up Now, nine features, our checks and plans; calls only its page view and the sample day', async () => {
    const sample = { ts: { year: 2026, month: 2, day: 17, day_no: 2, lmonth: 1, lday: 1 }, en: {} };
    const calls = fakeServer((call) =>
      call.url === '/api/tongshu/sample' ? { body: sample } : undefined,
    );
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Tong Shu/);
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
    const features = screen
      .getByRole('heading', { name: /Everything a date selection/ })
      .closest('section');
    expect(within(features as HTMLElement).getAllByRole('article')).toHaveLength(9);
    expect(screen.getByRole('figure')).toHaveTextContent(/Hong Kong Observatory/);
    expect(screen.getByText('Only USD 0.67 Per Day')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Pro Plan' })).toHaveAttribute(
      'href',
      '/signup#pro',
    );
    expect(screen.getByRole('button', { name: 'Watch the intro' })).toBeInTheDocument();
    // The hero's day is the product's (tests/src/browser/pages.test.ts holds it to the API).
    expect(calls).toHaveLength(2);
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          method: 'POST',
          url: '/api/analytics/pageview',
          body: { route: '/' },
        }),
        expect.objectContaining({ method: 'GET', url: '/api/tongshu/sample' }),
      ]),
    );
    const hero = await screen.findByRole('group', { name: 'Sample day' });
    expect(hero).toHaveTextContent('Tuesday, 17th February 2026');
  });

  // Issue 42: the home page sold Qi Men and the three victory days, which Pro answers with 403.
  it('home and pricing say who has Qi Men and the three victory days, and how to ask', async () => {
    fakeServer();
    const { unmount } = renderApp('/pricing');
    const note =
      'Qi Men Dun Jia charts and the three victory days are not part of any plan: they are for the internal team, on request.';
    // Under the plans and in the questions.
    const said = await screen.findAllByText(
      (_, element) => element?.tagName === 'P' && Boolean(element.textContent?.startsWith(note)),
    );
    expect(said).toHaveLength(2);
    expect(screen.getByRole('heading', { name: /Who can use the Qi Men charts/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for access' })).toHaveAttribute(
      'href',
      '/contact',
    );
    unmount();
    renderApp('/');
    const features = screen.getAllByRole('article');
    const teamOnly = features.filter((card) =>
      within(card).queryByText(/Internal team only, on request/),
    );
    expect(teamOnly.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Qi Men Dun Jia charts',
      'Three victory days',
    ]);
    for (const card of teamOnly)
      expect(within(card).getByRole('link', { name: 'ask for access' })).toHaveAttribute(
        'href',
        '/contact',
      );
  });

  it('footer: the current year and the disclaimer', () => {
    fakeServer();
    renderApp('/pricing');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Tongshu`);
    expect(footer).toHaveTextContent(
      /translations of almanac terms come from the teachings of various masters/,
    );
  });

  it('navigation: Sign In and Sign Up, or Dashboard when signed in', () => {
    fakeServer(() => ({ body: {} }));
    const { unmount } = renderApp('/pricing');
    const nav = screen.getByRole('navigation', { name: '' });
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    unmount();
    signedInAs(testUser());
    renderApp('/pricing');
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('unknown paths and /notfound show the 404 page with Go Home', async () => {
    fakeServer();
    const { unmount } = renderApp('/no/such/page');
    expect(
      screen.getByRole('heading', { name: "Oops, the page you're looking for doesn't exist." }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(location()).toBe('/');
    unmount();
    renderApp('/notfound');
    expect(
      screen.getByText("Oops, the page you're looking for doesn't exist."),
    ).toBeInTheDocument();
  });

  it('stores ?ref= in the referral_code cookie', () => {
    fakeServer();
    renderApp('/?ref=MASTERLI');
    expect(document.cookie).toContain('referral_code=MASTERLI');
  });

  it("contact: sends name, email and message, then shows 'Message Sent'", async () => {
    const calls = fakeServer((call) =>
      call.url === '/api/utility/mail' ? { body: { message: 'Message Sent' } } : undefined,
    );
    renderApp('/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Your Name/), 'Ann');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Message/), 'When is a good day to move?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Message Sent' })).toBeInTheDocument();
    expect(withoutPageViews(calls)[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Ann', email: 'ann@example.com', message: 'When is a good day to move?' },
    });
  });

  it('privacy and terms', async () => {
    fakeServer();
    const { unmount } = renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    unmount();
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
  });
});

describe('sign in', () => {
  async function signIn(answer: object) {
    const calls = fakeServer((call) => {
      if (call.url === '/api/user/auth') return { body: { data: answer } };
      if (call.url === '/api/user') return { body: { data: answer } };
      return undefined;
    });
    renderApp('/signin');
    // The sign-in page loads on demand.
    await userEvent.type(await screen.findByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    return calls;
  }

  it('stores the user and opens the dashboard of an onboarded user', async () => {
    const calls = await signIn(testUser({ token: 'new-token' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(withoutPageViews(calls)[0]).toMatchObject({
      method: 'POST',
      url: '/api/user/auth',
      body: { email: 'ann@example.com', password: 'Secret123' },
    });
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}').token).toBe('new-token');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a user who is not onboarded to /welcome', async () => {
    await signIn(testUser({ onboarded: false, dm: null }));
    await waitFor(() => expect(location()).toBe('/welcome'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Lee!' })).toBeInTheDocument();
  });

  it('sends master to mission control, which shows an error state while the remote is absent', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signIn(testUser({ permission: 'master' }));
    await waitFor(() => expect(location()).toBe('/missioncontrol/dashboard'));
    expect(await screen.findByText('Mission control could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Accounts/ })).toHaveAttribute(
      'href',
      '/missioncontrol/accounts',
    );
  });

  it('shows a wrong password under the password field', async () => {
    fakeServer(() => ({
      status: 400,
      body: { message: 'The email or password is not correct', inputError: 'password' },
    }));
    renderApp('/signin');
    // The sign-in page loads on demand.
    await userEvent.type(await screen.findByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const message = await screen.findByText('The email or password is not correct');
    expect(message.closest('[data-field]')).toHaveAttribute('data-field', 'password');
    expect(location()).toBe('/signin');
  });

  it('shows a 429 as a persistent notification', async () => {
    fakeServer(() => ({ status: 429, body: { message: 'Too many attempts, please try later' } }));
    renderApp('/signin');
    // The sign-in page loads on demand.
    await userEvent.type(await screen.findByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, please try later',
    );
  });

  it('can ask for a magic link instead', async () => {
    const calls = fakeServer(() => ({
      body: { message: 'If this email has an account, a link is on its way' },
    }));
    renderApp('/signin');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link instead' }));
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Email Me a Link' }));
    expect(
      await screen.findByText('If this email has an account, a link is on its way'),
    ).toBeInTheDocument();
    expect(withoutPageViews(calls)[0]).toMatchObject({
      url: '/api/user/auth/magic',
      body: { email: 'ann@example.com' },
    });
  });
});

describe('sign up', () => {
  it('preselects the plan from the URL hash and creates the account', async () => {
    const calls = fakeServer((call) =>
      call.url === '/api/account'
        ? { status: 201, body: { data: testUser({ onboarded: false, dm: null }) } }
        : { body: {} },
    );
    renderApp('/signup#simple');
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Plan/)).toHaveValue('simple');
    expect(
      screen.getByRole('option', { name: 'Simple Plan (USD 9.99 / month)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /special/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ann Lee');
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      screen.getByText('Password must have at least one upper case letter'),
    ).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Abcdefgh');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Abcdefgh');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(location()).toBe('/welcome'));
    expect(calls.find((call) => call.url === '/api/account')?.body).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      password: 'Abcdefgh',
      confirm_password: 'Abcdefgh',
      plan: 'simple',
      reference_code: '',
    });
  });
});

describe('magic link', () => {
  it("shows 'Magic Link is invalid' without a token", () => {
    fakeServer();
    renderApp('/magic');
    return screen.findAllByText('Magic Link is invalid').then((shown) => {
      // Said once, as the card's title.
      expect(shown).toHaveLength(1);
      expect(screen.getByText('Please generate a new link and try again')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
        'href',
        '/signin',
      );
    });
  });

  it('signs in with a valid token', async () => {
    const calls = fakeServer((call) =>
      call.url === '/api/user/auth/magic/verify' ? { body: { data: testUser() } } : { body: {} },
    );
    renderApp('/magic?token=t0ken');
    expect(await screen.findByText('Signing you in now...', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(withoutPageViews(calls)[0]).toMatchObject({ method: 'POST', body: { token: 't0ken' } });
  });

  it('shows the error view when the server refuses the token', async () => {
    fakeServer(() => ({ status: 400, body: { message: 'Magic Link is invalid' } }));
    renderApp('/magic?token=used');
    expect(await screen.findByText('Please generate a new link and try again')).toBeInTheDocument();
  });
});

describe('signed-in routes', () => {
  it('send a visitor without a token to /signin', async () => {
    fakeServer();
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/signin'));
  });

  it('send a user with no day master from the dashboard to /welcome', async () => {
    signedInAs(testUser({ dm: null }));
    fakeServer(() => ({ body: {} }));
    renderApp('/dashboard');
    await waitFor(() => expect(location()).toBe('/welcome'));
  });

  it('tell the server the user is active on app start', async () => {
    signedInAs(testUser());
    const calls = fakeServer(() => ({ body: { data: testUser() } }));
    renderApp('/dashboard');
    const patch = () => calls.find((call) => call.method === 'PATCH' && call.url === '/api/user');
    await waitFor(() => expect(patch()).toBeDefined());
    expect((patch()?.body as { last_active: string }).last_active).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(calls[0]?.headers.Authorization).toBe('Bearer jwt-token');
  });

  it('show the internal-team and referral items in the sidebar only to those users', async () => {
    signedInAs(testUser({ internal_team: true, reference_code: 'ANN1' }));
    fakeServer(() => ({ body: {} }));
    const { unmount } = renderApp('/dashboard');
    const sidebar = screen.getByRole('complementary', { name: 'Main' });
    for (const name of [
      'Dashboard',
      'Account',
      'Tong Shu',
      'Help',
      '3VV List',
      'QM Hour Chart',
      'QM Year Chart',
      'Referral',
    ]) {
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    }
    unmount();
    window.localStorage.clear();
    signedInAs(testUser());
    renderApp('/dashboard');
    const plain = screen.getByRole('complementary', { name: 'Main' });
    expect(within(plain).queryByRole('link', { name: '3VV List' })).not.toBeInTheDocument();
    expect(within(plain).queryByRole('link', { name: 'Referral' })).not.toBeInTheDocument();
  });

  it('sign out clears local storage and goes to /signin', async () => {
    signedInAs(testUser());
    fakeServer(() => ({ body: {} }));
    renderApp('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: /Ann Lee/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Signout' }));
    expect(location()).toBe('/signin');
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('welcome: saves the profile, then Finish marks the user onboarded and opens the dashboard', async () => {
    signedInAs(testUser({ onboarded: false, dm: null, birth_date: null }));
    const calls = fakeServer((call) => {
      if (call.method === 'PATCH' && call.url === '/api/account')
        return { body: { data: testUser({ onboarded: false, dm: '庚' }) } };
      if (call.method === 'PATCH' && (call.body as { onboarded?: boolean }).onboarded)
        return { body: { data: testUser({ onboarded: true, dm: '庚' }) } };
      return { body: {} };
    });
    renderApp('/welcome');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ann Lee!' })).toBeInTheDocument();
    // The step is in the fragment from the start, and the progress steps show it.
    await waitFor(() => expect(screen.getByTestId('hash').textContent).toBe('#1'));
    expect(screen.getByRole('link', { name: 'Setup Profile' }).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('button', { name: 'Finish' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByText('Please enter your date of birth')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '1990-05-15');
    // Issue 42: no time is made up for a first profile.
    await userEvent.type(screen.getByLabelText(/Time of Birth/), '14:30');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled());
    expect(calls.find((c) => c.url === '/api/account')?.body).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      gender: '0',
      birth_date: '1990-05-15',
      birth_time: '14:30',
      birth_time_unknown: false,
      birth_time_window: 0,
      birth_place: '',
      // No birth date yet: the birth is read in the browser's zone until the user picks one.
      birth_tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
      birth_longitude: '',
      solar_time: false,
      // The day change is one of the school's options now (the "Your school" card, issue 35).
      china_dst: 'removed',
      // A first profile takes the browser's zone as the user's own.
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });

  it('password: old and new password with the complexity rule', async () => {
    signedInAs(testUser({ permission: 'user' }));
    const calls = fakeServer((call) =>
      call.url === '/api/user/password'
        ? { body: { message: 'Your password has been changed', data: { token: 'after-change' } } }
        : { body: {} },
    );
    renderApp('/account/password');
    await userEvent.type(await screen.findByLabelText(/Old Password/), 'Oldpass1');
    await userEvent.type(screen.getByLabelText(/New Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(screen.getByText('Password must be a minimum of 8 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/New Password/));
    await userEvent.type(screen.getByLabelText(/New Password/), 'Newpass12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/user/password')).toMatchObject({
      method: 'PATCH',
      body: { oldpassword: 'Oldpass1', newpassword: 'Newpass12' },
    });
    // The change ended every other session: this one goes on with the token the answer carries.
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY) ?? '{}').token).toBe('after-change');
    expect(screen.queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
  });

  it('password: sign out everywhere ends the sessions on the server, then here', async () => {
    signedInAs(testUser({ permission: 'user' }));
    const calls = fakeServer((call) =>
      call.url === '/api/user/signout'
        ? { body: { message: 'You have been signed out on every device' } }
        : { body: {} },
    );
    renderApp('/account/password');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(window.localStorage.getItem(SESSION_KEY)).toBeNull());
    expect(calls.find((c) => c.url === '/api/user/signout')).toMatchObject({ method: 'POST' });
    await waitFor(() => expect(location()).toBe('/signin'));
  });

  it('profile: an owner can close the account, which clears storage and goes to /signup', async () => {
    signedInAs(testUser());
    const calls = fakeServer(() => ({ body: { message: 'Your account has been closed' } }));
    renderApp('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Close Your Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close Account' }));
    await waitFor(() => expect(location()).toBe('/signup'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/account')).toBe(true);
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('welcome: a way out', () => {
  it('signs out from the onboarding layout', async () => {
    signedInAs(testUser({ onboarded: false, dm: null }));
    fakeServer(() => ({ body: {} }));
    renderApp('/welcome');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/signin'));
    expect(window.localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('breadcrumbs', () => {
  it('names the way back on the account pages', async () => {
    signedInAs(testUser());
    fakeServer(() => ({ body: {} }));
    renderApp('/account/password');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(within(trail).getByText('Password')).toHaveAttribute('aria-current', 'page');
  });
});
