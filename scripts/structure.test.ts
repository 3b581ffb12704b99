import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

/**
 * The layout rules of DESIGN §2 and issue 13 §5, checked on the real tree: no import circle
 * (type-only imports included, which ESLint's import-x/no-cycle does not follow), and the lint
 * zones really refuse a kit file that imports a feature or the shell, and a feature that imports
 * another feature.
 */
const root = path.resolve(import.meta.dirname, '..');

async function restrictedPathErrors(filePath: string, code: string) {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths');
}

describe('code structure', () => {
  it('has no import circle in the applications and packages', async () => {
    const graph = await madge(['apps/server/src', 'apps/web/src', 'packages', 'e2e', 'bench'], {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: path.join(root, 'tsconfig.base.json'),
    });
    expect(graph.circular()).toEqual([]);
  }, 60_000);

  it('has no file of the tree importing across a forbidden boundary', async () => {
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: { rules: { '@typescript-eslint/no-unused-vars': 'off' } },
    });
    const results = await eslint.lintFiles(['apps/web/src', 'apps/server/src/engine', 'packages']);
    const crossings = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
        .map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`),
    );
    expect(crossings).toEqual([]);
  }, 120_000);

  it('refuses a kit file that imports a feature or the shell', async () => {
    const kitFile = 'apps/web/src/kit/ui/Example.ts';
    expect(await restrictedPathErrors(kitFile, "export { MonitorPage } from '../../features/monitor';\n")).toHaveLength(
      1,
    );
    expect(await restrictedPathErrors(kitFile, "export { App } from '../../shell/App';\n")).toHaveLength(1);
    expect(await restrictedPathErrors(kitFile, "export { pl } from '../i18n/pl';\n")).toHaveLength(0);
  }, 60_000);

  it('refuses a feature that imports another feature, and lets it import the kit and its own files', async () => {
    const routeFile = 'apps/web/src/features/route/Example.ts';
    expect(await restrictedPathErrors(routeFile, "export { MonitorPage } from '../monitor';\n")).toHaveLength(1);
    expect(
      await restrictedPathErrors(routeFile, "export { MonitorPage } from '../monitor/MonitorPage';\n"),
    ).toHaveLength(1);
    expect(await restrictedPathErrors(routeFile, "export { usePoiMap } from '../../kit/poi';\n")).toHaveLength(0);
    expect(await restrictedPathErrors(routeFile, "export { RoutePage } from './RoutePage';\n")).toHaveLength(0);
  }, 60_000);

  it('refuses the engine importing a module of the server', async () => {
    const engineFile = 'apps/server/src/engine/example.ts';
    const code = "export { deleteChunksFrom } from '../modules/route/route-chunks.repository';\n";
    expect(await restrictedPathErrors(engineFile, code)).toHaveLength(1);
  }, 60_000);

  it('has the shell import each feature through its index file only', () => {
    const shell = path.join(root, 'apps/web/src/shell');
    const files = fs.readdirSync(shell, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const deep: string[] = [];
    for (const f of files) {
      const text = fs.readFileSync(path.join(shell, f), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import\()\s*'([^']+)'/g)) {
        const target = path.relative(
          path.join(root, 'apps/web/src'),
          path.resolve(path.dirname(path.join(shell, f)), spec),
        );
        const parts = target.split(path.sep);
        if (parts[0] !== 'features') continue;
        const depth = parts[1] === 'records' ? 3 : 2;
        if (parts.length > depth) deep.push(`${f}: ${spec}`);
      }
    }
    expect(deep).toEqual([]);
  });
});
