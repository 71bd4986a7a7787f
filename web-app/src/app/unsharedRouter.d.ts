/** react-router itself, bypassing module federation's share scope (sharedRouter.ts says why). */
declare module 'react-router?unshared' {
  export * from 'react-router';
}
