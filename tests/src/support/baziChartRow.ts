import type { Page } from 'playwright-core';

/**
 * The cells of one row (`Heavenly Stem`...) of /account's Bazi Chart table, once the table is
 * drawn: the hour, day, month and year pillars' in that order.
 */
export async function baziChartRow(page: Page, row: string): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Bazi Chart' });
  await table.waitFor();
  return table
    .locator('tr', { has: page.getByRole('rowheader', { name: row }) })
    .locator('td')
    .allTextContents();
}
