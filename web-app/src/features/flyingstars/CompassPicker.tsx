/**
 * The facing as a compass of the 24 mountains (二十四山), south at the top as the charts are
 * drawn, or as exact degrees from a phone's compass: within 3° of a mountain's edge the chart is
 * a replacement chart (替卦), so degrees are worth giving when the facing is near one.
 */
import { useId } from 'react';
import { mountains } from '@tongshu/data';

export interface Facing {
  /** A mountain's code (`S2`) picked on the dial, or '' when degrees are given. */
  readonly mountain: string;
  /** Degrees as typed, or '' when a mountain is picked. */
  readonly degrees: string;
}

/** The facing as the API takes it: the degrees when typed, else the mountain's code. */
export const facingText = (facing: Facing): string => facing.degrees.trim() || facing.mountain;

/** Where a mountain sits on the dial, in % of its box: south (180°) at the top, east at left. */
function placeOf(degrees: number): { left: string; top: string } {
  const turn = ((degrees - 180) * Math.PI) / 180;
  // A map turned south up has east on its left, as the chart's grid has it.
  return { left: `${50 + 42 * Math.sin(turn)}%`, top: `${50 - 42 * Math.cos(turn)}%` };
}

export function CompassPicker({
  value,
  onChange,
}: {
  readonly value: Facing;
  readonly onChange: (facing: Facing) => void;
}) {
  const degreesId = useId();
  return (
    <div className="compass-picker">
      <fieldset className="compass">
        <legend>Facing mountain (坐向), south at the top</legend>
        {mountains.map((mountain) => (
          <label
            key={mountain.code}
            className="compass__mountain"
            style={placeOf(mountain.degrees)}
            title={`${mountain.en}, ${(mountain.degrees + 352.5) % 360}°-${mountain.degrees + 7.5}°`}
          >
            <input
              type="radio"
              name="facing-mountain"
              value={mountain.code}
              checked={value.mountain === mountain.code && value.degrees === ''}
              onChange={() => onChange({ mountain: mountain.code, degrees: '' })}
              aria-label={`${mountain.en} ${mountain.zh}, ${mountain.degrees}°`}
            />
            <span lang="zh">{mountain.zh}</span>
            <span className="compass__code">{mountain.code}</span>
          </label>
        ))}
      </fieldset>
      <label className="tsu-field" htmlFor={degreesId}>
        <span className="tsu-field__label">Or exact degrees (0-360, 0 north, 90 east)</span>
        <input
          id={degreesId}
          className="tsu-input"
          inputMode="decimal"
          value={value.degrees}
          onChange={(event) => onChange({ mountain: value.mountain, degrees: event.target.value })}
        />
      </label>
    </div>
  );
}
