/**
 * What a tutorial modal shows (the intro and the seven tutorials): a recording with its
 * transcript, or a calendar app's guide, its steps each with a picture. An embed address the
 * operator gives plays above either (instead of the recording).
 */
import { useId } from 'react';
import { RECORDING_STEPS, type RecordingId } from '@tongshu/data';
import { GUIDES, type GuideId } from './guides';
import { RECORDINGS } from './media';
import { StepPicture } from './StepPicture';
import type { Videos } from './useVideos';
import { VideoPlayer } from './VideoPlayer';

const isRecording = (id: string): id is RecordingId => id in RECORDING_STEPS;
const isGuide = (id: string): id is GuideId => id in GUIDES;

export function Tutorial({
  id,
  title,
  videos,
}: {
  readonly id: string;
  readonly title: string;
  readonly videos: Videos;
}) {
  const transcript = useId();
  return (
    <>
      <VideoPlayer
        url={videos.addresses[id]}
        recording={isRecording(id) ? RECORDINGS[id] : undefined}
        loading={videos.loading}
        title={title}
        describedBy={transcript}
      />
      {isRecording(id) && (
        <div id={transcript}>
          <h3 className="video-transcript">Transcript</h3>
          <ol>
            {RECORDING_STEPS[id].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {isGuide(id) && (
        <div id={transcript}>
          <h3 className="video-transcript">Step by step</h3>
          <ol className="guide-steps">
            {GUIDES[id].map((step) => (
              <li key={step.text}>
                <p>{step.text}</p>
                {step.picture && <StepPicture picture={step.picture} />}
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}
