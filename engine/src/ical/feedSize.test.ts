/**
 * Issue 33: every feed with its default window stays under 600 KB on every sample zone's clock
 * (bench/feedSamples.ts), well clear of the ~1 MB at which Google Calendar stops reading a
 * subscription. Sizes are bytes, not durations: a fixed bound holds on any machine.
 */
import { FEED_BUDGET_BYTES, SAMPLE_FEEDS, SAMPLE_ZONES, sampleFeed } from '../bench/feedSamples';

describe.each(SAMPLE_FEEDS)('the %s feed with its default window', (feed) => {
  it.each(SAMPLE_ZONES)('is under 600 KB in %s', (zone) => {
    const text = sampleFeed(feed, zone);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(FEED_BUDGET_BYTES);
  });
});
