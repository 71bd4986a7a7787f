/**
 * Mission control (spec sections 2 and 6): the operator pages, exposed to the host as
 * `mission_control/App`. The host mounts it under `missioncontrol/*` inside its admin layout,
 * router, session and UI kit, and only for master users; the bff refuses every call to anyone else.
 */
import { Navigate, Route, Routes } from 'react-router';
import Accounts from './pages/Accounts';
import Dashboard from './pages/Dashboard';
import Feedback from './pages/Feedback';
import Settings from './pages/Settings';
import Users from './pages/Users';
import type { MissionControlProps } from './types';

export type { MissionControlProps, Impersonation } from './types';

export default function MissionControlApp({ basePath, onImpersonate }: MissionControlProps) {
  return (
    <Routes>
      <Route path="dashboard" element={<Dashboard basePath={basePath} />} />
      <Route path="feedback" element={<Feedback />} />
      <Route path="accounts" element={<Accounts />} />
      <Route path="users" element={<Users onImpersonate={onImpersonate} />} />
      <Route path="settings" element={<Settings />} />
      <Route path="*" element={<Navigate to={`${basePath}/dashboard`} replace />} />
    </Routes>
  );
}
