/** Build-time settings (webpack DefinePlugin; empty when unset). */
declare const __STRIPE_PUBLISHABLE_KEY__: string;
