/**
 * The Stripe Elements card field and payment confirmation, plugged into the form engine when a
 * publishable key is configured (STRIPE_PUBLISHABLE_KEY at build time, or the key the plans call
 * answers). Stripe.js is the only remote script the app loads, and only then.
 */
import { useEffect, useRef, useState } from 'react';
import type { CardFieldProps, PaymentAdapter } from '@tongshu/web-ui';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

const CARD_DETAILS = 'Please provide valid credit card details';

const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = stripes.get(key);
  if (!stripe) {
    // The pure entry inserts Stripe.js only when loadStripe runs; the chunk loads on demand.
    stripe = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(key));
    stripes.set(key, stripe);
  }
  return stripe;
}

export function stripeAdapter(publishableKey: string): PaymentAdapter {
  function StripeCardField({ id, invalid, describedBy, onReady }: CardFieldProps) {
    const mount = useRef<HTMLDivElement>(null);
    const [failed, setFailed] = useState(false);

    useEffect(() => {
      let card: StripeCardElement | undefined;
      let live = true;
      stripeFor(publishableKey)
        .then((stripe) => {
          if (!live || !stripe || !mount.current) return;
          card = stripe.elements().create('card', {
            hidePostalCode: true,
            style: {
              base: { fontSize: '16px', color: '#1f2328', '::placeholder': { color: '#a8afb7' } },
            },
          });
          card.mount(mount.current);
          const element = card;
          onReady({
            async createToken() {
              const result = await stripe.createPaymentMethod({ type: 'card', card: element });
              if (result.error || !result.paymentMethod) {
                throw new Error(result.error?.message ?? CARD_DETAILS);
              }
              return result.paymentMethod.id;
            },
          });
        })
        .catch(() => live && setFailed(true));
      return () => {
        live = false;
        onReady(null);
        card?.destroy();
      };
    }, [onReady]);

    return (
      <div>
        <div
          id={id}
          ref={mount}
          className="tsu-card-input"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        {failed && <p className="tsu-field__error">The card form could not be loaded.</p>}
      </div>
    );
  }

  return {
    CardField: StripeCardField,
    async confirmPayment(clientSecret: string) {
      const stripe = await stripeFor(publishableKey);
      if (!stripe) throw new Error(CARD_DETAILS);
      const result = await stripe.confirmCardPayment(clientSecret);
      if (result.error || !result.paymentIntent) {
        throw new Error(result.error?.message ?? CARD_DETAILS);
      }
      return result.paymentIntent.id;
    },
  };
}

const adapters = new Map<string, PaymentAdapter>();

/** The adapter for a key (one per key, so the card component keeps its identity); none without. */
export function paymentAdapterFor(key: string | null | undefined): PaymentAdapter | undefined {
  if (!key) return undefined;
  let adapter = adapters.get(key);
  if (!adapter) {
    adapter = stripeAdapter(key);
    adapters.set(key, adapter);
  }
  return adapter;
}
