/**
 * The product's video addresses (spec: "seven video tutorial modals", "intro video", "hosted on a
 * video channel"): the operator gives each as an embed address on a supported host, and anyone
 * reads them. A video without an address shows the product's own recording or guide.
 */
import { videos, VIDEO_HOSTS } from '@tongshu/data';
import type { Database } from '../platform/db';
import { badInput } from '../platform/errors';
import type { User } from '../models/User';
import { audit } from '../platform/auditLog';
import { requireRole } from '../auth';
import { readSettings, writeSettings } from '../platform/settings/settingsStore';

export type VideoAddresses = Record<string, string | null>;

const keyOf = (id: string) => `video.${id}`;

export const EMBED_ONLY = `Please enter an embed address from ${VIDEO_HOSTS.join(' or ')}, starting with https://`;

/** GET /api/videos: every video's embed address, or null. */
export async function videoAddresses(db: Database): Promise<VideoAddresses> {
  const stored = await readSettings(
    db.knex,
    videos.map((video) => keyOf(video.id)),
  );
  return Object.fromEntries(videos.map((video) => [video.id, stored[keyOf(video.id)] ?? null]));
}

/** An embed address on a supported host, or null for '' / null (no video). */
export function embedAddress(field: string, value: unknown): string | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 300) throw badInput(EMBED_ONLY, field);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw badInput(EMBED_ONLY, field);
  }
  if (url.protocol !== 'https:' || !VIDEO_HOSTS.includes(url.hostname) || url.username)
    throw badInput(EMBED_ONLY, field);
  return url.toString();
}

/** PATCH /api/master/videos: the addresses sent (by video id) are saved; others stay. */
export async function saveVideoAddresses(
  db: Database,
  master: User,
  body: Record<string, unknown>,
): Promise<VideoAddresses> {
  requireRole(master.permission, 'master');
  const changes: Record<string, string | null> = {};
  for (const video of videos) {
    if (body[video.id] !== undefined)
      changes[keyOf(video.id)] = embedAddress(video.id, body[video.id]);
  }
  if (Object.keys(changes).length === 0) throw badInput('Nothing to update');
  await db.knex.transaction(async (trx) => {
    await writeSettings(trx, changes);
    await audit(trx, {
      actorId: master.id,
      action: 'settings.videos',
      targetId: null,
      detail: changes,
    });
  });
  return videoAddresses(db);
}
