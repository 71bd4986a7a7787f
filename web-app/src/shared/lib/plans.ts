/**
 * Plans for display (spec section 9): the public pages use the catalogue in `@tongshu/data`
 * (GET /api/account/plans needs a signed-in user), shaped like that call's answer.
 */
import { planView, plans as catalogue, type PlanView } from '@tongshu/data';

export { planView, type PlanView };

/** Hidden plans are not listed (spec section 9). */
export function publicPlans(): PlanView[] {
  return catalogue.filter((plan) => !plan.hidden).map(planView);
}

export function planByTag(tag: string): PlanView | undefined {
  const plan = catalogue.find((candidate) => candidate.tag === tag);
  return plan ? planView(plan) : undefined;
}

export function tierOf(id: string): number {
  return catalogue.find((plan) => plan.id === id)?.tier ?? 0;
}

const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** 'USD 19.99' */
export const planPrice = (plan: PlanView) =>
  `${plan.currency.name.toUpperCase()} ${money(plan.price)}`;

/** 'USD 19.99 / month' */
export const planPriceLine = (plan: PlanView) => `${planPrice(plan)} / ${plan.interval}`;

/** 'Only USD 0.67 Per Day' */
export const planPerDay = (plan: PlanView) =>
  `Only ${plan.currency.name.toUpperCase()} ${plan.per_day_cost.toFixed(2)} Per Day`;

/** The option label: 'Pro Plan (USD 19.99 / month)'. */
export const planOptionLabel = (plan: PlanView) =>
  `${plan.name} (${plan.currency.name.toUpperCase()} ${money(plan.price)} / ${plan.interval})`;

/** Spec section 6: what each tier offers (feature items with a checked flag). */
const FEATURES: readonly { readonly name: string; readonly tier: number }[] = [
  { name: 'Online Tong Shu reference', tier: 0 },
  { name: 'Quick daily overview', tier: 0 },
  { name: 'Personalised data', tier: 0 },
  { name: 'iCal service', tier: 1 },
  { name: 'English, Chinese and icon calendars', tier: 1 },
  { name: 'Simplified calendar (Just Follow)', tier: 2 },
  { name: 'Professional calendar structure', tier: 3 },
  { name: 'Hour-structure personalisation', tier: 3 },
];

export function planFeatures(id: string): { name: string; checked: boolean }[] {
  const tier = tierOf(id);
  return FEATURES.map((feature) => ({ name: feature.name, checked: feature.tier <= tier }));
}

/**
 * Who has the Qi Men charts and the three victory days (issue 42): no plan sells them; the spec
 * keeps them for the internal team, whom the operator opens them to on request.
 */
export const TEAM_ONLY_NOTE =
  'Qi Men Dun Jia charts and the three victory days are not part of any plan: they are for the internal team, on request.';
