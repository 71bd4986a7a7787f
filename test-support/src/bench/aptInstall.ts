import { execFileSync } from 'node:child_process';

/** Installs Debian packages a suite needs on a fresh machine (the suites run as root there). */
export function aptInstall(packages: readonly string[]): void {
  execFileSync('apt-get', ['install', '-y', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
