import { Outlet } from 'react-router';
import { Shell, type NavItem } from './Sidebar';

/**
 * Mission control's frame (spec section 2): Dashboard, Feedback, Accounts, Users and Signout, plus
 * Settings (video addresses, the analytics property), which the spec's "not shown" leaves to us.
 */
export const ADMIN_NAVIGATION: readonly NavItem[] = [
  { label: 'Dashboard', to: '/missioncontrol/dashboard', icon: 'grid' },
  { label: 'Feedback', to: '/missioncontrol/feedback', icon: 'heart' },
  { label: 'Accounts', to: '/missioncontrol/accounts', icon: 'layers' },
  { label: 'Users', to: '/missioncontrol/users', icon: 'user' },
  { label: 'Settings', to: '/missioncontrol/settings', icon: 'settings' },
];

export function AdminLayout() {
  return (
    <Shell items={ADMIN_NAVIGATION} home="/missioncontrol/dashboard">
      <Outlet />
    </Shell>
  );
}
