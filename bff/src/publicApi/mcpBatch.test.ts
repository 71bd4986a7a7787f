/**
 * How /mcp serves a batch (issue 42): one call at a time when every message is well formed, the
 * batch whole otherwise (the transport refuses it); the answer joined as text, the refused calls'
 * limit errors after the served answers, JSON-RPC's batch answer (an array) either way.
 */
import { batchText, LIMITED, oneByOne, rpcError } from './mcpBatch';

const call = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'almanac_day', arguments: { date: '2026-11-28' } },
});
const initialize = {
  jsonrpc: '2.0',
  id: 9,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 't', version: '1' },
  },
};

describe('an MCP batch', () => {
  it('is served call by call only when each message is well formed and none initializes', () => {
    expect(oneByOne([call(1), call(2)])).toBe(true);
    expect(oneByOne([initialize])).toBe(true);
    expect(oneByOne(call(1))).toBe(false);
    expect(oneByOne([call(1), { jsonrpc: '2.0', id: 2 }])).toBe(false);
    expect(oneByOne([initialize, call(1)])).toBe(false);
  });

  it('joins the answers as written and the refused calls after them, as one array', () => {
    const one = JSON.stringify({ jsonrpc: '2.0', id: 1, result: { content: [] } });
    const two = JSON.stringify([{ jsonrpc: '2.0', id: 2, result: { content: [] } }]);
    const refused = [rpcError(3, LIMITED, 'Too many calls')];
    expect(JSON.parse(batchText([one, two], refused))).toEqual([
      JSON.parse(one),
      ...(JSON.parse(two) as unknown[]),
      refused[0],
    ]);
    expect(JSON.parse(batchText([], refused))).toEqual(refused);
    expect(JSON.parse(batchText(['[]'], []))).toEqual([]);
  });
});
