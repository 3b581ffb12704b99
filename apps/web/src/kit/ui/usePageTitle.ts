import { useEffect } from 'react';
import { pl } from '../i18n/pl';

/** Browser tab title: the screen, then the product (menu links open many tabs side by side). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — ${pl.product.name}` : pl.product.name;
  }, [title]);
}
