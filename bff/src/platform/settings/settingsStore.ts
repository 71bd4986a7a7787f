/** The operator's settings (table `settings`): string values by key, absent when never given. */
import type { Knex } from 'knex';

export async function readSettings(
  knex: Knex,
  keys: readonly string[],
): Promise<Record<string, string>> {
  const rows = (await knex('settings').whereIn('key', keys).select('key', 'value')) as {
    key: string;
    value: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** Writes each key's value; a null value removes the key. */
export async function writeSettings(
  knex: Knex,
  values: Readonly<Record<string, string | null>>,
): Promise<void> {
  const now = new Date().toISOString();
  for (const [key, value] of Object.entries(values)) {
    if (value === null) await knex('settings').where({ key }).delete();
    else
      await knex('settings')
        .insert({ key, value, date_updated: now })
        .onConflict('key')
        .merge({ value, date_updated: now });
  }
}
