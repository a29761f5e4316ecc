import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'] });
await (await fetch(url)).arrayBuffer();
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('score', r.lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue);
const el = a['largest-contentful-paint-element']?.details?.items;
console.log(JSON.stringify(el, null, 0).slice(0, 1500));
for (const id of ['render-blocking-resources','render-blocking-insight','lcp-discovery-insight','lcp-phases-insight','network-dependency-tree-insight','uses-responsive-images','bootup-time','mainthread-work-breakdown','server-response-time','document-latency-insight']) { const x=a[id]; if (x) console.log(id, x.displayValue ?? '', x.score, JSON.stringify(x.details?.items ?? x.details ?? '').slice(0,700)); }
await chrome.kill();
