/**
 * Date selection in v1's shape: the engine's `selectDays` (docs/engine/selection.md) for the
 * people the request names and the births it gives, the best hours as ISO instants.
 */
import { branches } from '@tongshu/data';
import {
  DEFAULT_ZONE,
  baziChart,
  BRANCHES,
  isoOnClock,
  parseCivilDate,
  parseZone,
  selectDays,
  selectionPerson,
  slotOnClock,
  SelectionInputError,
  type Selection,
  type SelectionPerson,
} from '@tongshu/engine';
import type { Scope } from '../shared/endpoint';
import { inputError } from '../shared/errors';
import { glossaryTerm } from '../shared/pillar';
import { birthsOf, peopleIdsOf, type SelectionAnswer, type SelectRequest } from './schema';
import { clockOf } from '../shared/inputs';

/** The births given in the request as selection people, named by their place in the list. */
function birthPeople(text: string | undefined): SelectionPerson[] {
  return birthsOf(text).map((given, index) => {
    const { hour, minute } = clockOf(given.time);
    const chart = baziChart(
      { date: parseCivilDate(given.date), time: { hour, minute }, gender: 'male' },
      { zone: given.zone ?? DEFAULT_ZONE },
    );
    return selectionPerson(`Birth ${index + 1} (${given.date})`, chart);
  });
}

/** The engine's selection with each best hour as the ISO start and end of its slot on `zone`. */
export function selectionAnswer(selection: Selection): SelectionAnswer {
  const zone = parseZone(selection.zone);
  return {
    ...selection,
    days: selection.days.map((day) => ({
      ...day,
      reasons: [...day.reasons],
      hours: day.hours.map((hour) => {
        const slot = slotOnClock(
          parseCivilDate(day.date),
          (BRANCHES as readonly string[]).indexOf(hour.branch),
          zone,
        );
        return {
          ...hour,
          reasons: [...hour.reasons],
          branch: glossaryTerm(branches, hour.branch),
          start: isoOnClock(zone, slot.startUtc),
          end: isoOnClock(zone, slot.endUtc),
        };
      }),
    })),
    refused: selection.refused.map((day) => ({ ...day, reasons: [...day.reasons] })),
  };
}

export async function selectFor(input: SelectRequest, scope: Scope): Promise<SelectionAnswer> {
  const ids = peopleIdsOf(input.people);
  const people = [
    ...(ids.length > 0 ? await scope.selectionPeople(ids) : []),
    ...birthPeople(input.births),
  ];
  const request = {
    activity: input.activity,
    from: input.from,
    to: input.to,
    people,
    zone: input.zone ?? scope.zone,
    weak: input.weak === 'true',
    weekdays: input.weekdays,
    hours: input.hours,
    bujiang: input.bujiang === 'true',
  };
  try {
    return scope.selectAnswer
      ? ((await scope.selectAnswer(request)) as SelectionAnswer)
      : selectionAnswer(selectDays(request));
  } catch (error) {
    // The engine reads the activity as every door does (`activityFor`: a wedding is 嫁娶).
    if (error instanceof SelectionInputError) throw inputError(error.message, error.field);
    throw error;
  }
}
