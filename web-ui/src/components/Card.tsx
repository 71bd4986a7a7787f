import type { HTMLAttributes, ReactNode } from 'react';
import './components.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  readonly title?: ReactNode;
  /** Shown at the right of the title. */
  readonly actions?: ReactNode;
  readonly loading?: boolean;
  readonly children?: ReactNode;
}

/** A white panel with an optional title row; shows a loader while its data is on its way. */
export function Card({
  title,
  actions,
  loading = false,
  className = '',
  children,
  ...rest
}: CardProps) {
  return (
    <section className={`tsu-card ${className}`.trim()} aria-busy={loading || undefined} {...rest}>
      {(title !== undefined || actions !== undefined) && (
        <header className="tsu-card__header">
          {title !== undefined && <h2 className="tsu-card__title">{title}</h2>}
          {actions !== undefined && <div className="tsu-card__actions">{actions}</div>}
        </header>
      )}
      {loading ? <Loader /> : children}
    </section>
  );
}

export function Loader({ label = 'Loading' }: { readonly label?: string }) {
  return (
    <div className="tsu-loader" role="status">
      <span className="tsu-spinner" aria-hidden="true" />
      <span className="tsu-visually-hidden">{label}</span>
    </div>
  );
}
