import type { ReactNode } from 'react';
import { elementColor, ScrollTable, TableHead, TableScroll } from '@tongshu/web-ui';
import { stems, trigrams } from '@tongshu/data';
import { InteractionIcon } from '../../shared/almanac/icons';
import { Chars } from './Chars';
import { EDGES, Edge, VoidKey, voidsOf } from './QmEdges';
import { HorseBadge, HorseKey } from './QmHorse';
import { pillarEnglish, type ChartKind } from '../../shared/almanac/logic';
import type { Formation, QmBoard } from '../../shared/almanac/types';
import { PALACE_NAMES } from '../../shared/almanac/palaceNames';

/** The palaces in grid order, south at the top (as the CLI's formatQimen draws them). */
export const PALACE_GRID: readonly (readonly (string | null)[])[] = [
  ['se', 's', 'sw'],
  ['e', null, 'w'],
  ['ne', 'n', 'nw'],
];

/** Palaces whose earth stem shows its hidden stem (spec: SW, E, NE, N, NW). */
export const EARTH_HIDDEN = new Set(['sw', 'e', 'ne', 'n', 'nw']);

const str = (board: QmBoard | undefined, key: string) => {
  const value = board?.[key];
  return value === undefined || value === null ? '' : String(value);
};

/**
 * A third of a phone is narrower than "Five Non-Meeting Hour": Chromium breaks after a hyphen, so
 * a hyphenated word is kept on one line and the break falls between words.
 */
