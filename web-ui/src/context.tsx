/**
 * What the kit needs from the app that hosts it, given once through `UiProvider`: how to send a
 * form, what to do with an error no field claims, how to navigate, and (optionally) card payments.
 * The kit itself knows no router, no API client and no payment provider.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { PaymentAdapter } from './form/payment';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A form's request: method and url from its configuration, the field values as body. */
export interface UiRequest {
  readonly method: HttpMethod;
  readonly url: string;
  readonly body: Record<string, unknown>;
  /** True when the body holds files: the app sends multipart form data then. */
  readonly multipart?: boolean;
}

/** What a successful call answers: `{ data?, message?, requires_payment_action?, client_secret? }`. */
export interface UiResponse {
  readonly data?: unknown;
  readonly message?: string;
  readonly requires_payment_action?: boolean;
  readonly client_secret?: string;
  readonly [key: string]: unknown;
}

/** The spec's default message (section 8) when the server gives none. */
export const GLITCH = 'There was a glitch in the matrix – please try again';

/** A failed call: the server's `{ message, inputError? }` and the HTTP status (0: no answer). */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string = GLITCH,
    readonly inputError?: string,
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message || GLITCH);
    this.name = 'RequestError';
  }
}

export interface UiContextValue {
  /** Sends a form; resolves with the response body, rejects with a `RequestError`. */
  readonly request?: (request: UiRequest) => Promise<UiResponse>;
  /** Errors that name no field (spec section 8: redirects, notifications). */
  readonly onError?: (error: unknown) => void;
  /** Client-side navigation for internal links and form redirects. */
  readonly navigate?: (to: string) => void;
  /** Card collection and payment confirmation; absent means no card field is shown. */
  readonly payment?: PaymentAdapter;
  /** The viewer's own zone (IANA), for times in tables; absent: the browser's. */
  readonly timeZone?: string;
}

const UiContext = createContext<UiContextValue>({});

export function UiProvider({ value, children }: { value: UiContextValue; children: ReactNode }) {
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiContextValue {
  return useContext(UiContext);
}
