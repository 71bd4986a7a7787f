import { DEFAULT_ZONE } from '@tongshu/engine';
import type { Scope } from './endpoint';
import { ContractError } from './errors';

export const NEEDS_ACCOUNT =
  'Your people and kept selections need an account: use the HTTP server at /mcp with an API key';

const refuse = () => Promise.reject(new ContractError(403, NEEDS_ACCOUNT));

/**
 * The scope without an account (the stdio MCP server, `tongshu mcp`): China's clock by default,
 * the charts computed for anyone, as the CLI computes them, and no people to name.
 */
export function noAccountScope(zone = DEFAULT_ZONE): Scope {
  return {
    zone,
    subjectOf: refuse,
    person: refuse,
    people: refuse,
    selectionPeople: refuse,
    keptSelection: refuse,
    requireCharts: () => undefined,
  };
}
