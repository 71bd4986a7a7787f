import { useEffect, type ReactNode } from 'react';

/** Spec section 2: the page title follows each page's title. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} – Tongshu`
      : 'Tongshu – the Chinese almanac in plain English';
  }, [title]);
}

/** A page's heading; it also sets the document title (spec section 2). */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="tsu-page-header">
      <div>
        <h1 className="tsu-page-header__title">{title}</h1>
        {subtitle && <p className="tsu-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="tsu-page-header__actions">{actions}</div>}
    </div>
  );
}
