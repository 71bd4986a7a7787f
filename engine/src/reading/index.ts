/** The Bazi reading on a date (issue 45): pillars now, interactions, symbolic stars, elements. */
export { baziReading } from './baziReading';
export { READING_HOUR } from './flowPillars';
export { INTERACTION_ZH } from './interactions';
export { ELEMENT_METHOD } from './elements';
export { STRENGTH_METHOD } from './strength';
export type {
  BaziReading,
  ElementReading,
  FlowPillar,
  Interaction,
  InteractionKind,
  ReadingSlot,
  StrengthReading,
  SymbolicStar,
} from './types';
