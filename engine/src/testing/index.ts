/**
 * `@tongshu/engine/testing`: the independent readings the engine's tests and the end-to-end tests
 * hold the product to (Intl's zone data, an iCal parser, solarlunar's tables). Not shipped: the
 * engine's build leaves this folder out, and jest and `tsc` resolve the name to it.
 */
export { icalEvents, type IcalComponent, type IcalTime } from './icalEvents';
export { onClock } from './onClock';
export { sectPillars } from './sectPillars';
export { solarLunar } from './solarLunar';
