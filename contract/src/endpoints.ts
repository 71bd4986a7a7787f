/**
 * Every v1 endpoint, in the order the document lists them: the one list the bff serves, the
 * OpenAPI document describes and the MCP servers offer as tools.
 */
import type { Endpoint } from './shared/endpoint';
import { almanacDayEndpoint, almanacMonthEndpoint } from './almanac';
import {
  qimenDayEndpoint,
  qimenHourEndpoint,
  qimenMonthEndpoint,
  qimenYearEndpoint,
} from './qimen';
import { baziChartEndpoint } from './bazi';
import { flyingStarsEndpoint, houseChartEndpoint } from './stars';
import { threeVictoryDaysEndpoint } from './victory';
import { keptSelectionEndpoint, selectDatesEndpoint } from './select';
import { householdEventsEndpoint } from './household';
import { listPeopleEndpoint, personEndpoint } from './people';
import {
  compareBaziEndpoint,
  compareDayEndpoint,
  compareQimenEndpoint,
  schoolOptionsEndpoint,
} from './schools';

export const ENDPOINTS: readonly Endpoint[] = [
  almanacDayEndpoint,
  almanacMonthEndpoint,
  qimenHourEndpoint,
  qimenDayEndpoint,
  qimenMonthEndpoint,
  qimenYearEndpoint,
  flyingStarsEndpoint,
  houseChartEndpoint,
  baziChartEndpoint,
  threeVictoryDaysEndpoint,
  selectDatesEndpoint,
  keptSelectionEndpoint,
  householdEventsEndpoint,
  listPeopleEndpoint,
  personEndpoint,
  schoolOptionsEndpoint,
  compareBaziEndpoint,
  compareDayEndpoint,
  compareQimenEndpoint,
];
