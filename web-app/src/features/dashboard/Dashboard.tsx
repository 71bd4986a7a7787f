import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Card, useApi, PageHeader } from '@tongshu/web-ui';
import { zonedNow } from '../../shared/lib/zonedNow';
import { useSession } from '../../shared/session/SessionProvider';
import { FeedbackWidget } from '../../shared/almanac/FeedbackWidget';
import type { CalendarRow } from '../../shared/almanac/calendars';
import { compactDate } from '../../shared/almanac/logic';
import type { TongshuAnswer } from '../../shared/almanac/types';
import '../../shared/almanac/almanac.css';
import { Legends } from './Legends';
import { useVideos } from '../../shared/videos/useVideos';
import { TutorialVideos } from '../../shared/videos/TutorialVideos';
import { TUTORIALS } from '../../shared/videos/tutorials';
import { CalendarsCard, CalendarsMessage, SubscribeHelp } from './CalendarsCard';
import { TodayTiles } from './TodayTiles';
import { useSchoolStamp } from '../../shared/schools/useSchoolOptions';

const TODAY_OPTIONS = ['dayChange'] as const;

/** "Welcome back" is for returning users: onboarding just finished says "Welcome". */
export function greeting(name: string, state: unknown): string {
  const first = (state as { firstVisit?: boolean } | null)?.firstVisit === true;
  return first ? `Welcome to Tongshu, ${name}.` : `Welcome back, ${name}.`;
}

/** /dashboard (spec section 2); a user with no day master goes to /welcome. */
export default function Dashboard() {
  const { user } = useSession();
  const { state } = useLocation();
  const [video, setVideo] = useState<number | null>(null);
  const videos = useVideos(video !== null);
  const ready = Boolean(user?.dm);
  const today = compactDate(zonedNow(user?.time_zone));
  const stamp = useSchoolStamp(TODAY_OPTIONS);
  const { data: answer, loading } = useApi<TongshuAnswer>(
    ready ? `/api/tongshu/get/${today}` : null,
    { envelope: false },
  );
  const calendars = useApi<CalendarRow[]>(ready ? '/api/calendars' : null);
  if (!user) return null;
  if (!user.dm) return <Navigate to="/welcome" replace />;

  return (
    <>
      <PageHeader title="Dashboard" subtitle={greeting(user.name, state)} />
      <p className="note chart-stamp">
        Today on your clock: {stamp} · zone {user.time_zone ?? 'Asia/Shanghai'}
      </p>
      <CalendarsMessage calendars={calendars} />
      <TutorialVideos items={TUTORIALS} video={video} videos={videos} onChoose={setVideo} />

      <TodayTiles answer={answer} loading={loading} />

      <CalendarsCard calendars={calendars} />

      <SubscribeHelp calendars={calendars} />

      <Card title="Icon Legend">
        <Legends />
      </Card>
      <FeedbackWidget />
    </>
  );
}
