/**
 * One operation of the public API, declared once: its request schema (path and query fields, all
 * strings as they arrive), its answer schema, the pure function that answers it and the short
 * English text a model can quote. The bff serves it at `/api/v1{path}`, the OpenAPI document
 * describes it, and the MCP servers offer it as the tool `name`.
 */
import type { z } from 'zod';
import type {
  Birth,
  ChartOptions,
  CivilDate,
  CivilDateTime,
  Gender,
  HouseholdInput,
  NatalBirth,
  QimenKind,
  QimenOptions,
  School,
  SchoolDifferences,
  Selection,
  SelectionPerson,
  SelectionRequest,
  ThreeVictoryRow,
} from '@tongshu/engine';
import type { Subject } from './subject';

/** One of the key owner's people, as the public API shows them (GET /api/v1/people). */
export interface PersonRecord {
  readonly id: string;
  readonly name: string;
  readonly birth: {
    readonly date: string;
    /** `HH:mm`, or null when the birth time is not known. */
    readonly time: string | null;
    readonly zone: string;
    readonly gender: 'male' | 'female';
  };
  /** The person's school: every option, defaults included. */
  readonly school: Readonly<Record<string, string>>;
}

/** A kept selection: what was asked, and the selection it makes now. */
export interface KeptSelection {
  readonly activity: string;
  readonly from: string;
  readonly to: string;
  readonly people: string;
  /**
   * Whom it is kept for (the user by their name) and its filters, in words, as the dashboard's
   * calendar line names them: `for Ana Silva and Ben Carter, on Saturdays and Sundays, best hours
   * between 09:00 and 18:00`; empty when it names no one and has no filter.
   */
  readonly described: string;
  readonly selection: Selection;
}

/** A school comparison's chart and its inputs: the engine's `*Differences` arguments. */
export type SchoolsRequest =
  | { readonly chart: 'bazi'; readonly birth: Birth; readonly options: ChartOptions }
  | { readonly chart: 'day'; readonly date: CivilDate; readonly school: Partial<School> }
  | {
      readonly chart: 'qimen';
      readonly kind: QimenKind;
      readonly at: CivilDateTime;
      readonly options: QimenOptions;
    };

/**
 * What only an account can give: its people and whether charts are open to it. The stdio MCP
 * server has no account and refuses; the bff answers from the key owner's rows.
 */
export interface Scope {
  /** The person's birth and chart options (their zone and school), or a 404 `ContractError`. */
  subjectOf(personId: string): Promise<Subject>;
  person(personId: string): Promise<PersonRecord>;
  people(): Promise<readonly PersonRecord[]>;
  /** `me` and ids of the owner's people as selection people; an unknown id is a 400 on `people`. */
  selectionPeople(ids: readonly string[]): Promise<SelectionPerson[]>;
  /** The selection the owner keeps as a calendar, as it reads today, or null. */
  keptSelection(): Promise<KeptSelection | null>;
  /** Throws a 403 `ContractError` where the account may not read Qi Men and 3VV charts. */
  requireCharts(): void;
  /** The clock answers default to: the key owner's zone, or China's without an account. */
  readonly zone: string;
  /**
   * The wall clock in milliseconds since 1970 (default `Date.now`), read only by `todayIn` where a
   * request leaves its date out; tests give a fixed one.
   */
  readonly now?: () => number;
  /**
   * Where a selection is computed and shaped into its answer: a server's worker threads, so that
   * a year's selection does not hold its event loop (issue 42); in this process without it. The
   * answer is `selectionAnswer`'s (select's own type, which shared may not name).
   */
  readonly selectAnswer?: (request: SelectionRequest) => Promise<unknown>;
  /**
   * The owner's household calendar input over a window of civil dates on their clock: who is
   * in it, which kinds, each person's rules (issue 44); absent without an account.
   */
  readonly householdInput?: (window: { from: CivilDate; to: CivilDate }) => Promise<HouseholdInput>;
  /** Where a year of three victory days is computed, as `selectDays` (about 240 ms a year). */
  readonly victoryDays?: (request: {
    birth: NatalBirth;
    gender: Gender;
    year: number;
  }) => Promise<ThreeVictoryRow[]>;
  /**
   * Where a school comparison is computed, as `selectDays`: it charts the subject under every
   * school (a Bazi birth or a Qi Men hour 20-110 ms on the event loop; issue 42).
   */
  readonly schoolDifferences?: (request: SchoolsRequest) => Promise<SchoolDifferences>;
}

export interface Endpoint<
  Request extends z.ZodObject = z.ZodObject,
  Answer extends z.ZodType = z.ZodType,
> {
  /** snake_case: the OpenAPI operationId and the MCP tool name. */
  readonly name: string;
  /** Under /api/v1, with `{param}` for path fields, e.g. `/almanac/{date}`. */
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly tag: string;
  readonly summary: string;
  /** Several sentences: what it answers, the defaults, the sources (docs/engine). */
  readonly description: string;
  readonly request: Request;
  readonly answer: Answer;
  /** Only with an account (people, kept selections): not offered by the stdio MCP server. */
  readonly needsAccount?: boolean;
  /** A request that answers, for the docs' examples and the contract tests. */
  readonly example: Readonly<Record<string, string>>;
  compute(input: z.output<Request>, scope: Scope): Promise<z.output<Answer>>;
  /**
   * For an answer that depends on the request alone (and the default zone), what it depends on,
   * so a server may keep it; undefined when it reads the account (a person, the charts' grant).
   */
  cacheKey?(input: z.output<Request>, scope: Scope): string | undefined;
  /** One or two English sentences of the answer, for a model to quote. */
  summarize(answer: z.output<Answer>): string;
}

/** Declares an endpoint with its types inferred from its schemas. */
export const endpoint = <Request extends z.ZodObject, Answer extends z.ZodType>(
  definition: Endpoint<Request, Answer>,
): Endpoint<Request, Answer> => definition;
