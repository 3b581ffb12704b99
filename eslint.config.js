import fs from 'node:fs';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const web = 'apps/web/src';

/**
 * The web app's screens: every folder of features/ (records/ holds one folder per record
 * screen). Each may import the kit and its own files, never another screen (DESIGN §2:
 * a piece two screens need moves down to the kit).
 */
function webFeatures() {
  const dir = `${web}/features`;
  const names = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
  return names.flatMap((d) => {
    if (d.name !== 'records') return [`features/${d.name}`];
    return fs
      .readdirSync(`${dir}/records`, { withFileTypes: true })
      .filter((r) => r.isDirectory())
      .map((r) => `features/records/${r.name}`);
  });
}

const layerZones = [
  // The kit is at the bottom: it imports no screen and not the shell on top.
  {
    target: `./${web}/kit`,
    from: [`./${web}/features`, `./${web}/shell`],
    message: 'The kit imports no feature and no shell.',
  },
  // Screens import the kit, not the shell.
  { target: `./${web}/features`, from: `./${web}/shell`, message: 'A feature does not import the shell.' },
  ...webFeatures().map((f) => ({
    target: `./${web}/${f}`,
    from: `./${web}/features`,
    except: [`./${f.slice('features/'.length)}`],
    message: 'Features do not import each other: move the shared piece to the kit.',
  })),
  // Shared rules stay pure: no application code inside them.
  { target: './packages', from: './apps', message: 'packages/ import no application code.' },
  // The engine takes what it needs from modules by injection, not by importing a module's files.
  {
    target: './apps/server/src/engine',
    from: './apps/server/src/modules',
    message: 'The engine does not import a module: inject a callback or move the piece down.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // No import circles anywhere (issue 13 §5): a circle means two files that cannot be
      // understood, tested or moved apart. Type-only imports count too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
);
