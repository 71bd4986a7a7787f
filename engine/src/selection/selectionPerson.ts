import type { BaziChart } from '../bazi/baziChart';
import type { SelectionPerson } from './types';

/** The person a selection considers, from their Bazi chart: its year and day branches. */
export function selectionPerson(name: string, chart: BaziChart): SelectionPerson {
  return { name, yearBranch: chart.pillars.year.branch, dayBranch: chart.pillars.day.branch };
}
