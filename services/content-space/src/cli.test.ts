import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { workspaceRoot } from '@storefront/db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturesDir } from './test-support/fixtures';

const run = promisify(execFile);

/** Runs one of the content CLIs with tsx against its own PGlite directory (never DATABASE_URL). */
async function cli(script: 'content-import' | 'content-export', args: string[], dataDir: string) {
  const root = workspaceRoot();
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'src', `${script}.ts`), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', STOREFRONT_DATA_DIR: dataDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('content-import and content-export CLIs', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'content-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('imports a file into the space it names, refuses to overwrite, and exports it again', { timeout: 120_000 }, async () => {
    const dataDir = join(dir, 'db');
    const imported = await cli('content-import', [join(fixturesDir, 'page-composer-starter.export.json')], dataDir);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('into space "hc8gnoolwanu" (new)');
    expect(imported.stdout).toContain('7 entries (7 published)');

    const again = await cli('content-import', [join(fixturesDir, 'page-composer-starter.export.json')], dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has content; import with replace');

    const replaced = await cli('content-import', [join(fixturesDir, 'blog-starter.export.json'), '--space', 'hc8gnoolwanu', '--replace'], dataDir);
    expect(replaced.code).toBe(0);

    const out = join(dir, 'out.json');
    const exported = await cli('content-export', [out], dataDir);
    expect(exported.code).toBe(0);
    const written = JSON.parse(await readFile(out, 'utf8')) as { entries: { sys: { id: string } }[] };
    expect(written.entries.map((entry) => entry.sys.id).sort()).toEqual(['15jwOBqpxqSAOy2eOO4S0m', '2PtC9h1YqIA6kaUaIsWEQ0', '31TNnjHlfaGUoMOwU0M2og', '3K9b0esdy0q0yGqgW2g6Ke']);
  });

  it('refuses a bad file with a clear message and exit code 1, writing nothing', { timeout: 120_000 }, async () => {
    const dataDir = join(dir, 'db-bad');
    const bad = join(dir, 'bad.json');
    const data = JSON.parse(await readFile(join(fixturesDir, 'page-composer-starter.export.json'), 'utf8')) as {
      entries: { sys: { id: string }; fields: Record<string, unknown> }[];
    };
    data.entries.find((entry) => entry.sys.id === '4pQBscyvi608EAd3KNoxt9')!.fields.title = { 'en-US': 7 };
    await writeFile(bad, JSON.stringify(data));
    const refused = await cli('content-import', [bad, '--space', 'pages'], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("Entry '4pQBscyvi608EAd3KNoxt9': field 'title' (Symbol) in locale 'en-US' must be a string");

    const notJson = join(dir, 'broken.json');
    await writeFile(notJson, '{"entries": [');
    const broken = await cli('content-import', [notJson], dataDir);
    expect(broken).toMatchObject({ code: 1, stderr: expect.stringContaining('is not valid JSON') });

    const nothing = await cli('content-export', [join(dir, 'none.json')], dataDir);
    expect(nothing).toMatchObject({ code: 1, stderr: expect.stringContaining('has no content space') });
  });
});
