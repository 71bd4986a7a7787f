/**
 * The dashboard's icon legend (spec section 2: 10 God, 10 Elements, Day Officers, 12 Animals,
 * Direction, Misc, Black/Yellow Belt, 28 Constellations, 28 Constellation Animals), one tab each,
 * drawn from `@tongshu/data` with the almanac's own icons. Moved out of Dashboard.tsx (521 lines).
 */
import type { ReactNode } from 'react';
import { ScrollTable, Tabs } from '@tongshu/web-ui';
import {
  beltGods,
  beltTypes,
  branches,
  constellationAnimals,
  constellations,
  dayOfficers,
  directions,
  luckWords,
  stems,
  tenGods,
} from '@tongshu/data';
import {
  BeltIcon,
  BranchIcon,
  ConstellationIcon,
  DirectionIcon,
  LuckIcon,
  MoonIcon,
  OfficerIcon,
  StemIcon,
  TenGodIcon,
} from '../../shared/almanac/icons';

function Legend({
  label,
  rows,
}: {
  readonly label: string;
  readonly rows: readonly { icon: ReactNode; en: string; zh: string; note?: string }[];
}) {
  return (
    <ScrollTable label={`${label} legend`} tableLabel={null} className="legend-table">
      <thead>
        <tr>
          <th scope="col">Icon</th>
          <th scope="col">English</th>
          <th scope="col">Chinese</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.zh}-${row.en}`}>
            <td>{row.icon}</td>
            <td>{row.en}</td>
            <td lang="zh">{row.zh}</td>
            <td>{row.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

const entries = <T,>(table: Readonly<Record<string, T>>) => Object.entries(table);

export function Legends() {
  const directionRows = entries(directions).filter(([zh]) => zh.length === 2 || zh === '中');
  return (
    <Tabs
      name="dashboard-legend"
      tabs={[
        {
          label: '10 God',
          content: (
            <Legend
              label="10 God"
              rows={entries(tenGods).map(([zh, t]) => ({
                icon: <TenGodIcon zh={zh} />,
                en: t.en,
                zh,
                note: t.description,
              }))}
            />
          ),
        },
        {
          label: '10 Elements',
          content: (
            <Legend
              label="10 Elements"
              rows={entries(stems).map(([zh, t]) => ({
                icon: <StemIcon zh={zh} />,
                en: `${t.en} (${t.pinyin})`,
                zh,
                note: t.description,
              }))}
            />
          ),
        },
        {
          label: 'Day Officers',
          content: (
            <Legend
              label="Day Officers"
              rows={entries(dayOfficers).map(([zh, t]) => ({
                icon: <OfficerIcon zh={zh} />,
                en: t.en,
                zh,
                note: t.description,
              }))}
            />
          ),
        },
        {
          label: '12 Animals',
          content: (
            <Legend
              label="12 Animals"
              rows={entries(branches).map(([zh, t]) => ({
                icon: <BranchIcon zh={zh} />,
                en: `${t.en} (${t.element})`,
                zh,
                note: t.hours,
              }))}
            />
          ),
        },
        {
          label: 'Direction',
          content: (
            <Legend
              label="Direction"
              rows={directionRows.map(([zh, t]) => ({
                icon: <DirectionIcon zh={zh} />,
                en: t.en,
                zh,
                note: t.description,
              }))}
            />
          ),
        },
        {
          label: 'Misc',
          content: (
            <Legend
              label="Misc"
              rows={[
                ...entries(luckWords).map(([zh, t]) => ({
                  icon: <LuckIcon zh={zh} />,
                  en: t.en,
                  zh,
                })),
                ...entries(beltTypes).map(([zh, t]) => ({
                  icon: <BeltIcon zh={zh === '黄道' ? '青龙' : '天刑'} />,
                  en: t.en,
                  zh,
                  note: t.description,
                })),
                ...(['新月', '上弦月', '满月', '下弦月'] as const).map((zh, i) => ({
                  icon: <MoonIcon zh={zh} />,
                  en: ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'][i] ?? zh,
                  zh,
                })),
              ]}
            />
          ),
        },
        {
          label: 'Black/Yellow Belt',
          content: (
            <Legend
              label="Black/Yellow Belt"
              rows={entries(beltGods).map(([zh, t]) => ({
                icon: <BeltIcon zh={zh} />,
                en: `${t.en} (${t.belt})`,
                zh,
                note: t.description,
              }))}
            />
          ),
        },
        {
          label: '28 Constellations',
          content: (
            <Legend
              label="28 Constellations"
              rows={entries(constellations).map(([zh, t]) => ({
                icon: <ConstellationIcon zh={zh} />,
                en: t.en,
                zh,
                note: t.luck === 'auspicious' ? 'Auspicious' : 'Inauspicious',
              }))}
            />
          ),
        },
        {
          label: '28 Constellation Animals',
          content: (
            <Legend
              label="28 Constellation Animals"
              rows={entries(constellationAnimals).map(([zh, t]) => ({
                icon: (
                  <ConstellationIcon
                    zh={entries(constellations).find(([, c]) => c.animal === zh)?.[0] ?? zh}
                  />
                ),
                en: t.en,
                zh,
                note: t.description,
              }))}
            />
          ),
        },
      ]}
    />
  );
}
