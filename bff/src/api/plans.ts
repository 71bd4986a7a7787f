/** GET /api/account/plans: a plan as listed, price in major units, cost per day to the cent. */
export interface PlanView {
  readonly id: string;
  readonly name: string;
  readonly tag: string | null;
  readonly price: number;
  readonly interval: string;
  readonly per_day_cost: number;
  readonly currency: { readonly name: string };
  readonly hidden: boolean;
}
