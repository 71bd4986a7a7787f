/**
 * The plan catalogue (spec sections 3 "Plan", 6 "Plan tiers" and 9 "Plan display"). Prices are in
 * the currency's minor unit (cents). The spec shows no prices: these are our decision, recorded in
 * docs/decisions.md. Tiers: 1 Tong Shu (the Tong Shu calendars), 2 Simple (adds the simplified
 * calendar), 3 Pro (every calendar, including the professional ones).
 */
export type PlanInterval = 'month' | 'year';

export interface Plan {
  readonly id: string;
  readonly name: string;
  /** Hidden plans are reached through their own sign-up pages by tag (ssu, t365). */
  readonly tag: string | null;
  readonly price: number;
  readonly interval: PlanInterval;
  readonly currency: string;
  readonly hidden: boolean;
  /** 0 free, 1 Tong Shu, 2 Simple, 3 Pro: which calendars the plan unlocks. */
  readonly tier: 0 | 1 | 2 | 3;
}

export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    tag: null,
    price: 0,
    interval: 'month',
    currency: 'usd',
    hidden: false,
    tier: 0,
  },
  {
    id: 'tongshu',
    name: 'Tong Shu Plan',
    tag: null,
    price: 499,
    interval: 'month',
    currency: 'usd',
    hidden: false,
    tier: 1,
  },
  {
    id: 'simple',
    name: 'Simple Plan',
    tag: null,
    price: 999,
    interval: 'month',
    currency: 'usd',
    hidden: false,
    tier: 2,
  },
  {
    id: 'pro',
    name: 'Pro Plan',
    tag: null,
    price: 1999,
    interval: 'month',
    currency: 'usd',
    hidden: false,
    tier: 3,
  },
  {
    id: 'ssu',
    name: 'Pro Plan (special)',
    tag: 'ssu',
    price: 9900,
    interval: 'year',
    currency: 'usd',
    hidden: true,
    tier: 3,
  },
  {
    id: 't365',
    name: 'Pro Plan, 1 Year Trial',
    tag: 't365',
    price: 0,
    interval: 'year',
    currency: 'usd',
    hidden: true,
    tier: 3,
  },
];
