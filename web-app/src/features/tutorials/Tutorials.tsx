import { useState } from 'react';
import { Link } from 'react-router';
import { Card, PageHeader } from '@tongshu/web-ui';
import { videos as ALL } from '@tongshu/data';
import { useVideos } from '../../shared/videos/useVideos';
import { TutorialVideos } from '../../shared/videos/TutorialVideos';

/**
 * /tutorials: every product video in one place, so Help can point to them: the intro the home page
 * plays and the dashboard's seven tutorials, each opened in the same modal as there.
 */
export default function Tutorials() {
  const [video, setVideo] = useState<number | null>(null);
  const videos = useVideos(video !== null);
  return (
    <>
      <PageHeader title="Tutorials" subtitle="Short films and step-by-step guides" />
      <Card>
        <p>
          Start with the tour of Tongshu, then add your calendars to your phone or computer: copy an
          iCal link from the <Link to="/dashboard">dashboard</Link> and follow the guide for your
          calendar app.
        </p>
        <TutorialVideos items={ALL} video={video} videos={videos} onChoose={setVideo} />
      </Card>
    </>
  );
}
