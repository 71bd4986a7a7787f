import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Pages are lazy routes, and jest transpiles each one on its first import: on a clean clone the
// first test to open /account waited past the 1 s default for its page while ts-jest compiled it.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
