import { useState } from 'react';
import { Button, Card, DataTable, type Column, PageHeader, useApi } from '@tongshu/web-ui';
import { directions, qimenDeities, qimenDoors } from '@tongshu/data';
import { DirectionIcon, Term } from '../../shared/almanac/icons';
import {
  localDateTime,
  victoryUrl,
  victoryYears,
  type VictorySelection,
} from '../../shared/almanac/logic';
import type { VictoryRow } from '../../shared/almanac/types';
import { useStored } from '../../shared/almanac/hooks';
import '../../shared/almanac/almanac.css';
import { ChartForm } from '../../shared/components/ChartForm';
import { useSession } from '../../shared/session/SessionProvider';
import type { SessionUser } from '../../shared/session/user';
import { DEFAULT_ZONE } from '../../shared/birth/zones';

export const VICTORY_KEY = 'tongshu.3vv';

type SavedBirth = Pick<SessionUser, 'birth_date' | 'birth_time' | 'gender'> & {
  readonly birth_time_unknown?: boolean;
};

/**
 * The defaults: the user's saved birth and gender (else now and Female, spec section 4) and the
 * current year (docs/decisions.md, "3VV years"). A birth of unknown hour has no victory days, so
 * its date is not offered with a made-up time.
 */
export const defaultVictory = (user: SavedBirth | null, now = new Date()): VictorySelection => {
  const known = user?.birth_date && user.birth_time && user.birth_time_unknown !== true;
  return {
    birth: known ? `${user.birth_date}T${user.birth_time}` : localDateTime(now),
    gender: user?.gender === 0 || user?.gender === 1 ? String(user.gender) : '0',
    year: String(now.getFullYear()),
  };
};

const GENDERS: Readonly<Record<string, string>> = { '0': 'Female', '1': 'Male' };

/**
 * The clock GET /api/the3vv reads the birth on: the user's own birth zone (their profile's, China's
 * when none is saved), as every chart of theirs is.
 */
export const birthClockOf = (user: Pick<SessionUser, 'birth_tz'> | null): string =>
  `${user?.birth_tz || DEFAULT_ZONE} clock`;

type Row = VictoryRow & { readonly [key: string]: unknown };

const victoryName = (zh: string) => qimenDeities[zh]?.en ?? qimenDoors[zh]?.en ?? zh;

/** /the3vvlist (spec section 2): the three victory days of a birth for a year. */
export default function The3vvList() {
  const { user } = useSession();
  const clock = birthClockOf(user);
  const [kept, keep] = useStored<VictorySelection>(VICTORY_KEY, () => defaultVictory(user));
  const [selection, setSelection] = useState<VictorySelection>(kept);
  const [shown, setShown] = useState<VictorySelection | null>(() =>
    victoryUrl(kept) ? kept : null,
  );
  const { data: body, loading } = useApi<VictoryRow[]>(shown ? victoryUrl(shown) : null, {
    envelope: false,
  });
  const rows = (Array.isArray(body) ? body : []) as Row[];

  const display = () => {
    if (!victoryUrl(selection)) return;
    keep(selection);
    setShown(selection);
  };
  const columns: Column<Row>[] = [
    {
      key: 'the3vv',
      label: '3 Victory Day',
      sortable: true,
      render: (row) => <Term en={victoryName(row.the3vv)} zh={row.the3vv} />,
    },
    { key: 'day', label: 'Day', sortable: true },
    {
      key: 'direction',
      label: 'Direction',
      render: (row) => (
        <Term
          icon={<DirectionIcon zh={row.direction} />}
          en={directions[row.direction]?.en ?? row.direction}
          zh={row.direction}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="The 3VV List"
        breadcrumbs={[{ label: 'Dashboard', url: '/dashboard' }, { label: 'The 3VV List' }]}
      />
      <ChartForm label="3VV selection" onDisplay={display}>
        <label className="tsu-field">
          <span className="tsu-field__label">Date and time of birth ({clock})</span>
          <input
            className="tsu-input"
            type="datetime-local"
            value={selection.birth}
            onChange={(event) => setSelection({ ...selection, birth: event.target.value })}
          />
        </label>
        <label className="tsu-field">
          <span className="tsu-field__label">Gender</span>
          <select
            className="tsu-input tsu-input--select"
            value={selection.gender}
            onChange={(event) => setSelection({ ...selection, gender: event.target.value })}
          >
            <option value="">Please Select</option>
            <option value="0">Female</option>
            <option value="1">Male</option>
          </select>
        </label>
        <label className="tsu-field">
          <span className="tsu-field__label">Year</span>
          <select
            className="tsu-input tsu-input--select"
            value={selection.year}
            onChange={(event) => setSelection({ ...selection, year: event.target.value })}
          >
            <option value="">Please Select</option>
            {victoryYears().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Display</Button>
      </ChartForm>
      {shown && (
        <Card
          title={`${shown.year} three victory days (3VV) for a birth on ${shown.birth.replace('T', ' ')} (${clock}), ${GENDERS[shown.gender] ?? ''}`}
        >
          <p className="note">
            Each row is a day of {shown.year} on which one of the three victory symbols of this
            birth’s hour chart, {victoryName('值符')} (值符), {victoryName('九天')} (九天) or{' '}
            {victoryName('生门')} (生门), stands again in the palace it held at birth; face the
            row’s direction that day. A symbol comes home on many days, so the list holds many days
            of the year, not three.
          </p>
          <DataTable<Row>
            data={rows}
            loading={loading}
            columns={columns}
            search
            rowKey={(row, i) => `${row.day}-${row.the3vv}-${i}`}
          />
        </Card>
      )}
    </>
  );
}
