/**
 * Jest's global set-up for the tests package: Chromium is installed before any test starts. On a
 * fresh machine apt-get takes minutes, longer than a browser suite's hook may (the first CI run on
 * a new machine timed out in `beforeAll`); set-up has no timeout.
 */
import { ensureChromium } from './browserSupport';

export default function installChromium(): void {
  ensureChromium();
}
