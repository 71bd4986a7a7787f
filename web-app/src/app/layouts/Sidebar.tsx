import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Icon, SkipLink, type IconName } from '@tongshu/web-ui';
import { Logo } from '../../shared/components/Logo';
import { UserMenu } from './UserMenu';
import { useSession } from '../../shared/session/SessionProvider';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  readonly icon: IconName;
  /** The plan a page belongs to, shown beside its name ("Pro"). */
  readonly plan?: string;
}

/** The signed-in shell: a sidebar (a drawer on phones), a header with the user menu, the page. */
export function Shell({
  items,
  home,
  menu,
  children,
}: {
  readonly items: readonly NavItem[];
  readonly home: string;
  /** Extra user-menu entries above Signout. */
  readonly menu?: readonly NavItem[];
  readonly children: ReactNode;
}) {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);
  // On phones the sidebar opens as a drawer: focus goes into it, and Escape gives it back.
  useEffect(() => {
    if (!drawer) return;
    sidebar.current?.querySelector<HTMLElement>('.shell__link')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawer(false);
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer]);
  const out = () => {
    signOut();
    navigate('/signin');
  };
  return (
    <div className={`shell${drawer ? ' shell--drawer' : ''}`}>
      <SkipLink />
      <aside ref={sidebar} className="shell__sidebar" aria-label="Main">
        <div className="shell__brand">
          <Logo to={home} light />
        </div>
        <nav className="shell__nav">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className="shell__link"
              end={item.to === '/account' ? false : undefined}
              onClick={() => setDrawer(false)}
            >
              <Icon name={item.icon} size={18} />
              <span>{item.label}</span>
              {item.plan && <span className="shell__plan">{item.plan}</span>}
            </NavLink>
          ))}
        </nav>
      </aside>
      {drawer && (
        <div className="shell__scrim" onClick={() => setDrawer(false)} aria-hidden="true" />
      )}
      <div className="shell__body">
        <header className="shell__header">
          <button
            ref={opener}
            type="button"
            className="tsu-icon-button shell__menu"
            aria-label="Open navigation"
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <Icon name="menu" size={22} />
          </button>
          <div className="shell__spacer" />
          <UserMenu name={user?.name ?? ''} entries={menu ?? []} onSignOut={out} />
        </header>
        <main id="main" className="shell__main">
          {children}
        </main>
      </div>
    </div>
  );
}
