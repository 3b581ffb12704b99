// Rewrites the IO table of docs/devices.md from packages/protocols/src/teltonika/io-table.ts:
// npx tsx packages/protocols/scripts/render-io-table.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { renderIoTableMarkdown } from '../src/teltonika/io-doc';

const file = fileURLToPath(new URL('../../../docs/devices.md', import.meta.url));
const START = '<!-- io-table:start -->';
const END = '<!-- io-table:end -->';
const text = readFileSync(file, 'utf8');
const a = text.indexOf(START);
const b = text.indexOf(END);
if (a < 0 || b < a) throw new Error(`docs/devices.md has no ${START} ... ${END} block`);
const next = `${text.slice(0, a + START.length)}\n${renderIoTableMarkdown()}\n${text.slice(b)}`;
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
console.log('docs/devices.md: IO table rewritten');
