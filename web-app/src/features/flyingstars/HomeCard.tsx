/** One home: its chart with the year's and month's stars, or a form to save it. */
import { useState } from 'react';
import { Button, Card } from '@tongshu/web-ui';
import type { HomeRecord } from '@tongshu/bff/api';
import { HomeForm } from './HomeForm';
import { HouseGrid } from './HouseGrid';
import { removeHome } from './useHomes';

function Summary({ record }: { readonly record: HomeRecord }) {
  const chart = record.chart;
  if (!chart) return null;
  const degrees = chart.facing.degrees === undefined ? '' : ` at ${chart.facing.degrees}°`;
  return (
    <>
      <p>
        Period {chart.period}, facing {chart.facing.mountain.en}{' '}
        <span lang="zh">{chart.facing.mountain.zh}</span>
        {degrees}, sitting {chart.sitting.mountain.en}{' '}
        <span lang="zh">{chart.sitting.mountain.zh}</span>: {chart.method.en}{' '}
        <span lang="zh">({chart.method.zh})</span>.
      </p>
      <p>
        {chart.formations.length === 0
          ? 'No named formation.'
          : chart.formations.map((formation, i) => (
              <span key={formation.zh}>
                {i > 0 && ', '}
                {formation.en} <span lang="zh">({formation.zh})</span>
              </span>
            ))}
      </p>
    </>
  );
}

export function HomeCard({
  record,
  onChanged,
}: {
  readonly record: HomeRecord;
  readonly onChanged: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = () => {
    setBusy(true);
    removeHome(record.subject).then(onChanged, () => setBusy(false));
  };
  const chart = record.chart;
  return (
    <Card title={record.name} className="home-card">
      {editing || !chart ? (
        editing ? (
          <HomeForm
            record={record}
            onSaved={() => {
              setEditing(false);
              onChanged();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <p className="note">No home saved yet.</p>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Add {record.subject === 'me' ? 'my' : 'their'} home
            </Button>
          </>
        )
      ) : (
        <>
          <Summary record={record} />
          <HouseGrid
            chart={chart}
            caption={`${record.name}: mountain and water stars, period star below, then the year's and month's stars`}
          />
          <div className="home-card__actions">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Change
            </Button>
            <Button variant="ghost" onClick={remove} disabled={busy}>
              Remove
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
