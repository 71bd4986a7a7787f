import type { ReactNode } from 'react';
import { Card } from '@tongshu/web-ui';

/** A chart page's selection (Qi Men charts, the 3VV list): a named form in a card. */
export function ChartForm({
  label,
  onDisplay,
  children,
}: {
  readonly label: string;
  /** Draws the chart for what is chosen. */
  readonly onDisplay: () => void;
  readonly children: ReactNode;
}) {
  return (
    <Card>
      <form
        className="chart-form"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          onDisplay();
        }}
      >
        {children}
      </form>
    </Card>
  );
}
