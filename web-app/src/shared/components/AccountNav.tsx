import { NavLink } from 'react-router';
import { useSession } from '../session/SessionProvider';
import { canActAs } from '../session/user';

/**
 * Spec section 2: Profile, Password, Billing (owners only), Users (admins only); People (issue
 * 23), the people a user selects days for; Household (issue 44), their calendar; API Keys (issue 36, admins only). The Users item
 * shows for every admin, as decided in docs/web.md: the spec's extra rule ("only when the user's
 * name equals the main account name") would hide the page from every invited admin, whose name is
 * never the account's, although spec section 6 lets every admin invite, edit and delete users.
 */
export function AccountNav() {
  const { user, permissions } = useSession();
  if (!user) return null;
  // The server's flags once read (a role changed since sign-in), the stored role until then.
  const may = (role: 'owner' | 'admin') => permissions?.[role] ?? canActAs(user.permission, role);
  const items = [
    { label: 'Profile', to: '/account', end: true },
    { label: 'Password', to: '/account/password', end: false },
    { label: 'People', to: '/account/people', end: false },
    { label: 'Household', to: '/account/household', end: false },
    ...(may('owner') && user.permission !== 'master'
      ? [{ label: 'Billing', to: '/account/billing', end: false }]
      : []),
    ...(may('admin')
      ? [
          { label: 'Users', to: '/account/users', end: false },
          { label: 'API Keys', to: '/account/keys', end: false },
        ]
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
