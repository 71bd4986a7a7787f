/**
 * The schools in a reader's words (walk of 2026-11-28): a person's form cited code names such as
 * "tyme4ts DefaultEightCharProvider" and "QMFlyTypeLunarReverse", and the chart's "Where schools
 * differ" said the Compendium of the Three Lives four times in one source line.
 */
import { screen, within } from '@testing-library/react';
import { SCHOOL_OPTIONS, baziChart, baziDifferences, parseBirth } from '@tongshu/engine';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';
import { schoolFields } from './schoolFields';

/** camelCase or PascalCase identifiers (getYearInGanZhi, QMFlyType...), or an issue number. */
const CODE_NAME = /\b[a-z]+[A-Z]\w*|\b[A-Z]+[a-z]+[A-Z]\w*|#\d/;

it('describes every school choice without code names', () => {
  const fields = schoolFields(SCHOOL_OPTIONS, {});
  const descriptions = Object.values(fields).flatMap((field) =>
    (field.options ?? []).map((option) =>
      typeof option === 'string' ? option : String(option.description),
    ),
  );
  expect(descriptions.length).toBeGreaterThan(10);
  expect(descriptions.filter((words) => CODE_NAME.test(words))).toEqual([]);
});

it('names each book once in the source of a difference', async () => {
  const birth = parseBirth('1995-05-15', '23:30', 'female');
  signedInAs(testUser({ bz_chart: JSON.stringify(baziChart(birth)) }));
  fakeServer((call) =>
    call.url === '/api/schools/bazi' ? { body: { data: baziDifferences(birth) } } : { body: {} },
  );
  renderApp('/account');
  // By text, not by role: a role query walks the whole page (the zone list) at every poll.
  const heading = await screen.findByText('luck start', { selector: 'h3' }, { timeout: 5000 });
  const luck = heading.closest('section') as HTMLElement;
  const source = within(luck).getByText(/^Source:/).textContent ?? '';
  expect(source.split('Compendium of the Three Lives')).toHaveLength(2);
  expect(source).not.toMatch(CODE_NAME);
});
