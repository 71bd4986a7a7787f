/**
 * The card payment hook points of the form engine (spec sections 4 and 7). The app plugs in a
 * provider (Stripe Elements when a publishable key is configured); without one no card field shows.
 */
import type { ComponentType } from 'react';

/** What a mounted card field offers the form. */
export interface CardFieldHandle {
  /** Makes the card token sent as the card field's value; rejects with the provider's message. */
  createToken(): Promise<string>;
}

export interface CardFieldProps {
  readonly id: string;
  readonly invalid: boolean;
  readonly describedBy?: string;
  readonly disabled?: boolean;
  /** Called with the handle once the card field is ready, and with null when it unmounts. */
  readonly onReady: (handle: CardFieldHandle | null) => void;
}

export interface PaymentAdapter {
  readonly CardField: ComponentType<CardFieldProps>;
  /**
   * Confirms a payment the bank wants authorised (`requires_payment_action` with a
   * `client_secret`); resolves with the payment intent id the form resends as `payment_intent`,
   * rejects with the provider's message.
   */
  confirmPayment(clientSecret: string): Promise<string>;
}
