/**
 * Loads web-admin's mission control at run time: the remote `mission_control` is registered with
 * the federation runtime only here, when /missioncontrol/* opens, so no other page ever requests
 * /mc/remoteEntry.js (a remote declared in the build config is fetched at start-up to negotiate
 * shared modules). The remote exposes `./App`.
 */
import type { ComponentType } from 'react';
import { getInstance } from '@module-federation/enhanced/runtime';

export const MISSION_CONTROL_ENTRY = '/mc/remoteEntry.js';

/** What web-admin's `App` takes (web-admin/src/types.ts, `MissionControlProps`). */
export interface MissionControlProps {
  readonly basePath: string;
  readonly onImpersonate: (impersonation: {
    readonly token: string;
    readonly user: Readonly<Record<string, unknown>>;
  }) => void;
}

export interface MissionControlModule {
  readonly default: ComponentType<MissionControlProps>;
}

const isComponent = (value: unknown) =>
  typeof value === 'function' ||
  (typeof value === 'object' && value !== null && '$$typeof' in value);

let loading: Promise<MissionControlModule> | undefined;

/** Loads the remote once per page view; a failure stays a failure until the page reloads. */
export function loadMissionControl(): Promise<MissionControlModule> {
  loading ??= load();
  return loading;
}

async function load(): Promise<MissionControlModule> {
  const federation = getInstance();
  if (!federation) throw new Error('The module federation runtime is not available');
  federation.registerRemotes([
    {
      name: 'mission_control',
      entry: new URL(MISSION_CONTROL_ENTRY, window.location.origin).href,
    },
  ]);
  const remote = await federation.loadRemote<MissionControlModule>('mission_control/App');
  if (!remote || !isComponent(remote.default)) {
    throw new Error('Mission control is not available');
  }
  return remote;
}
