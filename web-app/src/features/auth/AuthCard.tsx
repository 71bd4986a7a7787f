import { usePageTitle } from '@tongshu/web-ui';
import type { ReactNode } from 'react';

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="auth">
      <section className="auth__card" aria-labelledby="auth-title">
        <h1 id="auth-title" className="auth__title">
          {title}
        </h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        {children}
      </section>
      {footer && <div className="auth__footer">{footer}</div>}
    </div>
  );
}
