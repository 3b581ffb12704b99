/**
 * The navigation notice path (spec 1 §2.1, spec 3 "Navigation notices"): the first segment,
 * '/open/', then the remaining segments, with a trailing slash. Sign-in and sign-out send none.
 * /vehicles/12 → 'vehicles/open/12/', /monit → 'monit/open/'.
 */
export function openNoticePath(pathname: string): string | null {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.length === 0) return null;
  const [first, ...rest] = segments;
  if (first === 'login' || first === 'logout') return null;
  const tail = rest.map(encodeURIComponent).join('/');
  return `${encodeURIComponent(first)}/open/${tail ? `${tail}/` : ''}`;
}
