/**
 * Jest's global set-up for the tests package: Chromium and redis-server are installed before any
 * test starts. On a fresh machine apt-get takes minutes, longer than a suite's hook may (the first
 * CI run on a new machine timed out in `beforeAll`); set-up has no timeout.
 */
import { ensureRedisServer } from '@tongshu/test-support';
import { ensureChromium } from './browserSupport';

export default function installTools(): void {
  ensureChromium();
  ensureRedisServer();
}
