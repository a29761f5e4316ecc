import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'] });
await (await fetch(url)).arrayBuffer();
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const a = r.lhr.audits;
console.log('score', r.lhr.categories.performance.score, 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'TBT', a['total-blocking-time'].numericValue, 'SI', Math.round(a['speed-index'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue);
const m = a['metrics'].details.items[0]; console.log('observed', JSON.stringify({fcp:m.observedFirstContentfulPaint, lcp:m.observedLargestContentfulPaint, load:m.observedLoad, dcl:m.observedDomContentLoaded, fp:m.observedFirstPaint}));
const lt = a['long-tasks']?.details?.items ?? []; console.log('longtasks', JSON.stringify(lt.slice(0,8).map(t=>[t.url?.slice(-30), Math.round(t.startTime), Math.round(t.duration)])));
const phases = a['lcp-breakdown-insight'] ?? a['lcp-phases-insight'] ?? a['largest-contentful-paint-element'];
console.log('phases', JSON.stringify(phases?.details?.items ?? '').slice(0, 1500));
const reqs = a['network-requests'].details.items.filter((i) => i.resourceType !== 'Other');
let total = 0;
for (const q of reqs.sort((x, y) => x.networkRequestTime - y.networkRequestTime).slice(0, 40)) { total += q.transferSize; console.log(Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.resourceType, q.priority, q.transferSize, q.url.replace(/^http:\/\/localhost:\d+/, '').slice(0, 90)); }
console.log('requests', reqs.length, 'bytes', reqs.reduce((s, q) => s + q.transferSize, 0));
await chrome.kill();
