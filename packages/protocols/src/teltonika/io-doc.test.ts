import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderIoTableMarkdown } from './io-doc';
import { TELTONIKA_IO } from './io-table';

const docs = readFileSync(fileURLToPath(new URL('../../../../docs/devices.md', import.meta.url)), 'utf8');

/** Table text without the column padding and dash counts Prettier chooses. */
function normalize(table: string): string[] {
  return table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/^:?-+:?$/, '-'))
        .join('|'),
    );
}

describe('docs/devices.md', () => {
  it('shows exactly the IO table the mapper uses (regenerate with scripts/render-io-table.ts)', () => {
    const block = docs.slice(
      docs.indexOf('<!-- io-table:start -->') + '<!-- io-table:start -->'.length,
      docs.indexOf('<!-- io-table:end -->'),
    );
    expect(normalize(block)).toEqual(normalize(renderIoTableMarkdown()));
  });

  it('has a row for every id of the table', () => {
    const rows = normalize(docs);
    for (const r of TELTONIKA_IO) expect(rows.some((row) => row.startsWith(`|${r.id}|${r.name}|`))).toBe(true);
  });
});
