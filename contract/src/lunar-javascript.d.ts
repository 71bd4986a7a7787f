/**
 * The part of lunar-javascript 1.7.7 (MIT, 6tail) the contract reads: its NaYin table, the one
 * the engine's almanac names the day's NaYin from. The package ships no types.
 */
declare module 'lunar-javascript' {
  export const LunarUtil: {
    /** Pillar (`甲子`) -> its NaYin (`海中金`). */
    readonly NAYIN: Readonly<Record<string, string>>;
  };
}
