/**
 * A product video from its embed address, or "Video coming soon" when the operator has given none:
 * the page never pretends a video is there.
 */
import { Loader, Message } from '@tongshu/web-ui';
import './videos.css';

export function VideoPlayer({
  url,
  title,
  loading = false,
}: {
  readonly url: string | null | undefined;
  readonly title: string;
  readonly loading?: boolean;
}) {
  if (loading) return <Loader label="Loading the video..." />;
  if (!url) {
    return (
      <Message tone="info" title="Video coming soon">
        The written steps below show the same.
      </Message>
    );
  }
  return (
    <div className="video-frame">
      <iframe
        src={url}
        title={title}
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
      />
    </div>
  );
}
