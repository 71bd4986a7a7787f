import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages are lazy routes, and jest transpiles each one on its first import: on a clean clone the
// first test to open /account waited past the 1 s default for its page while ts-jest compiled it,
// and under a loaded machine's pass (a cold transform cache, two workers and chromium beside
// them) past 5 s. A bound on waiting for the page's own content, not a timing.
configure({ asyncUtilTimeout: 15000 });

afterEach(() => {
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
