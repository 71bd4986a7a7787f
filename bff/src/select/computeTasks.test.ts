/**
 * The compute pool's tasks as a worker runs them (selectionWorker.ts), their requests copied with
 * structuredClone as a worker's message is: a school comparison is the contract's own
 * (`schoolDifferences`, whose values contract/src/schools and bff/src/schools hold to
 * lunar-javascript), and the engine's refusals come back as values naming what they name.
 */
import { parseCivilDate, natalBirthOf, type Birth } from '@tongshu/engine';
import { schoolDifferences, type SchoolsRequest } from '@tongshu/contract';
import { schools, victory } from './selectionWorker';

const BIRTH: Birth = {
  date: parseCivilDate('2024-03-10'),
  time: { hour: 23, minute: 30 },
  gender: 'male',
};

describe('the compute pool’s tasks', () => {
  it('compares schools as the contract does, for each chart', () => {
    const requests: SchoolsRequest[] = [
      { chart: 'bazi', birth: BIRTH, options: { zone: 'Asia/Shanghai' } },
      { chart: 'day', date: parseCivilDate('2026-02-10'), school: { yearStart: 'lichun' } },
      {
        chart: 'qimen',
        kind: 'hour',
        at: { ...parseCivilDate('2026-11-22'), hour: 13, minute: 10 },
        options: { zone: 'Asia/Shanghai' },
      },
    ];
    for (const request of requests) {
      const outcome = schools(structuredClone(request));
      expect(outcome).toEqual({ value: schoolDifferences(request) });
    }
  });

  it('gives a chart outside 1900..2100 back as its year, and a birth without its hour as words', () => {
    const edge = { ...parseCivilDate('1900-01-01'), hour: 0, minute: 0 };
    expect(schools({ chart: 'qimen', kind: 'hour', at: edge, options: {} })).toEqual({
      outOfRange: 1899,
    });
    const noHour = natalBirthOf({ ...BIRTH, timeUnknown: true }, {});
    const refused = victory({ birth: noHour, gender: 'male', year: 2026 });
    expect(refused).toEqual({ rangeError: expect.stringMatching(/hour/i) });
  });
});