function keepHyphenated(text: string): ReactNode[] {
  return text.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="qm-word">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function Palace({
  id,
  zh,
  en,
  formations,
}: {
  readonly id: string;
  readonly zh: QmBoard;
  readonly en: QmBoard | undefined;
  readonly formations: readonly Formation[];
}) {
  const z = (field: string) => str(zh, `${id}_${field}`);
  const e = (field: string) => str(en, `${id}_${field}`);
  const trigram = trigrams[z('trigram')];
  // The flying plate's centre has no trigram: its element (土 Earth) heads it instead.
  const head = trigram ? (
    <>
      <span lang="zh" style={{ color: elementColor(trigram.element) }}>
        {z('trigram')} {trigram.symbol}
      </span>{' '}
      <span className="muted">{trigram.en}</span>
    </>
  ) : (
    <>
      <span lang="zh">{z('element')}</span> <span className="muted">{e('element')}</span>
    </>
  );
  const stem = (field: string, hidden: boolean): ReactNode => (
    <>
      <Chars value={z(field)} />
      {hidden && z(`${field}_hidden`) && (
        <>
          {' '}
          (<Chars value={z(`${field}_hidden`)} />)
        </>
      )}{' '}
      <span className="muted">{e(field)}</span>
    </>
  );
  return (
    <div className="qm-palace" data-palace={id}>
      <div className="qm-palace__head">
        <span>
          {PALACE_NAMES[id]} {head}
        </span>
        {str(zh, 'horse_palace') === id && <HorseBadge />}
      </div>
      <dl>
        <dt>Loushu</dt>
        <dd>{z('loushu')}</dd>
        <dt>Heaven</dt>
        <dd>{stem('heaven_stem', true)}</dd>
        <dt>Deity</dt>
        <dd>
          {z('deity')} <span className="muted">{e('deity')}</span>
        </dd>
        <dt>Star</dt>
        <dd>
          {z('star')} <span className="muted">{e('star')}</span>
        </dd>
        <dt>Earth</dt>
        <dd>{stem('earth_stem', EARTH_HIDDEN.has(id))}</dd>
        <dt>Door</dt>
        <dd>
          {z('door')} <span className="muted">{e('door')}</span>
        </dd>
        {z('door_interaction') && (
          <>
            <dt>Door and palace</dt>
            <dd>
              <InteractionIcon zh={z('door_interaction')} en={e('door_interaction')} size={18} />{' '}
              <span className="muted">{e('door_interaction')}</span>
            </dd>
          </>
        )}
      </dl>
      {formations.length > 0 && (
        <p className="qm-formations">
          {keepHyphenated(formations.map((f) => f.en || f.zh).join(', '))}
        </p>
      )}
    </div>
  );
}

/**
 * The rotating plate's centre palace 5 (中五) has no star, door or deity of its own: it lodges in
 * 坤 2 (SW), where its earth stem shows in brackets (`sw_earth_stem_hidden`, engine board.ts).
 */
function LodgedCentre({ zh }: { readonly zh: QmBoard }) {
  const stem = str(zh, 'sw_earth_stem_hidden');
  return (
    <div className="qm-palace qm-palace--centre" data-palace="centre">
      <div className="qm-palace__head">
        <span>
          Centre <span lang="zh">中五</span> <span className="muted">Centre Five</span>
        </span>
      </div>
      <p className="qm-centre-note">
        Lodges with SW <span lang="zh">坤</span> <span className="muted">Earth</span>
        {stem && (
          <>
            ; its earth stem <Chars value={stem} />{' '}
            <span className="muted">{stems[stem]?.en ?? ''}</span> shows there in brackets
          </>
        )}
        .
      </p>
    </div>
  );
}

const PILLARS: Readonly<Record<ChartKind, readonly (readonly [string, string])[]>> = {
  hour: [
    ['Hour', 'gz_hour'],
    ['Day', 'gz_day'],
    ['Month', 'gz_month'],
    ['Year', 'gz_year'],
  ],
  day: [
    ['Day', 'gz_day'],
    ['Month', 'gz_month'],
    ['Year', 'gz_year'],
  ],
  month: [
    ['Month', 'gz_month'],
    ['Year', 'gz_year'],
  ],
  year: [['Year', 'gz_year']],
};

/** The flying plate (飞盘) draws palace 5 under `c_*` keys; the rotating plate leaves it empty. */
export const hasCentre = (board: QmBoard): boolean => str(board, 'c_star') !== '';

/** The chart layout of all four QM pages: summary, envoy table and the 3x3 palace grid. */
export function QmChartView({
  kind,
  zh,
  en,
  formations = {},
}: {
  readonly kind: ChartKind;
  readonly zh: QmBoard;
  readonly en?: QmBoard;
  readonly formations?: Readonly<Record<string, readonly Formation[]>>;
}) {
  const voids = voidsOf(kind, zh);
  const pillars = PILLARS[kind];
  const envoy: readonly (readonly [string, string])[] = [
    ['Envoy', 'envoy'],
    ['Horse Star (驿马)', 'horse_star'],
    ['Lead Star', 'lead_star'],
    ['Lead Stem', 'lead_stem'],
    ['JU Type', 'ju_type'],
    ['JU Number', 'ju_number'],
  ];
  return (
    <div className="qm-chart">
      <ScrollTable label="Pillars">
        <TableHead
          corner={kind === 'hour' ? <th scope="col">Index</th> : <td />}
          labels={pillars.map(([label]) => label)}
        />
        <tbody>
          <tr>
            <th scope="row">{str(zh, 'date')}</th>
            {pillars.map(([label, key]) => (
              <td key={label}>
                <Chars value={str(zh, key)} />{' '}
                <span className="muted">{pillarEnglish(str(zh, key))}</span>
              </td>
            ))}
          </tr>
        </tbody>
      </ScrollTable>
      <ScrollTable label="Envoy">
        <TableHead labels={envoy.map(([label]) => label)} />
        <tbody>
          <tr>
            {envoy.map(([label, key]) => (
              <td key={label}>
                <Chars value={str(zh, key)} />{' '}
                {str(en, key) !== str(zh, key) && <span className="muted">{str(en, key)}</span>}
              </td>
            ))}
          </tr>
        </tbody>
      </ScrollTable>
      {/* Words never break mid-word: where the palaces do not fit, the board scrolls, with its cue. */}
      <div className="qm-board-bleed">
        <TableScroll label="Qi Men board">
          <div className="qm-board" role="group" aria-label="Palaces">
            <Edge
              chars={EDGES.top}
              voids={voids}
              side={false}
              style={{ gridArea: '1 / 2 / 2 / 5' }}
            />
            <Edge chars={EDGES.left} voids={voids} side style={{ gridArea: '2 / 1 / 5 / 2' }} />
            {PALACE_GRID.map((row, r) =>
              row.map((id, c) => (
                <div key={id ?? 'centre'} style={{ gridRow: r + 2, gridColumn: c + 2 }}>
                  {id ? (
                    <Palace id={id} zh={zh} en={en} formations={formations[id] ?? []} />
                  ) : hasCentre(zh) ? (
                    <Palace id="c" zh={zh} en={en} formations={[]} />
                  ) : (
                    <LodgedCentre zh={zh} />
                  )}
                </div>
              )),
            )}
            <Edge chars={EDGES.right} voids={voids} side style={{ gridArea: '2 / 5 / 5 / 6' }} />
            <Edge
              chars={EDGES.bottom}
              voids={voids}
              side={false}
              style={{ gridArea: '5 / 2 / 6 / 5' }}
            />
          </div>
        </TableScroll>
      </div>
      <VoidKey voids={voids} />
      <HorseKey board={zh} />
    </div>
  );
}
