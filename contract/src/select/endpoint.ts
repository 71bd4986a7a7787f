/** GET /api/v1/select and /api/v1/select/kept, and the MCP tools `select_dates`, `kept_selection`. */
import { z } from 'zod';
import { bestHourOf } from '@tongshu/engine';
import { endpoint } from '../shared/endpoint';
import { SelectionSchema, SelectRequest, type SelectionAnswer } from './schema';
import { selectFor, selectionAnswer } from './answer';

function summary(selection: SelectionAnswer): string {
  const best = selection.days.slice(0, 3).map((day) => {
    const hour = bestHourOf(day.hours);
    return hour ? `${day.date} (best from ${hour.start.slice(11, 16)})` : day.date;
  });
  const activity = `${selection.activity.en} (${selection.activity.zh})`;
  return selection.days.length === 0
    ? `No day in the range suits ${activity}; ${selection.refused.length} refused, each with its reasons.`
    : `${selection.days.length} days suit ${activity}; the best: ${best.join(', ')}, on ${selection.zone}. ${selection.refused.length} refused.`;
}

export const selectDatesEndpoint = endpoint({
  name: 'select_dates',
  path: '/select',
  pathParams: [],
  tag: 'Date selection',
  summary:
    'Date selection (择日): the days and hours that suit an activity and the people it concerns',
  description:
    'Judges every day from `from` to `to` for the activity by the almanac’s suit/avoid lists, the ' +
    'day officer, the belt gods and the clashes with each person’s year and day branches. ' +
    'Kept days come best first with their best hours in time order on `zone`’s ' +
    'clock; refused days with every reason.',
  request: SelectRequest,
  answer: SelectionSchema,
  example: {
    activity: 'Marriage',
    from: '2027-01-01',
    to: '2027-01-31',
    zone: 'Europe/Berlin',
    births: '1990-05-01T08:30@Europe/Berlin',
  },
  compute: selectFor,
  summarize: summary,
});

export const KeptSelectionSchema = z
  .object({
    activity: z.string(),
    from: z.string().meta({ format: 'date' }),
    to: z.string().meta({ format: 'date' }),
    people: z
      .string()
      .meta({ description: 'The people it was kept for: `me` and ids, comma-separated' }),
    described: z.string().meta({
      description:
        'Whom it is kept for (the key owner by their name) and its filters, in words (`for Ana Silva and Ben Carter, on Saturdays`); empty when it names no one and has no filter',
    }),
    selection: SelectionSchema,
  })
  .nullable()
  .meta({
    id: 'KeptSelection',
    description: 'The selection kept as a calendar, as it reads today; null when none is kept',
  });

export const keptSelectionEndpoint = endpoint({
  name: 'kept_selection',
  path: '/select/kept',
  pathParams: [],
  tag: 'Date selection',
  summary: 'The selection you keep as a calendar',
  description:
    'The selection the key’s owner keeps as a calendar feed, judged again today; null when none is kept.',
  needsAccount: true,
  request: z.object({}),
  answer: KeptSelectionSchema,
  example: {},
  async compute(_input, scope) {
    const kept = await scope.keptSelection();
    return kept && { ...kept, selection: selectionAnswer(kept.selection) };
  },
  summarize: (kept) =>
    kept ? `Kept: ${summary(kept.selection)}` : 'No selection is kept as a calendar.',
});
