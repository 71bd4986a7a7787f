import { NavLink } from 'react-router';
import { useSession } from '../../session/SessionProvider';
import { canActAs } from '../../session/user';

/**
 * Spec section 2: Profile, Password, Billing (owners only), Users (admins; the spec's extra rule,
 * "the user's name equals the main account name", needs an account name the API does not send).
 */
export function AccountNav() {
  const { user } = useSession();
  if (!user) return null;
  const items = [
    { label: 'Profile', to: '/account', end: true },
    { label: 'Password', to: '/account/password', end: false },
    ...(canActAs(user.permission, 'owner') && user.permission !== 'master'
      ? [{ label: 'Billing', to: '/account/billing', end: false }]
      : []),
    ...(canActAs(user.permission, 'admin')
      ? [{ label: 'Users', to: '/account/users', end: false }]
      : []),
  ];
  return (
    <nav className="subnav" aria-label="Account">
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="subnav__link">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
