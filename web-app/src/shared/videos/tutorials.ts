/**
 * The dashboard's seven tutorials (spec section 2), in the order of data/src/videos.ts: the four
 * calendar apps' guides, then the three recordings of Tongshu itself.
 */
import { videos } from '@tongshu/data';

export const TUTORIALS = videos.filter((video) => video.id !== 'intro');
