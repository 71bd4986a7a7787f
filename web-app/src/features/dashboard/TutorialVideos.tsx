/** The dashboard's tutorials: a button for each, and the one chosen shown in a modal. */
import { Button, Modal } from '@tongshu/web-ui';
import type { Videos } from '../../shared/videos/useVideos';
import { Tutorial } from '../../shared/videos/Tutorial';
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
        size="lg"
      >
        {tutorial && (
          <Tutorial id={tutorial.id} title={`${tutorial.title} tutorial video`} videos={videos} />
        )}
      </Modal>
    </>
  );
}
