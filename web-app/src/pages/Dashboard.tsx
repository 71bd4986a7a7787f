import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import {
  Button,
  Card,
  DataTable,
  Message,
  Modal,
  StatCard,
  Tabs,
  UiLink,
  useNotification,
  type Column,
  useApi,
  PageHeader,
  TableScroll,
} from '@tongshu/web-ui';
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
import { zonedNow } from '../lib/zonedNow';
import { useSession } from '../session/SessionProvider';
import { FeedbackWidget } from './almanac/FeedbackWidget';
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
  Term,
} from './almanac/icons';
import { compactDate, icalLinks, ordinal } from './almanac/logic';
import { text, type TongshuAnswer } from './almanac/types';
import './almanac/almanac.css';
import { useVideos } from '../videos/useVideos';
import { VideoPlayer } from '../videos/VideoPlayer';

export interface CalendarRow {
  readonly calendar: string;
  readonly name: string;
  readonly description: string;
  readonly personal?: boolean;
  readonly path: string;
  readonly [key: string]: unknown;
}

/**
 * The seven tutorials (spec section 2): each plays its video (ids as in data/src/videos.ts) when
 * the operator has given its address, and keeps its written steps as the transcript.
 */
export const TUTORIALS: readonly {
  readonly id: string;
  readonly title: string;
  readonly steps: readonly string[];
}[] = [
  {
    id: 'ios',
    title: 'iOS',
    steps: [
      'Copy the iCal link of a calendar below.',
      'Open Settings > Calendar > Accounts > Add Account > Other > Add Subscribed Calendar.',
      'Paste the link, tap Next, then Save.',
    ],
  },
  {
    id: 'android',
    title: 'Android',
    steps: [
      'Android phones show the calendars of your Google account: add the link in Google Calendar on the web (see Google).',
      'Then in the Google Calendar app open Settings, pick the new calendar and turn Sync on.',
    ],
  },
  {
    id: 'google',
    title: 'Google',
    steps: [
      'Copy the iCal link of a calendar below.',
      'In Google Calendar on the web open Other calendars > + > From URL.',
      'Paste the link and press Add calendar.',
    ],
  },
  {
    id: 'outlook-web',
    title: 'Outlook Web',
    steps: [
      'Copy the iCal link of a calendar below.',
      'In Outlook on the web open Calendar > Add calendar > Subscribe from web.',
      'Paste the link, give it a name and press Import.',
    ],
  },
  {
    id: 'tongshu',
    title: 'How to use Tong Shu',
    steps: [
      'Each day shows its officer, belt star, constellation and suit/avoid list.',
      'Open Tong Shu in the sidebar for the full reading, the hour forecast and your personal data.',
    ],
  },
  {
    id: 'simple-ical',
    title: 'Simple iCal',
    steps: [
      'The Simplified calendar tells you in one line whether a day is good for you and which direction to face.',
      'Just follow it: plan important matters on its good days.',
    ],
  },
  {
    id: 'pro-ical',
    title: 'Pro iCal',
    steps: [
      'The Professional Day and Hour calendars list your Three Victory days and hours, Fan Yin and Fu Yin and your personal stars.',
      'Each event names the direction to face or travel.',
    ],
  },
];

/** The iCal link text a calendar row copies (https, or the same as webcal://). */
export function calendarLink(row: Pick<CalendarRow, 'path'>, webcal = false): string {
  const links = icalLinks(window.location.origin, row.path);
  return webcal ? links.webcal : links.https;
}

async function copy(textToCopy: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(textToCopy);
    return;
  }
  const area = document.createElement('textarea');
  area.value = textToCopy;
  document.body.appendChild(area);
  area.select();
  document.execCommand?.('copy');
  area.remove();
}

function Legend({
  label,
  rows,
}: {
  readonly label: string;
  readonly rows: readonly { icon: ReactNode; en: string; zh: string; note?: string }[];
}) {
  return (
    <div className="tsu-table legend-table">
      <TableScroll label={`${label} legend`}>
        <table>
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
        </table>
      </TableScroll>
    </div>
  );
}

const entries = <T,>(table: Readonly<Record<string, T>>) => Object.entries(table);

