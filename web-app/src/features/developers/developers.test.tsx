/**
 * Issue 36, /developers: open to everyone, it explains keys, limits, errors and the shapes in
 * words, with curl and fetch examples for the almanac day and a Bazi chart and both MCP
 * configurations, then mounts Scalar on the served OpenAPI document with nothing of Scalar's
 * hosts (fonts, telemetry, agent, MCP button). Scalar itself is a stand-in here: jsdom runs no
 * script; the browser check is in docs/api.md.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderApp } from '../../testing/renderApp';

const created: { element: Element; configuration: Record<string, unknown> }[] = [];
const destroyed: number[] = [];

jest.mock('./loadScalar', () => ({
  loadScalar: async () => ({
    createApiReference(element: Element, configuration: Record<string, unknown>) {
      created.push({ element, configuration });
      element.innerHTML = '<main aria-label="API documentation">GET /api/v1/almanac/{date}</main>';
      (configuration.onLoaded as () => void)();
      return { destroy: () => destroyed.push(created.length) };
    },
  }),
}));

beforeEach(() => {
  created.length = 0;
  destroyed.length = 0;
});

it('explains keys, limits, errors and shapes, signed out, and is linked from the footer', async () => {
  fakeServer(() => ({ body: {} }));
  renderApp('/developers');
  expect(await screen.findByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
  const guide = screen.getByRole('heading', { name: 'Get a key' }).closest('section');
  expect(guide).toHaveTextContent(/shown once/);
  expect(within(guide as HTMLElement).getByRole('link', { name: 'API keys' })).toHaveAttribute(
    'href',
    '/account/keys',
  );
  expect(guide).toHaveTextContent('Authorization: Bearer tsk_...');
  expect(guide).toHaveTextContent(/429 Too Many Requests.*Retry-After/);
  expect(guide).toHaveTextContent(/"inputError": "date"/);
  expect(guide).toHaveTextContent('{ "zh": "建", "en": "Establish" }');
  expect(guide).toHaveTextContent(/IANA names such as Europe\/London/);
  expect(guide).toHaveTextContent(/YYYY-MM-DD/);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('link', { name: 'Developers' })).toHaveAttribute(
    'href',
    '/developers',
  );
});

it('gives curl and fetch examples for the almanac day and a Bazi chart, on this origin', async () => {
  fakeServer(() => ({ body: {} }));
  renderApp('/developers');
  const code = (title: string) =>
    screen.getByRole('figure', { name: title }).querySelector('pre')?.textContent ?? '';
  await screen.findByRole('heading', { name: 'Examples' });
  const origin = window.location.origin;
  expect(code('The almanac day with curl')).toContain(
    `curl -H "Authorization: Bearer $TONGSHU_KEY"`,
  );
  expect(code('The almanac day with curl')).toContain(
    `${origin}/api/v1/almanac/2026-11-27?zone=Europe/London`,
  );
  expect(code('The almanac day in JavaScript (fetch)')).toMatch(
    /await fetch\('.*\/api\/v1\/almanac\/2026-11-27[^']*', \{\n {2}headers: \{ Authorization: `Bearer/,
  );
  expect(code('A Bazi chart with curl')).toContain(`"${origin}/api/v1/bazi"`);
  expect(code('A Bazi chart with curl')).toContain('--data-urlencode "zone=Europe/London"');
  expect(code('A Bazi chart in JavaScript (fetch)')).toContain('new URLSearchParams(');
  expect(code('A Bazi chart in JavaScript (fetch)')).toContain('"gender": "female"');
  const stdio = JSON.parse(code('MCP client configuration (stdio)'));
  expect(stdio.mcpServers.tongshu).toEqual({ command: 'npx', args: ['tongshu', 'mcp'] });
  const http = JSON.parse(code('MCP client configuration (HTTP)'));
  expect(http.mcpServers['tongshu-account']).toEqual({
    type: 'http',
    url: `${origin}/mcp`,
    headers: { Authorization: 'Bearer tsk_...' },
  });
});

const DOCUMENT = { openapi: '3.1.0', info: { title: 'Tongshu', version: '1.0.0' }, paths: {} };

it('mounts the reference on /api/v1/openapi.json with none of Scalar’s hosts, and destroys it on leaving', async () => {
  const calls = fakeServer((call) =>
    call.url === '/api/v1/openapi.json' ? { body: DOCUMENT } : { body: {} },
  );
  const { unmount } = renderApp('/developers');
  await waitFor(() => expect(created).toHaveLength(1));
  expect(calls).toContainEqual(
    expect.objectContaining({ method: 'GET', url: '/api/v1/openapi.json' }),
  );
  const { element, configuration } = created[0]!;
  expect(configuration).toMatchObject({
    content: DOCUMENT,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
  });
  // Scalar's own <main> becomes a region of ours, and the loader goes once it has the document.
  await waitFor(() =>
    expect(screen.queryByText('Loading the API reference')).not.toBeInTheDocument(),
  );
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(within(element as HTMLElement).getByRole('region')).toHaveTextContent('/api/v1/almanac');
  unmount();
  expect(destroyed).toEqual([1]);
});

it('says so, with the document’s address, when the document cannot be had', async () => {
  fakeServer((call) =>
    call.url === '/api/v1/openapi.json' ? { status: 503, body: { message: 'Down' } } : { body: {} },
  );
  renderApp('/developers');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The reference could not load.');
  expect(within(alert).getByRole('link', { name: '/api/v1/openapi.json' })).toBeInTheDocument();
  expect(created).toHaveLength(0);
});
