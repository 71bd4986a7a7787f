/** Draws a hexagram from its lines, bottom line first ('1' solid, '0' broken). */
export function HexagramFigure({
  lines,
  label,
}: {
  readonly lines: string;
  readonly label: string;
}) {
  const top = [...lines].reverse();
  return (
    <svg
      className="hexagram"
      viewBox="0 0 60 66"
      width="60"
      height="66"
      role="img"
      aria-label={label}
    >
      {top.map((line, i) =>
        line === '1' ? (
          <rect key={i} x="0" y={i * 11} width="60" height="7" rx="1" />
        ) : (
          <g key={i}>
            <rect x="0" y={i * 11} width="26" height="7" rx="1" />
            <rect x="34" y={i * 11} width="26" height="7" rx="1" />
          </g>
        ),
      )}
    </svg>
  );
}
