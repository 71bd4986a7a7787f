/**
 * The embed address of each product video (GET /api/videos), null where none is configured; asked
 * only once a video is wanted, so a page that shows none makes no call.
 */
import { useApi } from '@tongshu/web-ui';

export type VideoAddresses = Readonly<Record<string, string | null>>;

export interface Videos {
  readonly addresses: VideoAddresses;
  /** True until the answer is in: the player waits rather than start a film an address replaces. */
  readonly loading: boolean;
}

export function useVideos(wanted: boolean): Videos {
  const answer = useApi<VideoAddresses>(wanted ? '/api/videos' : null);
  return {
    addresses: answer.data ?? {},
    loading: wanted && answer.data === undefined && !answer.error,
  };
}
