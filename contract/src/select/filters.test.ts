/**
 * select_dates with the filters (issue 45), as /api/v1/select and the MCP tool answer it: the
 * weekday of each kept date checked against Date's UTC weekday (ECMAScript's calendar), each best
 * hour inside the window on the asked clock (its ISO offset), 不将 days against tyme4ts's day gods,
 * and bad words refused before any day is judged, naming the field.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { SolarDay } from 'tyme4ts';
import { createComputeServer } from '../mcp';
import { noAccountScope } from '../shared/noAccountScope';
import { parseInput } from '../shared/parse';
import { ContractError } from '../shared/errors';
import { selectDatesEndpoint } from './endpoint';
import { SelectionSchema } from './schema';

const scope = noAccountScope();
const select = (query: Record<string, string>) =>
  selectDatesEndpoint.compute(parseInput(selectDatesEndpoint.request, query), scope);
const BASE = { activity: 'Marriage', from: '2027-03-01', to: '2027-08-31', zone: 'Europe/Berlin' };

describe('select_dates with filters', () => {
  it('keeps weekend days with their best hours within 09:00-18:00 on the asked clock', async () => {
    const answer = await select({ ...BASE, weekdays: 'sat,sun', hours: '09:00-18:00' });
    expect(SelectionSchema.safeParse(answer).success).toBe(true);
    expect(answer.days.length).toBeGreaterThan(0);
    for (const day of answer.days) {
      expect([0, 6]).toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
      expect(day.hours.length).toBeGreaterThan(0);
      for (const hour of day.hours) {
        // Berlin's summer clock: the ISO text is the wall time there.
        expect(hour.start.slice(11, 16) >= '09:00').toBe(true);
        expect(hour.end.slice(11, 16) <= '18:00').toBe(true);
      }
    }
    const codes = new Set(answer.refused.flatMap((day) => day.reasons.map((r) => r.code)));
    expect(codes).toContain('weekday');
  });

  it('keeps only 不将 days for a wedding, naming the source', async () => {
    const answer = await select({ ...BASE, bujiang: 'true' });
    expect(SelectionSchema.safeParse(answer).success).toBe(true);
    for (const day of answer.days) {
      const [y, m, d] = day.date.split('-').map(Number) as [number, number, number];
      const tyme = SolarDay.fromYmd(y, m, d).getSixtyCycleDay();
      const pillar = `${tyme.getMonth().getEarthBranch().getName()}${tyme.getSixtyCycle().getName()}`;
      // tyme4ts leaves 不将 out of the 申 month's 壬申 against the rule (engine buJiang.test.ts).
      if (pillar !== '申壬申') expect(tyme.getGods().map((god) => god.getName())).toContain('不将');
      const mark = day.reasons.find((reason) => reason.code === 'bujiang');
      expect(mark?.source).toMatch(/协纪辨方书/);
    }
  });

  it('refuses words it cannot read, naming the field, and 不将 for another activity', async () => {
    for (const [field, value] of [
      ['weekdays', 'funday'],
      ['hours', '25:00-26:00'],
      ['bujiang', 'yes'],
    ] as const) {
      expect(() => parseInput(selectDatesEndpoint.request, { ...BASE, [field]: value })).toThrow(
        expect.objectContaining({ inputError: field, message: expect.any(String) }),
      );
    }
    await expect(select({ ...BASE, activity: 'moving', bujiang: 'true' })).rejects.toMatchObject(
      new ContractError(
        400,
        'Bu Jiang days (不将日) are for weddings (嫁娶) only: ask bujiang with the Marriage activity',
        'bujiang',
      ),
    );
  });
});

describe('select_dates with filters over MCP (stdio server)', () => {
  it('answers the filters as the API does, and refuses a bad one naming the field', async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createComputeServer();
    await server.connect(serverSide);
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(clientSide);
    try {
      const call = (extra: Record<string, string>) =>
        client.callTool({
          name: 'select_dates',
          arguments: { ...BASE, ...extra },
        }) as Promise<CallToolResult>;
      const good = await call({ weekdays: 'sat,sun', hours: '09:00-18:00' });
      expect(good.structuredContent).toEqual(
        await select({ ...BASE, weekdays: 'sat,sun', hours: '09:00-18:00' }),
      );
      for (const [field, value] of [
        ['weekdays', 'funday'],
        ['hours', '25:00-26:00'],
      ]) {
        const bad = await call({ [field as string]: value as string });
        expect(bad.isError).toBe(true);
        expect(JSON.stringify(bad.content)).toContain(field);
      }
    } finally {
      await client.close();
    }
  });
});
