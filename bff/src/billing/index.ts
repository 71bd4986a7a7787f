/**
 * Plans, subscriptions, checkout, the payment provider (Stripe), access and `requireSubscription`.
 * Other capabilities use it only through this file.
 */
export * from './accessService';
export * from './billingService';
export * from './checkout';
export * from './feedSubscriber';
export * from './payment';
export * from './paymentProvider';
export * from './planSeed';
export * from './requireSubscription';
export * from './routes';
export * from './stripeProvider';
export * from './subscriptionRows';
