/**
 * Jest's global set-up for the tests package: Chromium, redis-server and khal (the calendar client
 * the selection's export is read with) are installed before any test starts. On a fresh machine
 * apt-get takes minutes, longer than a suite's hook may (the first CI run on a new machine timed
 * out in `beforeAll`); set-up has no timeout.
 */
import { ensureRedisServer } from '@tongshu/test-support';
import { ensureKhal } from '../support/khal';
import { ensureChromium } from './browserSupport';

export default function installTools(): void {
  ensureChromium();
  ensureRedisServer();
  ensureKhal();
}
