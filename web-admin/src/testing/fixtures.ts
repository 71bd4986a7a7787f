/** The customer the mission-control tests list: the Lee family's account and its owner, Ann. */
export const LEE_FAMILY = {
  id: 'acc-1',
  name: 'Lee Family',
  plan: 'pro',
  active: 1,
  date_created: '2026-10-02T08:15:00.000Z',
  email: 'ann@example.com',
  user_count: 2,
};

export const ANN_LEE = {
  id: 'user-1',
  account_id: 'acc-1',
  name: 'Ann Lee',
  email: 'ann@example.com',
  permission: 'owner',
  internal_team: false,
  date_created: '2026-10-02T08:15:00.000Z',
};
