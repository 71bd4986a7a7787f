/**
 * A guide step's picture: the Tongshu screenshot, or a light line drawing of a calendar app's
 * screen (a phone or a browser window) with the line to tap highlighted and a pointer on it. Drawn
 * as inline SVG, so it costs no request, scales with the modal and reads in dark and light.
 */
import type { Picture, ScreenRow } from './guides';
import { copyLinkScreenshot } from './media';

const ROW = 30;
const FRAME = {
  phone: { width: 220, top: 64, left: 14, right: 206 },
  browser: { width: 360, top: 56, left: 16, right: 344 },
} as const;

function Row({ row, y, left, right }: { row: ScreenRow; y: number; left: number; right: number }) {
  if (row.section) {
    return (
      <text x={left + 6} y={y + 20} className="step-picture__section">
        {row.text}
      </text>
    );
  }
  const width = right - left;
  if (row.field !== undefined) {
    return (
      <g>
        <text x={left + 6} y={y + 10} className="step-picture__small">
          {row.text}
        </text>
        <rect
          x={left}
          y={y + 13}
          width={width}
          height={15}
          rx={3}
          className="step-picture__field"
        />
        <text x={left + 6} y={y + 24} className="step-picture__small">
          {row.field}
        </text>
      </g>
    );
  }
  return (
    <g>
      <rect
        x={left}
        y={y + 2}
        width={width}
        height={ROW - 4}
        rx={4}
        className={row.tap ? 'step-picture__tap' : 'step-picture__row'}
      />
      <text x={left + 8} y={y + 19} className="step-picture__text">
        {row.text}
      </text>
      {row.toggle && (
        <g>
          <rect
            x={right - 36}
            y={y + 8}
            width={28}
            height={14}
            rx={7}
            className="step-picture__on"
          />
          <circle cx={right - 15} cy={y + 15} r={5} className="step-picture__knob" />
        </g>
      )}
      {row.tap && (
        <circle
          cx={right - (row.toggle ? 22 : 14)}
          cy={y + 17}
          r={8}
          className="step-picture__pointer"
        />
      )}
    </g>
  );
}

export function StepPicture({ picture }: { readonly picture: Picture }) {
  if (picture.kind === 'screenshot') {
    return <img className="step-picture__shot" src={copyLinkScreenshot} alt={picture.alt} />;
  }
  const frame = FRAME[picture.kind];
  const height = frame.top + picture.rows.length * ROW + 20;
  const phone = picture.kind === 'phone';
  return (
    <svg
      className="step-picture"
      role="img"
      aria-label={picture.alt}
      viewBox={`0 0 ${frame.width} ${height}`}
      width={frame.width}
    >
      <rect
        x={1}
        y={1}
        width={frame.width - 2}
        height={height - 2}
        rx={phone ? 22 : 6}
        className="step-picture__frame"
      />
      {phone ? (
        <rect
          x={frame.width / 2 - 30}
          y={8}
          width={60}
          height={8}
          rx={4}
          className="step-picture__notch"
        />
      ) : (
        <g>
          <line x1={1} x2={frame.width - 1} y1={22} y2={22} className="step-picture__line" />
          {[12, 24, 36].map((x) => (
            <circle key={x} cx={x} cy={12} r={3.5} className="step-picture__dot" />
          ))}
        </g>
      )}
      <text x={frame.left + 6} y={frame.top - 14} className="step-picture__heading">
        {picture.heading}
      </text>
      {picture.corner && (
        <g>
          {picture.corner.tap && (
            <circle
              cx={frame.right - 16}
              cy={frame.top - 19}
              r={14}
              className="step-picture__tap"
            />
          )}
          <text
            x={frame.right - 4}
            y={frame.top - 14}
            textAnchor="end"
            className="step-picture__corner"
          >
            {picture.corner.text}
          </text>
        </g>
      )}
      {picture.rows.map((row, index) => (
        <Row
          key={row.text}
          row={row}
          y={frame.top + index * ROW}
          left={frame.left}
          right={frame.right}
        />
      ))}
    </svg>
  );
}
