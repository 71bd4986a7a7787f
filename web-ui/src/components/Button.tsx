import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { UiLink } from './UiLink';
import './components.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'light';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: 'sm' | 'md' | 'lg';
  readonly icon?: IconName;
  readonly loading?: boolean;
  readonly fullWidth?: boolean;
  /** Renders a link styled as a button instead. */
  readonly to?: string;
  readonly children?: ReactNode;
}

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: 'sm' | 'md' | 'lg' = 'md',
  fullWidth = false,
  extra = '',
): string {
  return [
    'tsu-button',
    `tsu-button--${variant}`,
    `tsu-button--${size}`,
    fullWidth ? 'tsu-button--full' : '',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  loading = false,
  fullWidth = false,
  to,
  className = '',
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const classes = buttonClass(variant, size, fullWidth, className);
  const content = (
    <>
      {loading ? (
        <span className="tsu-spinner tsu-spinner--inline" aria-hidden="true" />
      ) : (
        icon && <Icon name={icon} size={size === 'sm' ? 14 : 16} />
      )}
      {children !== undefined && <span>{children}</span>}
    </>
  );
  if (to !== undefined) {
    return (
      <UiLink to={to} className={classes}>
        {content}
      </UiLink>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {content}
    </button>
  );
}
