import type { ReactNode } from 'react';
import { Icon, type IconName } from '../components/Icon';
import './widgets.css';

export interface StatCardProps {
  readonly label: string;
  readonly value: ReactNode;
  readonly icon?: IconName;
  /** A change such as +12 or -3 (%), coloured up or down. */
  readonly change?: number;
  /** More lines under the value. */
  readonly detail?: ReactNode;
  readonly loading?: boolean;
}

export function StatCard({ label, value, icon, change, detail, loading = false }: StatCardProps) {
  return (
    <div className="tsu-stat" aria-busy={loading || undefined}>
      <div className="tsu-stat__head">
        <span className="tsu-stat__label">{label}</span>
        {icon && (
          <span className="tsu-stat__icon">
            <Icon name={icon} size={18} />
          </span>
        )}
      </div>
      {loading ? (
        <span className="tsu-stat__skeleton" aria-label="Loading" />
      ) : (
        <>
          <div className="tsu-stat__value">{value}</div>
          {change !== undefined && (
            <span className={`tsu-stat__change tsu-stat__change--${change < 0 ? 'down' : 'up'}`}>
              {change > 0 ? '+' : ''}
              {change}%
            </span>
          )}
          {detail !== undefined && <div className="tsu-stat__detail">{detail}</div>}
        </>
      )}
    </div>
  );
}
