/** Build-time settings (webpack DefinePlugin; empty when unset). */
declare const __STRIPE_PUBLISHABLE_KEY__: string;

/** The tutorials' films, captions and screenshot, emitted by webpack as hashed files. */
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.vtt' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
