import { TELTONIKA_IO, type IoRule } from './io-table';

function target(r: IoRule): string {
  switch (r.target) {
    case 'field':
      return `\`${r.key}\`${r.rank ? ` (source ${r.rank + 1}; also \`extra.${r.extraKey}\`)` : ''}`;
    case 'input':
      return `\`inputs\` bit ${r.bit}`;
    case 'output':
      return `\`outputs\` bit ${r.bit}`;
    case 'temperature':
      return `\`temperatures[${r.slot! - 1}]\` (T${r.slot})`;
    case 'sensor':
      return `\`${r.key}[${r.slot! - 1}]\` (sensor ${r.slot})`;
    case 'extra':
      return `\`extra.${r.key}\``;
    case 'special':
      return `\`${r.key}\``;
    case 'ignore':
      return 'dropped';
  }
}

function conversion(r: IoRule): string {
  const parts: string[] = [];
  if (r.key === 'ignition' || r.key === 'movement') parts.push('non-zero = true');
  if (r.signed) parts.push('signed');
  if (r.scale !== undefined) parts.push(`x ${r.scale}`);
  if (r.offset !== undefined) parts.push(`+ ${r.offset}`);
  if (r.unit && r.unit !== 'bool') parts.push(`-> ${r.unit}`);
  if (r.sentinels) parts.push(`errors ${r.sentinels.join('/')} -> null`);
  return parts.join(', ') || 'as sent';
}

const esc = (s: string) => s.replace(/\|/g, '\\|');

/** The IO table of docs/devices.md, rendered from TELTONIKA_IO (a test keeps them equal). */
export function renderIoTableMarkdown(): string {
  const rows = [...TELTONIKA_IO].sort(
    (a, b) => a.id - b.id || (a.families?.[0] ?? '').localeCompare(b.families?.[0] ?? ''),
  );
  const lines = [
    '| id | Teltonika name | family | bytes | Position field | conversion | source | note |',
    '|---:|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.id} | ${esc(r.name)} | ${r.families ? r.families.join(', ') : 'all'} | ${r.size} | ${target(r)} | ${esc(conversion(r))} | ${r.source} | ${esc(r.note ?? '')} |`,
    );
  }
  return lines.join('\n');
}
