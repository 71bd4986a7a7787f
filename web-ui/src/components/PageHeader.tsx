import { useEffect, type ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '../widgets/Breadcrumbs';

/** Spec section 2: the page title follows each page's title. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} – Tongshu`
      : 'Tongshu – the Chinese almanac in plain English';
  }, [title]);
}

/**
 * A page's heading; it also sets the document title (spec section 2). Pages below another (the
 * account pages, the chart pages) name the way back in `breadcrumbs`, ending with this page.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  breadcrumbs,
}: {
  readonly title: string;
  readonly subtitle?: ReactNode;
  readonly actions?: ReactNode;
  readonly breadcrumbs?: readonly Crumb[];
}) {
  usePageTitle(title);
  return (
    <div className="tsu-page-header">
      <div>
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        <h1 className="tsu-page-header__title">{title}</h1>
        {subtitle && <p className="tsu-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="tsu-page-header__actions">{actions}</div>}
    </div>
  );
}
