/**
 * Issue 36, /developers: open to everyone, it explains keys, limits, errors and the shapes in
 * words, with curl and fetch examples for the almanac day and a Bazi chart and both MCP
 * configurations. Issue 46: then our own reference drawn from the served OpenAPI document, here
 * the contract's own document (the one the bff serves): every operation in the contents and in
 * the page, with its parameters, answers, schemas and a curl line.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENDPOINTS, openApiDocument } from '@tongshu/contract';
import { fakeServer, renderApp } from '../../testing/renderApp';
import type { OpenApiDocument } from './openapi';

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: jest.fn(async () => undefined) },
  });
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

const served = (document: unknown) =>
  fakeServer((call) => (call.url === '/api/v1/openapi.json' ? { body: document } : { body: {} }));

/** The reference once drawn: the contents (a nav) and the operations beside them. */
async function reference() {
  const contents = await screen.findByRole('navigation', { name: 'Operations' });
  return { contents, page: contents.closest('.developers__reference') as HTMLElement };
}

it('draws every operation of the served document, listed by tag in the contents', async () => {
  const origin = window.location.origin;
  const document = openApiDocument(ENDPOINTS, origin) as unknown as OpenApiDocument;
  const calls = served(document);
  renderApp('/developers');
  const { contents, page } = await reference();
  expect(calls).toContainEqual(
    expect.objectContaining({ method: 'GET', url: '/api/v1/openapi.json' }),
  );
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
  expect(operations.length).toBe(ENDPOINTS.length);
  for (const { path, method, operation } of operations) {
    const summary = operation.summary ?? '';
    // The contents link to the operation's heading (found by its id: a role query over the
    // whole reference, once per operation, took seconds).
    const link = within(contents).getByRole('link', { name: summary });
    const heading = page.querySelector(link.getAttribute('href') ?? '');
    expect(heading?.tagName).toBe('H4');
    expect(heading).toHaveTextContent(summary);
    const section = heading?.closest('article') as HTMLElement;
    expect(section).toHaveTextContent(`${method.toUpperCase()} ${path}`);
    // Each parameter a row of its table, by name.
    const parameters = operation.parameters ?? [];
    if (parameters.length > 0) {
      const table = within(section).getByRole('table', {
        name: `Parameters of ${method.toUpperCase()} ${path}`,
      });
      const names = within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      expect(names).toEqual(parameters.map((parameter) => parameter.name));
    }
    for (const status of Object.keys(operation.responses ?? {})) {
      expect(within(section).getByText(status, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(
      within(section).getByRole('figure', { name: `${method.toUpperCase()} ${path} with curl` }),
    ).toBeInTheDocument();
  }
  // Grouped by tag, in the document's order.
  expect(
    within(contents)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent),
  ).toEqual((document.tags ?? []).map((tag) => tag.name));
  // The key's header said once, and the document to download under its own name.
  expect(within(page).getAllByText('Authorization: Bearer tsk_…')).toHaveLength(1);
  expect(within(page).getByRole('link', { name: /Download the OpenAPI document/ })).toHaveAttribute(
    'download',
    'tongshu-api-v1.json',
  );
  expect(screen.getAllByRole('main')).toHaveLength(1);
});

it('shows an operation’s parameters, answers by schema name, nested fields and its curl line', async () => {
  const origin = window.location.origin;
  served(openApiDocument(ENDPOINTS, origin));
  renderApp('/developers');
  const { page } = await reference();
  const heading = within(page).getByRole('heading', { level: 4, name: /^The almanac day/ });
  const almanac = heading.closest('article') as HTMLElement;
  const table = within(almanac).getByRole('table', { name: /^Parameters of GET/ });
  const date = within(table).getByRole('row', { name: /^date path yes/ });
  expect(date).toHaveTextContent('string (date)');
  expect(date).toHaveTextContent('2026-11-27');
  // Backticks in a description are code.
  expect(almanac.querySelector('p code')).not.toBeNull();
  // The answer by its component's name; its fields drawn once opened, a $ref among them too.
  const answer = within(almanac).getByText('AlmanacDay', { selector: 'summary code' });
  expect(within(almanac).queryByText('officer')).not.toBeInTheDocument();
  await userEvent.click(answer);
  const officer = await within(almanac).findByText('officer', { selector: 'code' });
  expect(officer.closest('summary')).toHaveTextContent('officer Term required');
  await userEvent.click(officer);
  expect(await within(almanac).findByText('Its English')).toBeInTheDocument();
  const curl = within(almanac).getByRole('figure', { name: /with curl$/ });
  expect(curl.querySelector('pre')?.textContent).toBe(
    `curl -G -H "Authorization: Bearer $TONGSHU_KEY" "${origin}/api/v1/almanac/2026-11-27" \\\n` +
      '  --data-urlencode "zone=Europe/Berlin"',
  );
  await userEvent.click(within(curl).getByRole('button', { name: /^Copy GET/ }));
  expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
    curl.querySelector('pre')?.textContent,
  );
  expect(await screen.findByText(/^Copied: GET/)).toBeInTheDocument();
});

it('draws a request body, and a placeholder for a path parameter with no example', async () => {
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Notes', version: '1.0.0' },
    paths: {
      '/api/v1/notes/{id}': {
        post: {
          summary: 'Keep a note',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Note' } } },
          },
          responses: { '204': { description: 'Kept' } },
        },
      },
    },
    components: {
      schemas: { Note: { type: 'object', properties: { text: { type: 'string' } } } },
    },
  };
  served(document);
  renderApp('/developers');
  const { contents, page } = await reference();
  expect(within(contents).getByRole('heading', { name: 'Other' })).toBeInTheDocument();
  expect(
    within(page).getByRole('heading', { level: 5, name: 'Request body (required)' }),
  ).toBeInTheDocument();
  expect(within(page).getByText('Note', { selector: 'summary code' })).toBeInTheDocument();
  const curl = within(page).getByRole('figure', { name: 'POST /api/v1/notes/{id} with curl' });
  expect(curl).toHaveTextContent(
    `curl -G -X POST -H "Authorization: Bearer $TONGSHU_KEY" "${window.location.origin}/api/v1/notes/<id>"`,
  );
});

it('says so, with the document’s address, when the document cannot be had', async () => {
  fakeServer((call) =>
    call.url === '/api/v1/openapi.json' ? { status: 503, body: { message: 'Down' } } : { body: {} },
  );
  renderApp('/developers');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The reference could not load.');
  expect(within(alert).getByRole('link', { name: '/api/v1/openapi.json' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByText('Loading the API reference')).not.toBeInTheDocument(),
  );
});
