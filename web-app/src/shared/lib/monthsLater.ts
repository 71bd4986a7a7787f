/**
 * The same day of the month `months` later on the local calendar, or that month's last day when it
 * is shorter (29 Nov + 3 months is 28 Feb, not 1 Mar), as a reader counts "three months from today".
 */
export function monthsLater(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay));
}
