/** The JWT secret: JWT_SECRET when set, else one generated once and kept under the data folder. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

export function jwtSecret(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}
