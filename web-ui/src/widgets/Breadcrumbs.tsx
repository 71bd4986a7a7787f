import { Icon } from '../components/Icon';
import { UiLink } from '../components/UiLink';
import './widgets.css';

export interface Crumb {
  readonly label: string;
  /** The last crumb (the current page) needs none. */
  readonly url?: string;
}

export function Breadcrumbs({ items }: { readonly items: readonly Crumb[] }) {
  return (
    <nav className="tsu-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {last || !item.url ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <UiLink to={item.url}>{item.label}</UiLink>
              )}
              {!last && <Icon name="chevronRight" size={14} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
