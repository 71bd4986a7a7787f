import path from 'node:path';

/** Where `npm run tutorials` writes the films, captions and screenshot the web app serves. */
export const MEDIA_DIR = path.resolve(__dirname, '../../../web-app/src/shared/videos/media');
