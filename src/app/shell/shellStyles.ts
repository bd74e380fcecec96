/**
 * The shell's own styles (host reset, launcher, docked panel). Delivered as a constructable stylesheet:
 * a strict CSP blocks <style> and style="" but not adoptedStyleSheets.
 */
export const shellStyles = `
:host{all:initial!important;display:contents!important}
.bc-root{all:initial;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.4;color:#111;
  --bc-primary:#005fff;--bc-z:2147483000}
.bc-root *,.bc-root *::before,.bc-root *::after{box-sizing:border-box}
.bc-launcher{all:unset;position:fixed;right:20px;bottom:20px;z-index:var(--bc-z);width:56px;height:56px;border-radius:50%;
  background:var(--bc-primary);color:#fff;display:flex;align-items:center;justify-content:center;cursor:pointer;
  box-shadow:0 4px 16px rgba(0,0,0,.25)}
.bc-launcher:focus-visible{outline:3px solid #111;outline-offset:3px}
.bc-launcher svg{width:28px;height:28px;fill:currentColor}
.bc-badge{position:absolute;top:-4px;right:-4px;min-width:22px;height:22px;padding:0 6px;border-radius:11px;background:#e5243b;
  color:#fff;font:600 12px/22px system-ui,sans-serif;text-align:center}
.bc-badge[hidden],.bc-launcher[hidden],.bc-panel[hidden]{display:none}
.bc-panel{position:fixed;right:20px;bottom:88px;z-index:var(--bc-z);width:400px;height:min(640px,calc(100dvh - 108px));
  display:flex;flex-direction:column;background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 8px 32px rgba(0,0,0,.3);
  container-type:inline-size}
.bc-root[data-launcher=false] .bc-panel{bottom:20px;height:min(640px,calc(100dvh - 40px))}
.bc-root[data-mode=inline] .bc-panel{position:relative;right:auto;bottom:auto;width:100%;height:100%;min-height:400px;
  border-radius:0;box-shadow:none;z-index:auto}
.bc-root[data-mode=inline]{display:block;width:100%;height:100%}
.bc-bar{display:flex;align-items:center;gap:8px;padding:8px 12px;border-bottom:1px solid rgba(0,0,0,.1);font-weight:600}
.bc-bar-title{flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bc-bar button{all:unset;cursor:pointer;padding:4px 8px;border-radius:8px}
.bc-bar button:focus-visible{outline:2px solid var(--bc-primary)}
.bc-bar button[hidden]{display:none}
.bc-body{flex:1;min-height:0;display:flex;flex-direction:column}
.bc-body>.str-chat{height:100%}
/* The panel shows the list or a channel, never both: the kit's narrow-width off-canvas list must stay in place. */
.bc-body .str-chat__channel-list{position:relative;transform:none;visibility:visible;pointer-events:auto;width:100%;max-width:none;flex:1}
.bc-status{padding:24px;text-align:center;color:#555}
.bc-root[data-scheme=dark] .bc-panel{background:#101418;color:#eee}
.bc-root[data-scheme=dark] .bc-bar{border-color:rgba(255,255,255,.15)}
@media (max-width:480px){
  .bc-root:not([data-mode=inline]) .bc-panel{inset:0;width:100%;height:100%;height:100dvh;border-radius:0}
}
`;
