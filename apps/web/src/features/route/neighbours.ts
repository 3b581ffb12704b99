/** The vehicles before and after `vid` in the vehicle list (spec 2 §2.1 previous/next vehicle). */
export function vehicleNeighbours<T extends { id: number }>(
  list: readonly T[],
  vid: number | null,
): { prev: T | null; next: T | null } {
  const i = vid === null ? -1 : list.findIndex((v) => v.id === vid);
  if (i < 0) return { prev: null, next: null };
  return { prev: i > 0 ? list[i - 1] : null, next: i < list.length - 1 ? list[i + 1] : null };
}
