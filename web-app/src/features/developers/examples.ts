/**
 * The code the developers page shows, written for the origin the page is served from so a reader
 * can paste it as it stands. The dates and births are examples, not defaults.
 */

/** The almanac day of 27 November 2026 on London's clock. */
const DAY_PATH = '/api/v1/almanac/2026-11-27?zone=Europe/London';

/** A Bazi chart for a birth at 14:30 in London on 17 May 1990. */
const BIRTH = { date: '1990-05-17', time: '14:30', zone: 'Europe/London', gender: 'female' };

export interface Example {
  readonly id: string;
  readonly title: string;
  readonly code: string;
}

export function almanacExamples(origin: string): Example[] {
  return [
    {
      id: 'almanac-curl',
      title: 'The almanac day with curl',
      code: `curl -H "Authorization: Bearer $TONGSHU_KEY" \\
  "${origin}${DAY_PATH}"`,
    },
    {
      id: 'almanac-js',
      title: 'The almanac day in JavaScript (fetch)',
      code: `const answer = await fetch('${origin}${DAY_PATH}', {
  headers: { Authorization: \`Bearer \${process.env.TONGSHU_KEY}\` },
});
if (!answer.ok) {
  // 400: { message, inputError } names the field; 429: wait Retry-After seconds.
  const { message, inputError } = await answer.json();
  throw new Error(\`\${answer.status} \${inputError ?? ''}: \${message}\`);
}
const day = await answer.json();
console.log(day.date, day.officer.en, day.officer.zh);`,
    },
  ];
}

/**
 * `curl` asking `url` with the key from the environment, each query field URL-encoded by curl
 * (`-G` puts them in the query, whatever the method).
 */
export function curlCommand(
  url: string,
  query: readonly (readonly [string, string])[],
  method = 'GET',
): string {
  const ask = method === 'GET' ? '-G' : `-G -X ${method}`;
  return [
    `curl ${ask} -H "Authorization: Bearer $TONGSHU_KEY" "${url}"`,
    ...query.map(([name, value]) => `  --data-urlencode "${name}=${value}"`),
  ].join(' \\\n');
}

export function baziExamples(origin: string): Example[] {
  return [
    {
      id: 'bazi-curl',
      title: 'A Bazi chart with curl',
      code: curlCommand(`${origin}/api/v1/bazi`, Object.entries(BIRTH)),
    },
    {
      id: 'bazi-js',
      title: 'A Bazi chart in JavaScript (fetch)',
      code: `const query = new URLSearchParams(${JSON.stringify(BIRTH, null, 2)});
const answer = await fetch(\`${origin}/api/v1/bazi?\${query}\`, {
  headers: { Authorization: \`Bearer \${process.env.TONGSHU_KEY}\` },
});
const chart = await answer.json();`,
    },
  ];
}

/** An MCP client's configuration for the local server over stdio (no account, no key). */
export const MCP_STDIO = `{
  "mcpServers": {
    "tongshu": {
      "command": "npx",
      "args": ["tongshu", "mcp"]
    }
  }
}`;

/** An MCP client's configuration for the product's own server over HTTP (a key). */
export function mcpHttp(origin: string): string {
  return `{
  "mcpServers": {
    "tongshu-account": {
      "type": "http",
      "url": "${origin}/mcp",
      "headers": { "Authorization": "Bearer tsk_..." }
    }
  }
}`;
}

/** What a term looks like in every answer, and a 400's body. */
export const TERM_EXAMPLE = '{ "zh": "建", "en": "Establish" }';
export const ERROR_EXAMPLE =
  '{ "message": "Please give a date as YYYY-MM-DD, from 1900 to 2100", "inputError": "date" }';
