/**
 * The feeds' own door in front of Koa. A calendar app polls one subscriber's link every few
 * minutes or hours, so most polls find nothing kept for the second (answerReplay) and went
 * through Koa's context and every middleware step to reach one route: three quarters of such a
 * poll's own time went to Koa (issue 46; docs/performance.md, "The feeds' door"). Here a feed
 * link in its plain form is answered straight from Node's request, by the same `feedFor` and with
 * the same fields as the route: the security fields (no request id, as no line is logged) and the
 * encoded body's. Anything else is left to the app, which answers it as before: another method,
 * an Origin (CORS), a link in another form (case, a trailing slash, escapes), a kind served by
 * another route (selected, household), and every refusal (404, 402, 400) or fault.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCalendarKind } from '@tongshu/engine';
import type { Config } from '../platform/config';
import type { Database } from '../platform/db';
import type { LruCache } from '../platform/cache/lruCache';
import { acceptsGzip, encodedAnswer } from '../platform/http/encodedBody';
import type { AnswerReplay, SendKept } from '../platform/http/answerReplay';
import { CALENDAR_TYPE, FEED_CACHE_CONTROL, feedDisposition } from '../platform/http/feedAnswer';
import { securityFields } from '../platform/middleware/securityHeaders';
import type { SessionCache } from '../auth';
import { feedFor, type Feed } from './feedService';

/** /download/ical/{kind}/{ical_id}[/{person id}], query aside: nothing in it to decode. */
const PLAIN_LINK = /^\/download\/ical\/([a-z]+)\/([\w-]{1,64})(?:\/([\w-]{1,64}))?(?:\?|$)/;

export interface FeedDoorParts {
  readonly db: Database;
  readonly config: Config;
  /** The feeds the route keeps too (`createFeedCache`). */
  readonly cache: LruCache<Feed>;
  readonly sessions: SessionCache;
  /** Answers and keeps what the door built (answerReplay's `serve`). */
  readonly serve: AnswerReplay['serve'];
}

/** The door: sends a feed and says so, or leaves the request to the app. */
export function feedDoor(parts: FeedDoorParts): SendKept {
  const { db, config, cache, sessions, serve } = parts;
  const security = securityFields(config.publicUrl).flat();

  const answer = async (req: IncomingMessage, res: ServerResponse, link: RegExpExecArray) => {
    const [, calendar = '', icalId = '', personId] = link;
    // Read before the owner is looked up, as answerReplay's `keep` does for the app's answers.
    const generation = sessions.current;
    let feed: Feed;
    try {
      const request = { calendar, icalId, now: Date.now(), ...(personId && { personId }) };
      feed = await feedFor(db, cache, request, config.proAccountId, sessions);
    } catch {
      // A refusal is the app's to answer (with its message), and a fault the app's to log.
      return false;
    }
    const encoded = encodedAnswer(feed.body, acceptsGzip(req), {
      type: CALENDAR_TYPE,
      cacheControl: FEED_CACHE_CONTROL,
      lastModified: feed.lastModified,
    });
    const fields = [...security, 'Content-Disposition', feedDisposition(calendar)];
    fields.push(...encoded.fields);
    const { bytes: body, validators } = encoded;
    serve(req, res, { fields, body, validators, until: feed.validUntil, generation });
    return true;
  };

  return (req, res) => {
    if (req.method !== 'GET' || req.headers.origin !== undefined) return false;
    const link = PLAIN_LINK.exec(req.url ?? '');
    return link && isCalendarKind(link[1] ?? '') ? answer(req, res, link) : false;
  };
}
