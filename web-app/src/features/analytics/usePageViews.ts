/**
 * Counts each page view, first-party (POST /api/analytics/pageview with the route pattern): no
 * third-party script, no cookie, nothing about the person but whether they are signed in.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../shared/api/client';
import { routePattern } from './routePattern';

export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // A count that fails is not worth a word to the user.
    api.post('/api/analytics/pageview', { route: routePattern(pathname) }).catch(() => undefined);
  }, [pathname]);
}
