import {
  planByTag,
  planFeatures,
  planOptionLabel,
  planPerDay,
  planPriceLine,
  publicPlans,
} from './plans';
import { readReferral, storeReferral } from './referral';

describe('plans for display', () => {
  it('lists the public plans only, shaped like the plans call', () => {
    const plans = publicPlans();
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'tongshu', 'simple', 'pro']);
    expect(plans.every((plan) => !plan.hidden)).toBe(true);
    expect(plans[3]).toMatchObject({ price: 19.99, currency: { name: 'usd' }, interval: 'month' });
  });

  it('formats price, per-day cost and option labels (spec section 9)', () => {
    const pro = publicPlans().find((plan) => plan.id === 'pro');
    if (!pro) throw new Error('no pro plan');
    expect(planPriceLine(pro)).toBe('USD 19.99 / month');
    expect(planPerDay(pro)).toBe('Only USD 0.67 Per Day');
    expect(planOptionLabel(pro)).toBe('Pro Plan (USD 19.99 / month)');
  });

  it('finds hidden plans by tag and lists tier features', () => {
    expect(planByTag('t365')?.name).toBe('Pro Plan, 1 Year Trial');
    expect(planFeatures('free').filter((f) => f.checked)).toHaveLength(3);
    expect(planFeatures('pro').every((f) => f.checked)).toBe(true);
    expect(planFeatures('simple').find((f) => f.name.startsWith('Simplified'))?.checked).toBe(true);
    expect(planFeatures('tongshu').find((f) => f.name.startsWith('Simplified'))?.checked).toBe(
      false,
    );
  });
});

describe('referral cookie', () => {
  it('stores ?ref= as referral_code', () => {
    storeReferral('?ref=FRIEND42&x=1');
    expect(readReferral()).toBe('FRIEND42');
    storeReferral('?x=1');
    expect(readReferral()).toBe('FRIEND42');
  });
});
