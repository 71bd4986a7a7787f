/**
 * The weekday a calendar week starts on in `locale` (0 Sunday .. 6 Saturday), as the browser's
 * CLDR data says (`Intl.Locale` week info): Monday for en-GB and most of the world, Sunday for
 * en-US. Browsers without week info get Sunday for the US English default and Monday otherwise.
 */
type WeekInfo = { readonly firstDay: number };
type LocaleWithWeek = Intl.Locale & {
  readonly weekInfo?: WeekInfo;
  readonly getWeekInfo?: () => WeekInfo;
};

export function firstWeekday(locale: string): number {
  try {
    const known = new Intl.Locale(locale) as LocaleWithWeek;
    const info = known.getWeekInfo?.() ?? known.weekInfo;
    // CLDR counts 1 Monday .. 7 Sunday.
    if (info) return info.firstDay % 7;
  } catch {
    // Not a locale tag: fall through to the guess.
  }
  return /^en-US$/i.test(locale) ? 0 : 1;
}
