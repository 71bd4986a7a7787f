/** jest/sequencer.js starts the files that drive chromium first, unit tests last. */
import { groupOf } from '../../../jest/sequencer';

describe('groupOf', () => {
  it('puts the browser and accessibility suites first, other end-to-end files next', () => {
    expect(groupOf('/repo/tests/src/accessibility/pagesOperator.test.ts')).toBe(0);
    expect(groupOf('/repo/tests/src/browser/select.test.ts')).toBe(0);
    expect(groupOf('/repo/tests/src/security/sessions.test.ts')).toBe(1);
    expect(groupOf('/repo/engine/src/calendar/lunarDayFacts.test.ts')).toBe(2);
    expect(groupOf('/repo/web-app/src/features/select/select.test.tsx')).toBe(2);
  });
});
