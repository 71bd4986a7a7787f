import type { Knex } from 'knex';
import { baziChart, parseBirth } from '@tongshu/engine';

/**
 * Births in any zone (issue 21): the birth place, its zone and longitude, whether to chart in true
 * solar time, the day change, China's daylight saving, and the user's own current zone. Users
 * without them get China's conventions (Asia/Shanghai), and every stored chart is computed again
 * under them, so births during China's daylight saving (1919, 1940-1949, 1986-1991 in the IANA
 * data) and before 1901 (local mean time) are charted on the corrected clock
 * (docs/engine/time.md says which charts change).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    table.string('time_zone', 64).notNullable().defaultTo('Asia/Shanghai');
    table.string('birth_place', 120).nullable();
    table.string('birth_tz', 64).notNullable().defaultTo('Asia/Shanghai');
    table.double('birth_longitude').nullable();
    table.boolean('solar_time').notNullable().defaultTo(false);
    table.string('day_change', 5).notNullable().defaultTo('23:00');
    table.string('china_dst', 8).notNullable().defaultTo('removed');
  });
  const users = (await knex('users')
    .whereNotNull('birth_date')
    .whereNotNull('gender')
    .select('id', 'birth_date', 'birth_time', 'gender')) as {
    id: string;
    birth_date: string;
    birth_time: string | null;
    gender: number | string;
  }[];
  for (const user of users) {
    try {
      const chart = baziChart(
        parseBirth(user.birth_date, user.birth_time || '00:00', String(user.gender)),
      );
      await knex('users')
        .where({ id: user.id })
        .update({ dm: chart.dm, bz_chart: JSON.stringify(chart) });
    } catch {
      // A stored birth the engine refuses keeps its old chart; the next profile save reports it.
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (table) => {
    for (const column of [
      'time_zone',
      'birth_place',
      'birth_tz',
      'birth_longitude',
      'solar_time',
      'day_change',
      'china_dst',
    ])
      table.dropColumn(column);
  });
}
