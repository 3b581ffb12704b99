import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const hasPrlimit = (() => {
  try {
    execFileSync('prlimit', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.runIf(process.platform === 'linux' && hasPrlimit)('raising the file limit', () => {
  it('lifts a process started with a low soft limit to its hard limit', () => {
    // A process started under soft 512 / hard 2048 raises itself and reports what it has.
    const script = `import { raiseFileLimit } from ${JSON.stringify(path.join(here, 'file-limit.ts'))};
      console.log(JSON.stringify(raiseFileLimit()));`;
    const out = execFileSync(
      'prlimit',
      ['--nofile=512:2048', process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8', cwd: path.resolve(here, '../../../..') },
    );
    // Node raises it at start on its own; raiseFileLimit checks and falls back to prlimit.
    expect(JSON.parse(out.trim().split('\n').pop()!)).toMatchObject({ soft: 2048, hard: 2048 });
  });
});