function Legends() {
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

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function TodayTiles({
  answer,
  loading,
}: {
  readonly answer?: TongshuAnswer;
  readonly loading: boolean;
}) {
  const ts = answer?.ts;
  const en = answer?.en;
  const busy = loading || !ts;
  const t = (key: string) => text(ts, key);
  const e = (key: string) => text(en, key);
  return (
    <div className="tile-row">
      <StatCard
        label="Today"
        icon="calendar"
        loading={busy}
        value={`${WEEKDAYS[Number(ts?.day_no)] ?? ''} ${t('date')}`}
        detail={
          <>
            <Term en={`${e('qi_zheng')} day`} zh={t('qi_zheng')} />
            <div>
              Lunar {t('lunar_year_gan')}
              {t('lunar_year_zhi')} year, {ordinal(Number(ts?.lmonth))} month,{' '}
              {ordinal(Number(ts?.lday))} day
            </div>
          </>
        }
      />
      <StatCard
        label="Day Pillar"
        icon="sun"
        loading={busy}
        value={
          <span className="term">
            <StemIcon zh={t('day_gan')} />
            <BranchIcon zh={t('day_zhi')} />
            {e('day_gan')} {e('day_zhi')}
          </span>
        }
        detail={
          <Term
            icon={<BranchIcon zh={t('day_chong')} size={18} />}
            en={`Clashes the ${e('day_chong')}`}
            zh={t('day_chong')}
          />
        }
      />
      <StatCard
        label="Today Overview"
        icon="star"
        loading={busy}
        value={
          <span className="term">
            <OfficerIcon zh={t('zhi_xing')} />
            <BeltIcon zh={t('day_tian_shen')} />
            <ConstellationIcon zh={t('constellation_28_xiu')} />
            <MoonIcon zh={t('yue_xiang_phase')} title={e('yue_xiang_phase')} />
            <DirectionIcon zh={t('day_position_cai_desc')} />
          </span>
        }
        detail={
          <>
            {e('zhi_xing')}, {e('day_tian_shen')} ({e('day_tian_shen_type')}),{' '}
            {e('constellation_28_xiu')}.{' '}
            <UiLink to={`/tongshu/${ts ? t('date').replace(/-/g, '') : ''}`}>Details</UiLink>
          </>
        }
      />
    </div>
  );
}

/** /dashboard (spec section 2); a user with no day master goes to /welcome. */
export default function Dashboard() {
  const { user } = useSession();
  const notify = useNotification();
  const [video, setVideo] = useState<number | null>(null);
  const videos = useVideos(video !== null);
  const ready = Boolean(user?.dm);
  const today = compactDate(zonedNow(user?.time_zone));
  const { data: answer, loading } = useApi<TongshuAnswer>(
    ready ? `/api/tongshu/get/${today}` : null,
    { envelope: false },
  );
  const calendars = useApi<CalendarRow[]>(ready ? '/api/calendars' : null);
  if (!user) return null;
  if (!user.dm) return <Navigate to="/welcome" replace />;

  const copyLink = (row: CalendarRow, webcal: boolean) => {
    copy(calendarLink(row, webcal)).then(
      () => notify.show(`iCal Link for ${row.name} Copied!`, { type: 'success', autoclose: true }),
      () => notify.show('Could not copy the link', { type: 'error', autoclose: true }),
    );
  };
  const columns: Column<CalendarRow>[] = [
    { key: 'name', label: 'Name', sortable: true },
    { key: 'description', label: 'Description' },
  ];
  const tutorial = video === null ? undefined : TUTORIALS[video];

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back, ${user.name}.`} />
      <p className="note chart-stamp">
        Today on your clock: day change 23:00 · zone {user.time_zone ?? 'Asia/Shanghai'}
      </p>
      <Message tone="info" title="Add Tongshu to your calendar">
        Copy an iCal link from your Available Calendars below and add it to Google, Outlook, Yahoo
        or Apple Calendar: every day&apos;s reading then appears where you already plan. The video
        tutorials show how.
      </Message>
      <div className="tutorials" aria-label="Video tutorials" role="group">
        {TUTORIALS.map((item, index) => (
          <Button key={item.title} variant="secondary" icon="play" onClick={() => setVideo(index)}>
            {item.title}
          </Button>
        ))}
      </div>
      <Modal
        open={tutorial !== undefined}
        title={tutorial?.title}
        onCancel={() => setVideo(null)}
        onClose={() => setVideo(null)}
        buttonText="Done"
        informational
      >
        <VideoPlayer
          url={tutorial ? videos.addresses[tutorial.id] : null}
          loading={videos.loading}
          title={`${tutorial?.title ?? ''} tutorial video`}
        />
        <h3 className="video-transcript">Transcript</h3>
        <ol>
          {tutorial?.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Modal>

      <TodayTiles answer={answer} loading={loading} />

      <Card title="Available Calendars">
        <DataTable<CalendarRow>
          data={Array.isArray(calendars.data) ? calendars.data : []}
          loading={calendars.loading}
          columns={columns}
          rowKey={(row) => row.calendar}
          rowLabel={(row) => row.name}
          actions={{
            custom: [
              { label: 'Copy iCal Link', icon: 'copy', action: (row) => copyLink(row, false) },
              { label: 'Copy webcal Link', icon: 'link', action: (row) => copyLink(row, true) },
            ],
          }}
        />
      </Card>

      <Card title="Tutorials">
        <p>
          Most calendar apps can subscribe to a calendar by its URL: copy a link above, then use
          &quot;Add calendar from URL&quot; (for Google Calendar:{' '}
          <a
            href="https://calendar.google.com/calendar/r/settings/addbyurl"
            target="_blank"
            rel="noreferrer"
          >
            add a calendar by URL
          </a>
          ). The calendar refreshes on its own every few hours.
        </p>
      </Card>

      <Card title="Icon Legend">
        <Legends />
      </Card>
      <FeedbackWidget />
    </>
  );
}
