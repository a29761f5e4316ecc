/**
 * The XSS and URL corpus the tests put through every field of every content model: OWASP-style
 * markup payloads for text, and the URLs the one URL rule (../safe-url.ts) must refuse or allow.
 * Markup payloads call `__xss(id)`: the Chromium test defines it as a trap and counts the calls,
 * so any payload that executes names itself.
 */

/** Markup and script payloads for text fields, short enough for most fields' limits. */
export const TEXT_PAYLOADS: readonly string[] = [
  `<script>__xss('t1')</script>`,
  `<img src=x onerror=__xss('t2')>`,
  `<svg onload=__xss('t3')>`,
  `"><script>__xss('t4')</script>`,
  `'><img src=x onerror=__xss('t5')>`,
  `javascript:__xss('t6')`,
  `&lt;script&gt;__xss('t7')&lt;/script&gt;`,
  `&#60;img src=x onerror=__xss('t8')&#62;`,
  `<iframe src="javascript:__xss('t9')">`,
  `<a href="javascript:__xss('t10')">x</a>`,
  `</textarea><script>__xss('t11')</script>`,
  `</script><script>__xss('t12')</script>`,
  `\u2028\u2029</script><svg onload=__xss('t13')>`,
  `<details open ontoggle=__xss('t14')>`,
  `<body onload=__xss('t15')>`,
  `<math><style><img src=x onerror=__xss('t16')>`,
  `<a href="&#x6A;avascript:__xss('t17')">x</a>`,
  `\${__xss('t18')}{{constructor.constructor('__xss(18)')()}}`,
  `[x](javascript:__xss('t19')) <!--><svg onload=__xss('t19')>`,
  `<input autofocus onfocus=__xss('t20')>`,
];

/** URLs that must never become an href or a src, each with what a browser would make of it. */
export const UNSAFE_URLS: ReadonlyArray<readonly [string, string]> = [
  [`javascript:__xss('u1')`, 'script'],
  [`JaVaScRiPt:__xss('u2')`, 'script, scheme in mixed case'],
  [` javascript:__xss('u3')`, 'script after a leading space (stripped by the browser)'],
  [`\u0000javascript:__xss('u4')`, 'script after a leading NUL (stripped)'],
  [`\u001fjavascript:__xss('u5')`, 'script after a leading C0 control (stripped)'],
  [`javascript:__xss('u6') `, 'script with a trailing space'],
  [`java\tscript:__xss('u7')`, 'script: tabs are removed inside'],
  [`java\nscript:__xss('u8')`, 'script: newlines are removed inside'],
  [`java\rscript:__xss('u9')`, 'script: carriage returns are removed inside'],
  [`javascript://%0A__xss('u10')`, 'script hidden behind a comment and an encoded newline'],
  ['vbscript:msgbox(1)', 'script (old IE)'],
  ['VBScript:msgbox(1)', 'script (old IE), mixed case'],
  [`data:text/html,<script>__xss('u13')</script>`, 'an HTML document'],
  ['data:text/html;base64,PHNjcmlwdD5fX3hzcygndTE0Jyk8L3NjcmlwdD4=', 'an HTML document, base64'],
  [`DATA:image/svg+xml,<svg onload=__xss('u15')>`, 'an SVG document'],
  ['data:image/png;base64,iVBORw0KGgo=', 'data: is refused even for images'],
  ['blob:https://shop.example/0b1c', 'a blob URL'],
  ['file:///etc/passwd', 'a local file'],
  ['ftp://files.example/x', 'another protocol'],
  ['//evil.example/x', 'protocol-relative: another host'],
  ['///evil.example/x', 'protocol-relative with three slashes'],
  ['/\\evil.example/x', 'slash-backslash: another host'],
  ['\\\\evil.example/x', 'two backslashes: another host'],
  ['\\/evil.example/x', 'backslash-slash: another host'],
  ['/\t/evil.example/x', 'slash, tab, slash: another host once the tab is dropped'],
  ['/\n/evil.example/x', 'slash, newline, slash'],
  [' //evil.example/x', 'protocol-relative after a space'],
  ['\t//evil.example', 'protocol-relative after a tab'],
  ['/a/..//evil.example/x', 'a path that normalises to //evil.example'],
  ['/a/%2e%2e//evil.example/x', 'the same with encoded dots'],
  ['/.//evil.example/x', 'the same with a single dot'],
  ['https:evil.example', 'an http(s) URL without slashes (relative on https pages)'],
  ['http:/evil.example', 'an http URL with one slash'],
  ['https://evil.example\\@shop.example', 'a backslash before the @'],
  ['https://shop.example@evil.example/', 'credentials that look like the host'],
  ['http://user:secret@shop.example/', 'credentials'],
  ['https://', 'no host'],
  ['relative/path', 'path-relative: another page on every page'],
  ['pages/sale', 'path-relative'],
  [`%6Aavascript:__xss('u40')`, 'percent-encoded scheme (a relative path, not a link)'],
  [`&#106;avascript:__xss('u41')`, 'entity-encoded scheme (a relative path, not a link)'],
  [`javascript&colon;__xss('u42')`, 'named-entity colon'],
  [`\u200bjavascript:__xss('u43')`, 'zero-width space before the scheme'],
  [`tel:javascript:__xss('u44')`, 'tel: without a number'],
  ['mailto:', 'mailto: without an address'],
  ['/pages/a b', 'a space inside a path'],
  ['', 'empty'],
  [`/${'a'.repeat(2_000)}`, 'longer than 2,000 characters'],
];

/** Links the rule allows, unchanged: some of them look odd but stay where they say. */
export const SAFE_LINKS: readonly string[] = [
  '/pages/sale',
  '/',
  '/search?q=dress&colour=red',
  '/pages/sale#top',
  '/pages/caf%C3%A9',
  '/%5Cevil.example',
  '#top',
  '?page=2',
  'https://example.com/a?b=1',
  'HTTPS://EXAMPLE.COM/',
  'http://localhost:3000/x',
  'mailto:help@example.com',
  'MAILTO:help@example.com?subject=Order',
  'tel:+44 20 7946 0000',
  'tel:020-7946-0000',
];

/** Files (asset URLs) the rule allows as a src. */
export const SAFE_FILES: readonly string[] = ['/_img/campaigns/tailoring/41', 'https://images.ctfassets.net/space/asset/file.jpg'];
