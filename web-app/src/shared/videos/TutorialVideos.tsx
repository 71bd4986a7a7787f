/**
 * A row of tutorials (the dashboard's seven, or /tutorials' all eight): a button for each, and the
 * one chosen shown in a modal.
 */
import { Button, Modal } from '@tongshu/web-ui';
import type { Video } from '@tongshu/data';
import type { Videos } from './useVideos';
import { Tutorial } from './Tutorial';

export function TutorialVideos({
  items,
  video,
  videos,
  onChoose,
}: {
  readonly items: readonly Video[];
  /** The index in `items` of the tutorial playing, if any. */
  readonly video: number | null;
  readonly videos: Videos;
  readonly onChoose: (video: number | null) => void;
}) {
  const tutorial = video === null ? undefined : items[video];
  return (
    <>
      <div className="tutorials" aria-label="Video tutorials" role="group">
        {items.map((item, index) => (
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
