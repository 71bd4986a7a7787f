/** Every v1 endpoint, in the order the document lists them: the one list the bff, the OpenAPI document and the MCP servers read. */
import type { Endpoint } from './shared/endpoint';
import { almanacDayEndpoint } from './almanac';
import {
  qimenDayEndpoint,
  qimenHourEndpoint,
  qimenMonthEndpoint,
  qimenYearEndpoint,
} from './qimen';
import { baziChartEndpoint } from './bazi';
import { threeVictoryDaysEndpoint } from './victory';

export const ENDPOINTS: readonly Endpoint[] = [
  almanacDayEndpoint,
  qimenHourEndpoint,
  qimenDayEndpoint,
  qimenMonthEndpoint,
  qimenYearEndpoint,
  baziChartEndpoint,
  threeVictoryDaysEndpoint,
] as unknown as readonly Endpoint[];
