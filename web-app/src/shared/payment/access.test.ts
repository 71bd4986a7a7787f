import { hasAccess, paymentBanner, subscriptionRedirect } from './access';

describe('subscription access (spec sections 4 and 6)', () => {
  it('active and trialing allow access; other statuses do not', () => {
    expect(hasAccess('active')).toBe(true);
    expect(hasAccess('trialing')).toBe(true);
    for (const status of ['incomplete', 'past_due', 'canceled', 'unpaid', 'none', null]) {
      expect(hasAccess(status)).toBe(false);
    }
  });

  it('sends a user without access to billing, except from billing and upgrade', () => {
    const go = (pathname: string, status: string | null | undefined = 'past_due') =>
      subscriptionRedirect({ permission: 'owner', status, pathname });
    expect(go('/dashboard')).toBe('/account/billing');
    expect(go('/welcome')).toBe('/account/billing');
    expect(go('/account')).toBe('/account/billing');
    expect(go('/account/billing')).toBeNull();
    expect(go('/account/billing/')).toBeNull();
    expect(go('/account/upgrade')).toBeNull();
    expect(go('/dashboard', 'active')).toBeNull();
    expect(go('/dashboard', 'trialing')).toBeNull();
    // Unknown (not loaded yet, or the call failed): the page shows; a 402 still redirects.
    expect(
      subscriptionRedirect({ permission: 'owner', status: undefined, pathname: '/dashboard' }),
    ).toBeNull();
  });

  it('never redirects master', () => {
    expect(
      subscriptionRedirect({ permission: 'master', status: 'canceled', pathname: '/dashboard' }),
    ).toBeNull();
  });
});

describe('payment banners (spec section 4)', () => {
  it('chooses the tone and text from payment_state', () => {
    expect(paymentBanner('requires_payment_method')).toMatchObject({
      tone: 'error',
      text: expect.stringMatching(/update your card.*retried/),
    });
    expect(paymentBanner('requires_action')).toMatchObject({
      tone: 'warning',
      text: expect.stringMatching(/emailed.*refresh/),
    });
    expect(paymentBanner('canceled')).toMatchObject({
      tone: 'error',
      text: expect.stringMatching(/choose a new plan and pay to continue/),
    });
    expect(paymentBanner(null)).toBeNull();
    expect(paymentBanner('succeeded')).toBeNull();
  });
});
