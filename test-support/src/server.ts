/**
 * The in-process test server (the bff's app on a fresh database) and what tests drive it with:
 * accounts made through it, the Stripe-shaped server, and the MCP tools' checks.
 */
export * from './testing/accounts';
export * from './testing/fakeStripe';
export * from './testing/testServer';
export * from './testing/mcpTools';
