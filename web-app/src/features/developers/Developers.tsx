import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card, Loader, PageHeader } from '@tongshu/web-ui';
import { CodeBlock } from './CodeBlock';
import {
  almanacExamples,
  baziExamples,
  ERROR_EXAMPLE,
  MCP_STDIO,
  mcpHttp,
  TERM_EXAMPLE,
} from './examples';
import './developers.css';

/** The document every v1 answer validates against; the reference below is drawn from it. */
export const OPENAPI_URL = '/api/v1/openapi.json';
/** The name the document downloads under (the served path would save as "openapi.json"). */
const OPENAPI_FILE = 'tongshu-api-v1.json';

// The renderer is a chunk of its own, and its script loads only when this page shows it.
const ApiReference = lazy(() =>
  import('./ApiReference').then((module) => ({ default: module.ApiReference })),
);

function Guide({ origin }: { readonly origin: string }) {
  return (
    <Card className="prose developers__guide">
      <h2 id="keys">Get a key</h2>
      <p>
        An account owner or admin on the Pro plan creates keys on the{' '}
        <Link to="/account/keys">API keys</Link> page of their account. A key is shown once, when it
        is made: copy it then. We keep only a hash of it, so we cannot show it again; revoke a key
        there as soon as you no longer need it or it may have leaked. A key reads the people of the
        user who made it and nobody else&apos;s.
      </p>
      <h2 id="auth">Send it with every request</h2>
      <p>
        Every call to <code>/api/v1</code> (except the OpenAPI document) and to <code>/mcp</code>{' '}
        carries the key as a bearer token: <code>Authorization: Bearer tsk_...</code>. A missing,
        unknown or revoked key answers 401; an account no longer on Pro answers 402. Keys work on
        the public API only, never on the pages&apos; own API. Qi Men charts and the three victory
        days answer as the pages do: to accounts that have the charts, 403 to others.
      </p>
      <h2 id="limits">Limits</h2>
      <p>
        Each key may make 60 calls a minute, and each account 300 across all its keys, unless this
        installation sets other limits. Past it the answer is <code>429 Too Many Requests</code>{' '}
        with a <code>Retry-After</code> header: the seconds to wait before trying again.
      </p>
      <h2 id="errors">Errors</h2>
      <p>
        A request with a wrong field answers <code>400</code> with a <code>message</code> to show a
        person and an <code>inputError</code> naming the field:
      </p>
      <CodeBlock id="error-example" title="A 400 answer" code={ERROR_EXAMPLE} />
      <p>
        Other errors (401, 402, 403, 404, 429) have a <code>message</code> alone.
      </p>
      <h2 id="shapes">Dates, zones and terms</h2>
      <ul>
        <li>
          Dates are ISO 8601: a day is <code>YYYY-MM-DD</code>, an instant carries its offset (
          <code>2026-11-27T09:00:00+00:00</code>), a time of day is <code>HH:mm</code>.
        </li>
        <li>
          Zones are IANA names such as <code>Europe/London</code> or <code>America/New_York</code>.
          Hours and instants are on the clock of the <code>zone</code> you ask for; without one, on
          your profile&apos;s zone (and over stdio, which has no account, on China&apos;s,{' '}
          <code>Asia/Shanghai</code>).
        </li>
        <li>
          Every Chinese term comes with its English: <code>{TERM_EXAMPLE}</code>. The Chinese is
          fixed; the English wording may improve.
        </li>
      </ul>
      <h2 id="examples">Examples</h2>
      <p>
        The examples read your key from the environment: set it first with{' '}
        <code>export TONGSHU_KEY=tsk_…</code> (your key in place of <code>tsk_…</code>).
      </p>
      {[...almanacExamples(origin), ...baziExamples(origin)].map((example) => (
        <CodeBlock key={example.id} {...example} />
      ))}
      <h2 id="mcp">MCP: Tongshu in an AI assistant</h2>
      <p>
        Tongshu is also a Model Context Protocol server, so an assistant computes the almanac, Qi
        Men, Bazi and date selection with Tongshu&apos;s engine instead of guessing. Its tools
        answer both structured data and a short English sentence to quote.
      </p>
      <p>
        <strong>On your machine, over stdio</strong>: <code>npx tongshu mcp</code>, run in a copy of
        Tongshu&apos;s source code (after <code>npm ci</code>), computes locally with no account and
        no key.
      </p>
      <CodeBlock id="mcp-stdio" title="MCP client configuration (stdio)" code={MCP_STDIO} />
      <p>
        <strong>Over HTTP, with your account</strong>: <code>{origin}/mcp</code> with your key adds
        your people and your kept date selections to the same tools.
      </p>
      <CodeBlock id="mcp-http" title="MCP client configuration (HTTP)" code={mcpHttp(origin)} />
      <h2 id="versions">Versions</h2>
      <p>
        v1 is stable: it only grows. New fields and endpoints may appear, so ignore what you do not
        know; no field is renamed or removed. A breaking change would come as <code>/api/v2</code>,
        with v1 kept for at least twelve months and announced with <code>Deprecation</code> and{' '}
        <code>Sunset</code> headers before it goes.
      </p>
    </Card>
  );
}

/** /developers: how to use the public API and MCP, then the reference drawn from the document. */
export default function Developers() {
  const origin = window.location.origin;
  return (
    <div className="tsu-container page-section developers">
      <PageHeader
        title="Developers"
        subtitle="The Tongshu API and MCP server: the almanac, Qi Men Dun Jia, Bazi and date selection for your own tools."
      />
      <Guide origin={origin} />
      <section className="developers__reference-section" aria-labelledby="reference">
        <h2 id="reference">API reference</h2>
        <p>
          Drawn from the OpenAPI 3.1 document at <a href={OPENAPI_URL}>{OPENAPI_URL}</a>, the same
          schemas that check every request.
        </p>
        <Suspense fallback={<Loader label="Loading the API reference" />}>
          <ApiReference url={OPENAPI_URL} fileName={OPENAPI_FILE} origin={origin} />
        </Suspense>
      </section>
    </div>
  );
}
