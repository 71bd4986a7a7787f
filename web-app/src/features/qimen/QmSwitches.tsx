/**
 * The Qi Men pages' school switches (issue 35): the ju method, 拆补 (split and patch) or 置闰
 * (leap ju), and the plate, 转盘 (rotating) or 飞盘 (flying, in either yin-dun order), both for
 * hour charts only. They start from the user's school and refetch the chart with
 * `?method=&plate=`.
 */
import type { SchoolChoice, SchoolOptions } from '@tongshu/bff/api';
import type { ChartKind } from '../../shared/almanac/logic';

export interface QmSchool {
  readonly method: string;
  readonly plate: string;
}

/** The options a kind of chart can switch: the plate only moves hour charts. */
export const switchesOf = (kind: ChartKind) => ({
  // 置闰 changes hour charts only (docs/decisions.md): a day-chart switch would change nothing.
  method: kind === 'hour',
  plate: kind === 'hour',
});

/** The switches that differ from the user's school, as a query (the server defaults to it). */
export function schoolQuery(kind: ChartKind, chosen: QmSchool, own: QmSchool): string {
  const shown = switchesOf(kind);
  const params = new URLSearchParams();
  if (shown.method && chosen.method !== own.method) params.set('method', chosen.method);
  if (shown.plate && chosen.plate !== own.plate) params.set('plate', chosen.plate);
  return params.toString();
}

/** `url` with the switches that differ from the user's school. */
export function withSchool(url: string, kind: ChartKind, chosen: QmSchool, own: QmSchool): string {
  const query = schoolQuery(kind, chosen, own);
  return query ? `${url}?${query}` : url;
}

function Switch({
  legend,
  choices,
  value,
  onChange,
}: {
  readonly legend: string;
  readonly choices: readonly SchoolChoice[];
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <fieldset className="qm-switch">
      <legend>{legend}</legend>
      <div className="tsu-choices">
        {choices.map((choice) => (
          <label key={choice.value} className="tsu-choice">
            <input
              type="radio"
              name={legend}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              {choice.zh} {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function QmSwitches({
  kind,
  options,
  value,
  onChange,
}: {
  readonly kind: ChartKind;
  readonly options: SchoolOptions;
  readonly value: QmSchool;
  readonly onChange: (value: QmSchool) => void;
}) {
  const shown = switchesOf(kind);
  if (!shown.method && !shown.plate) return null;
  return (
    <div className="qm-switches">
      {shown.method && (
        <Switch
          legend={`${options.qimenMethod.label} (${options.qimenMethod.zh})`}
          choices={options.qimenMethod.choices}
          value={value.method}
          onChange={(method) => onChange({ ...value, method })}
        />
      )}
      {shown.plate && (
        <Switch
          legend={`${options.qimenPlate.label} (${options.qimenPlate.zh})`}
          choices={options.qimenPlate.choices}
          value={value.plate}
          onChange={(plate) => onChange({ ...value, plate })}
        />
      )}
    </div>
  );
}
