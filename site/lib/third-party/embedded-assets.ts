/**
 * The embedded providers' stylesheets and script, served at /_embedded/assets/{file} (their pages
 * may load only files of this server: the page policy allows no inline style elements or scripts).
 */
const VOXELO_CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#f4f2ef}
.viewer{display:grid;grid-template-columns:repeat(5,auto);justify-content:center;gap:6px;padding:12px}
h1{grid-column:1/-1;margin:0 0 4px;font-size:15px;font-weight:600;text-align:center}
.angle{position:absolute;opacity:0}.angle+label{padding:4px 10px;border:1px solid #bbb;border-radius:14px;background:#fff;cursor:pointer;font-size:12px}
.angle:checked+label{background:#1a1a1a;color:#fff;border-color:#1a1a1a}.angle:focus-visible+label{outline:2px solid #1a1a1a;outline-offset:2px}
.stage{grid-column:1/-1;height:380px;perspective:900px;display:flex;align-items:center;justify-content:center}
.turntable{position:relative;width:200px;height:300px;transform-style:preserve-3d;transition:transform .8s ease}
.face{position:absolute;inset:0;width:200px;height:300px;object-fit:cover;backface-visibility:hidden;border-radius:4px;box-shadow:0 10px 30px rgba(0,0,0,.15)}
.face-0{transform:translateZ(100px)}.face-1{transform:rotateY(90deg) translateZ(100px)}.face-2{transform:rotateY(180deg) translateZ(100px)}.face-3{transform:rotateY(270deg) translateZ(100px)}
.spin:checked~.stage .turntable{animation:turn 12s linear infinite}.stage:hover .turntable{animation-play-state:paused}
#angle-0:checked~.stage .turntable{transform:rotateY(0)}#angle-1:checked~.stage .turntable{transform:rotateY(-90deg)}#angle-2:checked~.stage .turntable{transform:rotateY(-180deg)}#angle-3:checked~.stage .turntable{transform:rotateY(-270deg)}
@keyframes turn{to{transform:rotateY(-360deg)}}@media (prefers-reduced-motion:reduce){.spin:checked~.stage .turntable{animation:none}}
.hint{grid-column:1/-1;margin:0;text-align:center;color:#666;font-size:11px}.missing{padding:40px;text-align:center}
`;

const REVIEVE_CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#faf7f5}
.vto{display:flex;flex-direction:column;gap:12px;padding:16px;max-width:560px;margin:0 auto}
header{display:flex;justify-content:space-between;align-items:center;gap:8px}h1{margin:0;font-size:16px;font-weight:600}
.close{padding:8px 16px;border:1px solid #1a1a1a;border-radius:0;background:#1a1a1a;color:#fff;cursor:pointer}
.mirror{display:flex;justify-content:center;padding:12px;background:#efe8e2;border-radius:8px}.face{width:220px;height:264px}
.skin{fill:var(--skin,#e6b896)}.eye{fill:#3b2a22}.lips{fill:var(--lips,#b5656b)}
.shades{display:flex;flex-wrap:wrap;gap:8px}.shade{display:flex;align-items:center;gap:6px;padding:6px 10px;border:1px solid #ccc;background:#fff;cursor:pointer;border-radius:20px}
.shade span{width:18px;height:18px;border-radius:50%;border:1px solid rgba(0,0,0,.2)}.shade[aria-pressed=true]{border-color:#1a1a1a;box-shadow:0 0 0 1px #1a1a1a}
.missing{padding:40px;text-align:center}
`;

const REVIEW_FORM_CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,sans-serif;color:#1a1a1a;background:#fff}
.review-form{padding:16px;max-width:560px;margin:0 auto}h1{margin:0 0 4px;font-size:18px}.product{margin:0 0 12px;color:#555}
form{display:flex;flex-direction:column;gap:12px}label{display:flex;flex-direction:column;gap:4px;font-weight:600}
fieldset{border:1px solid #ddd;padding:8px 12px;display:flex;flex-wrap:wrap;gap:10px}fieldset label{flex-direction:row;align-items:center;font-weight:400}
input,textarea{font:inherit;padding:8px;border:1px solid #999}fieldset input{padding:0}
button{padding:12px;border:0;background:#1a1a1a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.errors{color:#b00020;margin:0 0 8px;padding-left:18px}.thanks{text-align:center;padding-top:40px}.missing{padding:40px;text-align:center}
`;

/** The try-on page's behaviour: draws the chosen shade and tells the product page (its parent) what happened. */
const REVIEVE_JS = `
(function(){
  var body=document.body,area=body.dataset.area,target=body.dataset.parentOrigin;
  function tell(event,detail){ if(target&&window.parent!==window) window.parent.postMessage(Object.assign({source:'revieve',event:event},detail||{}),target); }
  if(body.dataset.unavailable==='true'){ tell('unavailable'); return; }
  function choose(button){
    document.querySelectorAll('.shade').forEach(function(other){other.setAttribute('aria-pressed',String(other===button));});
    document.documentElement.style.setProperty(area==='lips'?'--lips':'--skin',button.dataset.hex);
  }
  document.querySelectorAll('.shade').forEach(function(button,index){
    button.addEventListener('click',function(){choose(button);tell('shadeSelected',{shade:button.dataset.shade});});
    if(index===0) choose(button);
  });
  var close=document.querySelector('[data-action=close]');
  if(close) close.addEventListener('click',function(){tell('close');});
  tell('loaded');
})();
`;

export const EMBEDDED_ASSETS: Record<string, { type: string; body: string }> = {
  'voxelo.css': { type: 'text/css; charset=utf-8', body: VOXELO_CSS },
  'revieve.css': { type: 'text/css; charset=utf-8', body: REVIEVE_CSS },
  'review-form.css': { type: 'text/css; charset=utf-8', body: REVIEW_FORM_CSS },
  'revieve.js': { type: 'text/javascript; charset=utf-8', body: REVIEVE_JS },
};

export function embeddedAsset(file: string): Response {
  const asset = Object.hasOwn(EMBEDDED_ASSETS, file) ? EMBEDDED_ASSETS[file] : undefined;
  if (!asset) return new Response('Not found', { status: 404 });
  return new Response(asset.body, { headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' } });
}
