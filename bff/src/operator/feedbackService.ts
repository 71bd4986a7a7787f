/**
 * The feedback widget's ratings (spec sections 2 and 3) and the operator's feedback dashboard:
 * list, counts per band, delete (master only).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../platform/db';
import { badInput, notFound } from '../platform/errors';
import { Feedback, RATINGS, type Rating } from '../models/Feedback';
import type { User } from '../models/User';
import { requireRole } from '../auth';
import { idOf } from '../platform/validation';

export const COMMENT_MAX = 2000;

/** The widget's three faces, accepted as well as the stored names. */
const FACES: Readonly<Record<string, Rating>> = {
  smile: 'positive',
  meh: 'neutral',
  frown: 'negative',
};

function ratingOf(value: unknown): Rating {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : '';
  const rating = FACES[name] ?? RATINGS.find((r) => r === name);
  if (!rating) throw badInput('Please select an option', 'rating');
  return rating;
}

function commentOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > COMMENT_MAX)
    throw badInput(`Please enter a comment of at most ${COMMENT_MAX} characters`, 'comment');
  return value.trim() || null;
}

export function feedbackView(feedback: Feedback) {
  return {
    id: feedback.id,
    rating: feedback.rating,
    comment: feedback.comment,
    date_created: feedback.date_created,
  };
}

/** POST /api/feedback: any signed-in user. */
export async function addFeedback(
  db: Database,
  user: User,
  body: Record<string, unknown>,
): Promise<Feedback> {
  const rating = ratingOf(body.rating);
  const comment = commentOf(body.comment);
  return Feedback.query(db.knex).insertAndFetch({
    id: randomUUID(),
    user_id: user.id,
    rating,
    comment,
    date_created: new Date().toISOString(),
  });
}

/** GET /api/feedback (master): newest first, with the author while they still exist. */
export async function listFeedback(db: Database, master: User) {
  requireRole(master.permission, 'master');
  const rows: (Feedback & { name: string | null; email: string | null })[] = await db
    .knex('feedback')
    .leftJoin('users', 'users.id', 'feedback.user_id')
    .select('feedback.*', 'users.name as name', 'users.email as email')
    .orderBy([
      { column: 'feedback.date_created', order: 'desc' },
      { column: 'feedback.id', order: 'desc' },
    ]);
  return rows.map((row) => ({
    ...feedbackView(row),
    user_id: row.user_id,
    name: row.name,
    email: row.email,
  }));
}

/** GET /api/feedback/metrics (master): the dashboard's three bands. */
export async function feedbackMetrics(
  db: Database,
  master: User,
): Promise<Record<Rating | 'total', number>> {
  requireRole(master.permission, 'master');
  const rows: { rating: string; count: number | string }[] = await db
    .knex('feedback')
    .select('rating')
    .count('* as count')
    .groupBy('rating');
  const counts = { positive: 0, neutral: 0, negative: 0, total: 0 };
  for (const row of rows) {
    const rating = RATINGS.find((r) => r === row.rating);
    if (rating) counts[rating] = Number(row.count);
  }
  counts.total = counts.positive + counts.neutral + counts.negative;
  return counts;
}

/** DELETE /api/feedback/:id (master). */
export async function deleteFeedback(db: Database, master: User, id: string): Promise<void> {
  requireRole(master.permission, 'master');
  if (!idOf(id) || (await Feedback.query(db.knex).deleteById(id)) === 0)
    throw notFound('Feedback not found');
}
