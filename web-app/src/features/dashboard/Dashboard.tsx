import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  Button,
  Card,
  DataTable,
  Message,
  Modal,
  StatCard,
  UiLink,
  useNotification,
  type Column,
  useApi,
  PageHeader,
} from '@tongshu/web-ui';
import { zonedNow } from '../../shared/lib/zonedNow';
import { useSession } from '../../shared/session/SessionProvider';
import { FeedbackWidget } from '../../shared/almanac/FeedbackWidget';
import {
  BeltIcon,
  BranchIcon,
  ConstellationIcon,
  DirectionIcon,
  MoonIcon,
  OfficerIcon,
  StemIcon,
  Term,
} from '../../shared/almanac/icons';
import { compactDate, icalLinks, ordinal } from '../../shared/almanac/logic';
import { text, type TongshuAnswer } from '../../shared/almanac/types';
import '../../shared/almanac/almanac.css';
import { Legends } from './Legends';
import { useVideos } from '../../shared/videos/useVideos';
import { VideoPlayer } from '../../shared/videos/VideoPlayer';
import { TUTORIALS } from '../../shared/videos/tutorials';

export interface CalendarRow {
  readonly calendar: string;
  readonly name: string;
  readonly description: string;
  readonly personal?: boolean;
  readonly path: string;
  readonly [key: string]: unknown;
}

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

/** "Welcome back" is for returning users: onboarding just finished says "Welcome". */
export function greeting(name: string, state: unknown): string {
  const first = (state as { firstVisit?: boolean } | null)?.firstVisit === true;
  return first ? `Welcome to Tongshu, ${name}.` : `Welcome back, ${name}.`;
}

/** /dashboard (spec section 2); a user with no day master goes to /welcome. */
export default function Dashboard() {
  const { user } = useSession();
  const { state } = useLocation();
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
      <PageHeader title="Dashboard" subtitle={greeting(user.name, state)} />
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
