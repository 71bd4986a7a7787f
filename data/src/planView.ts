import type { Plan } from './plans';

/** A plan as GET /api/account/plans lists it and the public pages show it (spec sections 7, 9). */
export interface PlanView {
  readonly id: string;
  readonly name: string;
  readonly tag: string | null;
  /** In major units (the catalogue keeps minor units). */
  readonly price: number;
  readonly interval: string;
  /** The price over 30 days (a month) or 365 (a year), to the cent. */
  readonly per_day_cost: number;
  readonly currency: { readonly name: string };
  readonly hidden: boolean;
}

/** The catalogue's plan as listed: price in major units, cost per day to the cent. */
export function planView(plan: Plan): PlanView {
  const price = plan.price / 100;
  const days = plan.interval === 'year' ? 365 : 30;
  return {
    id: plan.id,
    name: plan.name,
    tag: plan.tag,
    price,
    interval: plan.interval,
    per_day_cost: Math.round((price / days) * 100) / 100,
    currency: { name: plan.currency },
    hidden: plan.hidden,
  };
}
