/** The dashboard's video tutorials: a button for each, and the one chosen played in a modal. */
import { Button, Modal } from '@tongshu/web-ui';
import type { Videos } from '../../shared/videos/useVideos';
import { VideoPlayer } from '../../shared/videos/VideoPlayer';
import { TUTORIALS } from '../../shared/videos/tutorials';

export function TutorialVideos({
  video,
  videos,
  onChoose,
}: {
  /** The index of the tutorial playing, if any. */
  readonly video: number | null;
  readonly videos: Videos;
  readonly onChoose: (video: number | null) => void;
}) {
  const tutorial = video === null ? undefined : TUTORIALS[video];
  return (
    <>
      <div className="tutorials" aria-label="Video tutorials" role="group">
        {TUTORIALS.map((item, index) => (
          <Button key={item.title} variant="secondary" icon="play" onClick={() => onChoose(index)}>
            {item.title}
          </Button>
        ))}
      </div>
      <Modal
        open={tutorial !== undefined}
        title={tutorial?.title}
        onCancel={() => onChoose(null)}
        onClose={() => onChoose(null)}
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
    </>
  );
}
