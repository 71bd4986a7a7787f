import { planView } from './planView';
import { plans } from './plans';

describe('planView', () => {
  it('lists a plan in major units with its cost per day to the cent (spec section 7)', () => {
    const yearly = plans.find((plan) => plan.interval === 'year');
    const monthly = plans.find((plan) => plan.interval === 'month');
    if (!yearly || !monthly) throw new Error('the catalogue has a yearly and a monthly plan');
    const year = planView(yearly);
    expect(year.price).toBe(yearly.price / 100);
    expect(year.per_day_cost).toBe(Math.round((yearly.price / 100 / 365) * 100) / 100);
    expect(planView(monthly).per_day_cost).toBe(Math.round((monthly.price / 100 / 30) * 100) / 100);
    expect(year.currency).toEqual({ name: yearly.currency });
  });
});
