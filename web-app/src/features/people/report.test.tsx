/**
 * Issue 45: "Report (PDF)" on a person's chart downloads the bff's report with the session's
 * bearer token (a plain link would send none), under the person's name; a refusal is shown.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderApp, signedInAs, testUser } from '../../testing/renderApp';

const ACTIVE = { body: { data: { status: 'active', plan: 'pro' } } };
const BO = {
  id: 'p1',
  name: 'Bo Li',
  gender: 1,
  birth_date: '1988-11-02',
  birth_time: '08:00',
  birth_place: null,
  birth_tz: 'Asia/Shanghai',
  dm: '庚',
  bz_chart: '',
};
const REPORT = '/api/people/p1/report.pdf';

/** The app's fake server, with the report answered as `answer` (a PDF's blob or a refusal). */
function serverWithReport(answer: Partial<Response>) {
  const calls = fakeServer((call) => {
    if (call.url === '/api/account/subscription') return ACTIVE;
    if (call.url === '/api/people') return { body: { data: [BO] } };
    return { body: {} };
  });
  const app = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== REPORT) return app(input, init);
    calls.push({ method: 'GET', url: REPORT, body: undefined, headers: init?.headers as never });
    return answer as Response;
  }) as typeof fetch;
  return calls;
}

describe('Report (PDF)', () => {
  const saved: string[] = [];
  beforeEach(() => {
    saved.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("downloads the person's report with the session's token, under the bff's name", async () => {
    signedInAs(testUser());
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const calls = serverWithReport({
      ok: true,
      status: 200,
      headers: new Headers({ 'content-disposition': 'attachment; filename="bo-li-report.pdf"' }),
      blob: async () => pdf,
    });
    renderApp('/account/people/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Report (PDF) of Bo Li' }));
    expect(await screen.findByRole('button', { name: 'Report (PDF) of Bo Li' })).toBeEnabled();
    const call = calls.find((one) => one.url === REPORT);
    expect(call?.headers).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /) });
    expect(saved).toEqual(['bo-li-report.pdf']);
  });

  it('shows the refusal when the plan has no reports', async () => {
    signedInAs(testUser());
    serverWithReport({
      ok: false,
      status: 402,
      json: async () => ({ message: 'Your subscription has ended' }),
    });
    renderApp('/account/people/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Report (PDF) of Bo Li' }));
    expect(await screen.findByText(/Your subscription has ended/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
