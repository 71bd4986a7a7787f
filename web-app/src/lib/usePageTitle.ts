import { useEffect } from 'react';

/** Spec section 2: the page title follows each page's title. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} – Tongshu`
      : 'Tongshu – the Chinese almanac in plain English';
  }, [title]);
}
