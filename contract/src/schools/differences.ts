/**
 * A school comparison from its request (`SchoolsRequest`): one switch for every door, so that a
 * server's worker threads (Scope `schoolDifferences`) compute what this process would.
 */
import {
  baziDifferences,
  dayDifferences,
  qimenDifferences,
  qimenHourSlot,
  type SchoolDifferences,
} from '@tongshu/engine';
import type { SchoolsRequest, Scope } from '../shared/endpoint';

/** The engine's comparison; an hour chart is the two-hour slot holding `at`, as on its page. */
export function schoolDifferences(request: SchoolsRequest): SchoolDifferences {
  switch (request.chart) {
    case 'bazi':
      return baziDifferences(request.birth, request.options);
    case 'day':
      return dayDifferences(request.date, request.school);
    case 'qimen': {
      const { kind, at, options } = request;
      return qimenDifferences(kind, kind === 'hour' ? qimenHourSlot(at) : at, options);
    }
  }
}

/** The comparison where the scope computes it (a server's worker threads), or here. */
export const differencesIn = (
  request: SchoolsRequest,
  scope: Pick<Scope, 'schoolDifferences'>,
): Promise<SchoolDifferences> =>
  scope.schoolDifferences
    ? scope.schoolDifferences(request)
    : Promise.resolve(schoolDifferences(request));
