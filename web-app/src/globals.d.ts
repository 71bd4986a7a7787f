/** Build-time settings (webpack DefinePlugin; empty when unset). */
declare const __STRIPE_PUBLISHABLE_KEY__: string;

/** The URL of Scalar's browser build, emitted by webpack as a hashed file (webpack.config.js). */
declare module 'scalar-standalone' {
  const url: string;
  export default url;
}
