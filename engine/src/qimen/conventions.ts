/**
 * The options a Qi Men chart was drawn with, as the stamp its answer carries (`conventions`):
 * only those its kind depends on.
 */
import { schoolStamp } from '../schools/options';
import { schoolOf, type SchoolField } from '../schools/school';
import type { QimenKind, QimenOptions } from './chartTypes';

/** The stamp of the options a chart was drawn with, made once per combination. */
const stamps = new Map<string, string>();

/** The options each kind depends on: the plate only draws hour charts, the method hour and day. */
const KIND_FIELDS: Readonly<Record<QimenKind, readonly SchoolField[]>> = {
  hour: ['dayChange', 'qimenMethod', 'qimenPlate'],
  day: ['dayChange'],
  month: ['dayChange'],
  year: ['dayChange'],
};

export function conventionsOf(kind: QimenKind, options: QimenOptions): string {
  const key = `${kind}|${options.dayChange}|${options.qimenMethod}|${options.qimenPlate}`;
  let stamp = stamps.get(key);
  if (stamp === undefined) {
    const school = schoolOf({
      dayChange: options.dayChange,
      qimenMethod: options.qimenMethod,
      qimenPlate: options.qimenPlate,
    });
    stamp = schoolStamp(school, KIND_FIELDS[kind]);
    stamps.set(key, stamp);
  }
  return stamp;
}
