/** GET /api/account/plans: a plan as listed (the catalogue's `planView`). */
export type { PlanView } from '@tongshu/data';
