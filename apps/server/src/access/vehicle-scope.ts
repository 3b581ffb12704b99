import type { SessionUser } from '../http/context';

/** A user's vehicle scope: every vehicle of his company, or his list (DESIGN §4; SessionUser.vehicleIds). */
export function vehicleScope(user: Pick<SessionUser, 'vehicleIds'>): (vehicleId: number) => boolean {
  if (!user.vehicleIds) return () => true;
  const allowed = new Set(user.vehicleIds);
  return (id) => allowed.has(id);
}
