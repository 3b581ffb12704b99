/**
 * `fn` over the items with at most `limit` running at once, results in the items' order. A
 * summary of many vehicles overlaps one vehicle's database round trips with another's compute
 * (PostgreSQL answers over the network; SQLite's calls stay serialised by its driver).
 */
export async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
