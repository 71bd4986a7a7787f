/** `npm start` rebuilds a web bundle only when a file it bundles is newer than its dist. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isStale } from '../../../scripts/buildIfStale';

let root: string;

const write = (name: string, seconds: number) => {
  const file = path.join(root, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, name);
  fs.utimesSync(file, seconds, seconds);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'tongshu-stale-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('isStale', () => {
  it('builds when there is no dist yet', () => {
    write('src/a.ts', 1000);
    expect(isStale('dist', ['src'], root)).toBe(true);
  });

  it('skips a dist newer than every source, however deep the sources lie', () => {
    write('src/deep/a.ts', 1000);
    write('webpack.config.js', 1000);
    write('dist/main.js', 2000);
    expect(isStale('dist', ['src', 'webpack.config.js', 'missing'], root)).toBe(false);
  });

  it('builds when one source, or a config, is newer than the newest file of dist', () => {
    write('src/deep/a.ts', 1000);
    write('dist/old.js', 1500);
    write('dist/main.js', 2000);
    write('src/deep/b.ts', 2500);
    expect(isStale('dist', ['src'], root)).toBe(true);
    write('src/deep/b.ts', 1000);
    write('webpack.config.js', 3000);
    expect(isStale('dist', ['src', 'webpack.config.js'], root)).toBe(true);
  });

  it('leaves out node_modules below a source folder', () => {
    write('src/a.ts', 1000);
    write('src/node_modules/x/index.js', 5000);
    write('dist/main.js', 2000);
    expect(isStale('dist', ['src'], root)).toBe(false);
  });
});
