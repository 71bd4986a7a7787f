import { ENDPOINTS } from '../endpoints';
import { answerOf, chartedFrom } from './answer';
import { ContractError } from './errors';
import { noAccountScope } from './noAccountScope';
import { parseInput } from './parse';

const scope = noAccountScope();

/** The endpoint named `name` answering `query` as every door does. */
function answer(name: string, query: Record<string, string>) {
  const endpoint = ENDPOINTS.find((candidate) => candidate.name === name);
  if (!endpoint) throw new Error(`no endpoint ${name}`);
  return answerOf(endpoint, parseInput(endpoint.request, query), scope);
}

describe('answerOf: the engine’s years at every door (issue 42)', () => {
  it('answers a chart that reaches 1899 from 1900-01-01 as a 400 on the date', async () => {
    const edges: [string, Record<string, string>][] = [
      ['compare_schools_qimen', { kind: 'hour', date: '1900-01-01', time: '00:00' }],
      ['three_victory_days', { date: '1900-01-01', time: '00:00', gender: 'male', year: '1900' }],
      ['qimen_hour', { date: '19000101', time: '00:00' }],
    ];
    for (const [name, query] of edges) {
      const refused = answer(name, query);
      await expect(refused).rejects.toBeInstanceOf(ContractError);
      await expect(refused).rejects.toMatchObject({ status: 400, inputError: 'date' });
    }
    // The day itself charts: only what reaches out of the years is refused.
    await expect(answer('qimen_hour', { date: '1900-01-01', time: '03:00' })).resolves.toBeTruthy();
  });

  it('names the person before the fields, whose stored birth the chart was drawn from', () => {
    expect(chartedFrom({ person: 'me', date: '2026-11-28' })).toBe('person');
    expect(chartedFrom({ births: '1900-01-01', from: '1900-01-01' })).toBe('births');
  });
});

describe('a zone given by its city or misspelt (walk finding: the CLI suggested, the API did not)', () => {
  const refusal = (name: string, query: Record<string, string>) => {
    const endpoint = ENDPOINTS.find((candidate) => candidate.name === name);
    if (!endpoint) throw new Error(`no endpoint ${name}`);
    try {
      parseInput(endpoint.request, query);
    } catch (error) {
      return error;
    }
    throw new Error(`${name} took ${JSON.stringify(query)}`);
  };

  it('is a 400 on the field whose message says "Did you mean" as the CLI does', () => {
    expect(refusal('almanac_day', { date: '2026-11-28', zone: 'Berlin' })).toMatchObject({
      status: 400,
      inputError: 'zone',
      message: expect.stringMatching(/such as \+08:00\. Did you mean Europe\/Berlin\?$/),
    });
    expect(
      refusal('select_dates', {
        activity: 'Marriage',
        from: '2027-01-01',
        to: '2027-01-31',
        births: '1988-02-11,1990-05-01T08:30@Europe/Berln',
      }),
    ).toMatchObject({
      status: 400,
      inputError: 'births',
      message: expect.stringMatching(/Did you mean Europe\/Berlin\?$/),
    });
  });

  it('keeps the plain message when no zone is near', () => {
    const refused = refusal('almanac_day', { date: '2026-11-28', zone: 'Mars/Olympus_Mons' });
    expect(refused).toMatchObject({ status: 400, inputError: 'zone' });
    expect((refused as Error).message).not.toContain('Did you mean');
  });
});
