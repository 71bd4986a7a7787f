/** Debian's ffmpeg (VP9 through libvpx), installed with apt-get when missing, encodes the films. */
import fs from 'node:fs';
import { aptInstall } from '@tongshu/test-support';

export const FFMPEG = '/usr/bin/ffmpeg';

if (!fs.existsSync(FFMPEG)) aptInstall(['--no-install-recommends', 'ffmpeg']);
