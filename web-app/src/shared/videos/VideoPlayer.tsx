/**
 * A product video: the embed address the operator gave, if any, or else the product's own
 * recording, played with its English captions (a <track>) and described by the transcript beside
 * it. Guides have no recording: without an address they show their pictured steps only.
 */
import { Loader } from '@tongshu/web-ui';
import type { RecordingMedia } from './media';
import './videos.css';

export function VideoPlayer({
  url,
  recording,
  title,
  loading = false,
  describedBy,
}: {
  readonly url: string | null | undefined;
  readonly recording?: RecordingMedia;
  readonly title: string;
  readonly loading?: boolean;
  /** The id of the text alternative (the transcript). */
  readonly describedBy?: string;
}) {
  if (loading) return <Loader label="Loading the video..." />;
  if (url) {
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
  if (!recording) return null;
  return (
    // Shown only when a visitor asked for it (a "Watch" button opens the modal): it starts at once.
    <video
      className="video-film"
      controls
      autoPlay
      preload="metadata"
      title={title}
      aria-describedby={describedBy}
    >
      <source src={recording.film} type="video/webm" />
      <track kind="captions" srcLang="en" label="English" src={recording.captions} default />
    </video>
  );
}
