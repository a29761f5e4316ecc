/**
 * pnpm bench — runs every benchmark and writes bench/results.json.
 *   --only page-render|throughput|js|lighthouse|search|preview   run one
 * The throughput, Lighthouse and preview benchmarks need a production build (`pnpm build`); it is
 * built when missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '@storefront/db/client';
import { CliFailure, parseCommandLine, runCli } from '../cli';
import { benchFirstLoadJs } from './first-load-js';
import { benchLighthouse } from './lighthouse';
import { benchPageRender } from './page-render';
import { benchPreviewLatency } from './preview-latency';
import { benchSearch } from './search/bench-search';
import { benchPageThroughput } from './throughput';

const root = workspaceRoot();
const resultsFile = join(root, 'bench', 'results.json');

function ensureBuild(): void {
  if (existsSync(join(root, 'site', '.next', 'BUILD_ID'))) return;
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new CliFailure(`pnpm build failed (exit code ${build.status ?? 'none'})`);
}

runCli(import.meta.url, 'bench', async () => {
  const { values } = parseCommandLine('Usage: pnpm bench [--only page-render|throughput|js|lighthouse|search|preview]', { options: { only: { type: 'string' } } });
  const { only } = values;
  const previous = existsSync(resultsFile) ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>) : {};
  // Budgets a figure broke: reported after the results are written, and the run then fails.
  const overBudget: string[] = [];
  const results: Record<string, unknown> = {
    ...previous,
    generatedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
  };

  if (!only || only === 'page-render') {
    console.info('page render: 50-section page, fetch + validate + resolve + render to HTML…');
    results.pageRender50Sections = await benchPageRender();
    console.info(results.pageRender50Sections);
  }

  if (!only || only === 'throughput') {
    ensureBuild();
    console.info('page throughput (home, category, content page) vs a static file of the same bytes, 10 and 50 connections; search page…');
    results.pageThroughput = await benchPageThroughput(root);
    // Its figures are part of pageThroughput now.
    delete results.homeThroughput;
    console.info(JSON.stringify(results.pageThroughput, null, 2));
  }

  if (!only || only === 'js') {
    ensureBuild();
    console.info('first-load JavaScript of each storefront route, gzipped, from the build…');
    const firstLoadJs = await benchFirstLoadJs(root);
    results.firstLoadJs = firstLoadJs;
    console.info(JSON.stringify(firstLoadJs, null, 2));
    overBudget.push(...firstLoadJs.overBudget);
  }

  if (!only || only === 'lighthouse') {
    ensureBuild();
    console.info('Lighthouse mobile, three runs each: home, category and search pages…');
    results.lighthouse = await benchLighthouse(root);
    console.info(JSON.stringify(results.lighthouse, null, 2));
  }

  if (!only || only === 'preview') {
    ensureBuild();
    console.info('preview latency: keystroke in the studio → the preview DOM, 200 keystrokes, 30 sections…');
    results.previewLatency = await benchPreviewLatency(root);
    console.info(results.previewLatency);
  }

  if (!only || only === 'search') {
    console.info('search: 100,000 generated products, 200 listing queries, engine vs itemsjs vs Orama…');
    results.search = await benchSearch();
    console.info(JSON.stringify(results.search, null, 2));
  }

  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  if (overBudget.length > 0) throw new CliFailure(overBudget.join('\n'));
});
