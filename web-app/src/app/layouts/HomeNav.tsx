import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button, Icon } from '@tongshu/web-ui';
import { useSession } from '../../shared/session/SessionProvider';
import { homeFor } from '../../shared/session/user';
import { Logo } from '../../shared/components/Logo';

/** Spec section 2: Pricing, then a Dashboard button when signed in, else Sign In and Sign Up. */
export function HomeNav({ transparent = false }: { readonly transparent?: boolean }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <header className={`home-nav${transparent ? ' home-nav--transparent' : ''}`}>
      <div className="tsu-container home-nav__bar">
        <Logo light={transparent} />
        <button
          type="button"
          className="home-nav__toggle"
          aria-expanded={open}
          aria-controls="home-nav-links"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'x' : 'menu'} size={22} />
        </button>
        <nav
          id="home-nav-links"
          className={`home-nav__links${open ? ' home-nav__links--open' : ''}`}
        >
          <NavLink to="/pricing" className="home-nav__link" onClick={close}>
            Pricing
          </NavLink>
          <NavLink to="/contact" className="home-nav__link" onClick={close}>
            Contact
          </NavLink>
          {user ? (
            <Button to={homeFor(user)} variant={transparent ? 'light' : 'primary'} size="sm">
              Dashboard
            </Button>
          ) : (
            <>
              <Link to="/signin" className="home-nav__link" onClick={close}>
                Sign In
              </Link>
              <Button to="/signup" variant={transparent ? 'light' : 'primary'} size="sm">
                Sign Up
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
