// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the server (TypeScript through tsx, no separate server build step).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = [path.join(root, 'apps/web'), path.join(root, 'packages/domain/src')];
const webIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

export function ensureWebBuilt() {
  const built = fs.existsSync(webIndex) ? fs.statSync(webIndex).mtimeMs : 0;
  if (built > Math.max(...webSrc.map(newestMtime))) return;
  console.log('Building the web app (apps/web)...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv[1] === import.meta.filename) {
  ensureWebBuilt();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
  server.on('exit', (code) => process.exit(code ?? 0));
}
