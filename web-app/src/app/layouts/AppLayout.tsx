import { Outlet } from 'react-router';
import { ImpersonationBanner } from './ImpersonationBanner';
import { useSession } from '../../shared/session/SessionProvider';
import { Shell, type NavItem } from './Sidebar';

/**
 * The signed-in app (spec section 2): Dashboard, Account, Tong Shu, Date Selection (issue 23),
 * Flying Stars (issue 43), Help;
 * internal-team users also
 * see the 3VV list and the four QM charts; users with a reference_code see Referral.
 */
export function appNavigation(user: {
  readonly internal_team: boolean;
  readonly reference_code: string | null;
}): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', to: '/dashboard', icon: 'home' },
    { label: 'Account', to: '/account', icon: 'user' },
    { label: 'Tong Shu', to: '/tongshu', icon: 'book' },
    // A Pro feature: marked, so a lower plan knows before pressing Find days.
    { label: 'Date Selection', to: '/select', icon: 'calendar', plan: 'Pro' },
    { label: 'Flying Stars', to: '/flyingstars', icon: 'compass', plan: 'Pro' },
    { label: 'Help', to: '/help', icon: 'help' },
  ];
  if (user.internal_team) {
    items.push(
      { label: '3VV List', to: '/the3vvlist', icon: 'list' },
      { label: 'QM Hour Chart', to: '/theqmhourchart', icon: 'clock' },
      { label: 'QM Day Chart', to: '/theqmdaychart', icon: 'sun' },
      { label: 'QM Month Chart', to: '/theqmmonthchart', icon: 'moon' },
      { label: 'QM Year Chart', to: '/theqmyearchart', icon: 'calendar' },
    );
  }
  if (user.reference_code)
    items.push({ label: 'Referral', to: '/referraldashboard', icon: 'share' });
  return items;
}

export function AppLayout() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Shell
      items={appNavigation(user)}
      home="/dashboard"
      menu={[{ label: 'Account Settings', to: '/account', icon: 'settings' }]}
    >
      <ImpersonationBanner />
      <Outlet />
    </Shell>
  );
}
