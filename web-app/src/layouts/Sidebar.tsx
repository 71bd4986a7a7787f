import { useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Icon, SkipLink, type IconName } from '@tongshu/web-ui';
import { Logo } from '../components/Logo';
import { useSession } from '../session/SessionProvider';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  readonly icon: IconName;
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
  const [userMenu, setUserMenu] = useState(false);
  const out = () => {
    signOut();
    navigate('/signin');
  };
  return (
    <div className={`shell${drawer ? ' shell--drawer' : ''}`}>
      <SkipLink />
      <aside className="shell__sidebar" aria-label="Main">
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
            type="button"
            className="tsu-icon-button shell__menu"
            aria-label="Open navigation"
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <Icon name="menu" size={22} />
          </button>
          <div className="shell__spacer" />
          <div className="user-menu">
            <button
              type="button"
              className="user-menu__button"
              aria-haspopup="menu"
              aria-expanded={userMenu}
              onClick={() => setUserMenu(!userMenu)}
            >
              <span className="user-menu__avatar" aria-hidden="true">
                {(user?.name ?? '?').trim().charAt(0).toUpperCase()}
              </span>
              <span className="user-menu__name">{user?.name}</span>
              <Icon name="chevronDown" size={16} />
            </button>
            {userMenu && (
              <div className="user-menu__list" role="menu" onClick={() => setUserMenu(false)}>
                {menu?.map((item) => (
                  <NavLink key={item.to} to={item.to} role="menuitem" className="user-menu__item">
                    <Icon name={item.icon} size={16} />
                    {item.label}
                  </NavLink>
                ))}
                <button type="button" role="menuitem" className="user-menu__item" onClick={out}>
                  <Icon name="logout" size={16} />
                  Signout
                </button>
              </div>
            )}
          </div>
        </header>
        <main id="main" className="shell__main">
          {children}
        </main>
      </div>
    </div>
  );
}
