import type { ReactNode } from 'react';
import { Icon } from './Icon';
import './components.css';

export type Tone = 'info' | 'success' | 'warning' | 'error';

const ICONS = { info: 'info', success: 'success', warning: 'alert', error: 'error' } as const;

export interface MessageProps {
  readonly tone?: Tone;
  readonly title?: ReactNode;
  readonly children?: ReactNode;
  /** A button or link under the text. */
  readonly action?: ReactNode;
  readonly onClose?: () => void;
}

/** An inline banner: info messages, payment states, success views. */
export function Message({ tone = 'info', title, children, action, onClose }: MessageProps) {
  return (
    <div
      className={`tsu-message tsu-message--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon name={ICONS[tone]} size={20} className="tsu-message__icon" />
      <div className="tsu-message__body">
        {title !== undefined && <p className="tsu-message__title">{title}</p>}
        {children !== undefined && <div className="tsu-message__text">{children}</div>}
        {action !== undefined && <div className="tsu-message__action">{action}</div>}
      </div>
      {onClose && (
        <button type="button" className="tsu-icon-button" aria-label="Close" onClick={onClose}>
          <Icon name="x" size={16} />
        </button>
      )}
    </div>
  );
}

/** A small coloured label. */
export function Badge({
  tone = 'info',
  children,
}: {
  tone?: Tone | 'neutral';
  children: ReactNode;
}) {
  return <span className={`tsu-badge tsu-badge--${tone}`}>{children}</span>;
}
