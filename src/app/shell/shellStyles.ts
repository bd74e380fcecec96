/**
 * The shell's own styles (host reset, launcher, docked panel). Delivered as a constructable stylesheet:
 * a strict CSP blocks <style> and style="" but not adoptedStyleSheets.
 */
/** How long the docked panel takes to fade out as it closes (its content stays drawn until then). */
export const PANEL_FADE_MS = 180;

// The CSS comments are JavaScript comments between the string's parts, so they do not ship; terser joins the parts.
export const shellStyles = `
:host{all:initial!important;display:contents!important}
.bc-root{all:initial;font-family:var(--bc-font);font-size:16px;line-height:1.4;color:#111;
  --bc-font:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;--bc-primary:#005fff;--bc-z:2147483000;
  --bc-x:20px;--bc-y:20px;--bc-w:400px;--bc-h:640px;--bc-muted:#555;--bc-line:rgba(0,0,0,.2);--bc-new:#1d6b34}
`
  // The host's fontFamily (data-font) reaches the kit too; without one the kit keeps its own stack.
  + `
.bc-root[data-font] .str-chat{--str-chat__font-family:var(--bc-font)}
.bc-root *,.bc-root *::before,.bc-root *::after{box-sizing:border-box}
.bc-launcher{all:unset;position:fixed;right:var(--bc-x);bottom:var(--bc-y);z-index:var(--bc-z);width:56px;height:56px;border-radius:50%;
  background:var(--bc-primary);color:#fff;display:flex;align-items:center;justify-content:center;cursor:pointer;
  box-shadow:0 4px 16px rgba(0,0,0,.25)}
.bc-launcher:focus-visible{outline:3px solid #111;outline-offset:3px}
.bc-launcher svg{width:28px;height:28px;fill:currentColor}
.bc-launcher[aria-expanded=true] .bc-icon-chat,.bc-launcher[aria-expanded=false] .bc-icon-close{display:none}
.bc-badge{position:absolute;top:-4px;inset-inline-end:-4px;min-width:22px;height:22px;padding:0 6px;border-radius:11px;background:#e5243b;
  color:#fff;font:600 12px/22px var(--bc-font);text-align:center}
.bc-badge[hidden],.bc-launcher[hidden],.bc-panel[hidden]{display:none}
`
  // Docked: above the launcher (56 px and a 12 px gap), never over it; clamped to the window, 20 px from its far edges.
  + `
.bc-panel{position:fixed;right:var(--bc-x);bottom:calc(var(--bc-y) + 68px);z-index:var(--bc-z);
  width:min(var(--bc-w),calc(100vw - var(--bc-x) - 20px));height:min(var(--bc-h),calc(100dvh - var(--bc-y) - 88px));
  display:flex;flex-direction:column;background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 8px 32px rgba(0,0,0,.3);
  container-type:inline-size}
`
  // Docked, the panel fades and rises in and out (display waits for the end of the fade); not under reduced motion.
  + `
.bc-root[data-mode=docked] .bc-panel{transition:opacity ${PANEL_FADE_MS}ms ease-out,transform ${PANEL_FADE_MS}ms ease-out,display ${PANEL_FADE_MS}ms allow-discrete}
.bc-root[data-mode=docked] .bc-panel[hidden]{opacity:0;transform:translateY(12px)}
@starting-style{.bc-root[data-mode=docked] .bc-panel{opacity:0;transform:translateY(12px)}}
@media (prefers-reduced-motion:reduce){.bc-root[data-mode=docked] .bc-panel{transition:none}}
.bc-root[data-launcher=false] .bc-panel{bottom:var(--bc-y);height:min(var(--bc-h),calc(100dvh - var(--bc-y) - 20px))}
.bc-root[data-side=left] :is(.bc-launcher,.bc-panel){right:auto;left:var(--bc-x)}
.bc-root[data-mode=inline] .bc-panel{position:relative;right:auto;left:auto;bottom:auto;width:100%;height:100%;min-height:400px;
  border-radius:0;box-shadow:none;z-index:auto}
.bc-root[data-mode=inline]{display:block;width:100%;height:100%}
.bc-bar{position:relative;display:flex;align-items:center;gap:8px;padding:8px 12px;border-bottom:1px solid var(--bc-line);font-weight:600}
.bc-bar-heading{flex:1;min-width:0;display:flex;flex-direction:column}
.bc-bar-title{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.bc-bar-counts{display:flex;gap:8px;font-weight:400;font-size:12px;color:var(--bc-muted);min-width:0;overflow:hidden;white-space:nowrap}
.bc-bar-counts>span{overflow:hidden;text-overflow:ellipsis}
.bc-bar-counts[hidden],.bc-notice[hidden]{display:none}
.bc-notice{padding:8px 12px;background:#fff4e5;color:#7a4100;font-size:14px;border-bottom:1px solid #f0c48a}
.bc-bar>button{all:unset;cursor:pointer;padding:4px 8px;border-radius:8px}
.bc-bar>button:focus-visible{outline:2px solid var(--bc-primary)}
.bc-bar>button[hidden]{display:none}
.bc-body{flex:1;min-height:0;display:flex;flex-direction:column}
.bc-body>.str-chat{height:100%}
`
  // The panel shows the list or a channel, never both: the kit's narrow-width off-canvas list must stay in place.
  + `
.bc-body .str-chat__channel-list{position:relative;transform:none;visibility:visible;pointer-events:auto;width:100%;max-width:none;flex:1}
.bc-status{padding:24px;text-align:center;color:var(--bc-muted)}
.bc-failed{padding:24px;display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center}
.str-chat__channel-list:focus{outline:none}
.bc-search{min-width:0;font:inherit;font-size:14px;padding:6px 10px;border:1px solid var(--bc-line);border-radius:8px;background:transparent;color:inherit}
.bc-view-toggle,.bc-row-menu-button,.bc-menu-item,.bc-link{font:inherit;font-size:14px;cursor:pointer;border-radius:8px;color:inherit}
.bc-view-toggle{padding:6px 10px;border:1px solid var(--bc-line);background:transparent;white-space:nowrap}
.bc-filter{min-width:0;font:inherit;font-size:14px;padding:6px;border:1px solid var(--bc-line);border-radius:8px;background:transparent;color:inherit}
`
  // The list's toolbar: the search box takes what the row leaves. With the filters (a poster's list) search and
  // settings keep the top row and the view and filters go below, so no filter ever narrows the search box; a panel
  // wide enough holds all in one row.
  + `
.bc-list-tools{display:grid;gap:8px;padding:8px 12px;align-items:center;grid-template-columns:minmax(0,1fr) auto auto;
  grid-template-areas:"search view settings"}
.bc-search{grid-area:search}.bc-archive-toggle{grid-area:view}.bc-filter{grid-area:filter}.bc-filter-unread{grid-area:unread}
.bc-settings-button{grid-area:settings}
.bc-list-tools[data-filters]{grid-template-columns:auto minmax(0,1fr) auto auto;
  grid-template-areas:"search search search settings" "view filter unread unread"}
.bc-list-tools[data-filters] .bc-filter-unread{justify-self:end}
@container (min-width:600px){.bc-list-tools[data-filters]{grid-template-columns:minmax(200px,1fr) auto minmax(0,14em) auto auto;
  grid-template-areas:"search view filter unread settings"}}
.bc-view-toggle[aria-pressed=true]{background:rgba(0,95,255,.1)}
.bc-rows{list-style:none;margin:0;padding:0}
.bc-row{position:relative;display:flex;align-items:center}
.bc-row>.str-chat__channel-list-item{flex:1;min-width:0}
.bc-row-actions{position:relative;flex:none}
.bc-row-menu-button{border:0;background:transparent;width:32px;height:32px;margin-inline-end:4px;font-size:18px;line-height:1}
.bc-row-menu-button:focus-visible,.bc-menu-item:focus-visible,.bc-view-toggle:focus-visible{outline:2px solid var(--bc-primary)}
.bc-menu{position:absolute;inset-inline-end:4px;top:100%;z-index:2;min-width:180px;display:flex;flex-direction:column;padding:4px;background:#fff;color:#111;
  border-radius:10px;box-shadow:0 4px 20px rgba(0,0,0,.25)}
.bc-menu-item{all:unset;box-sizing:border-box;padding:8px 12px;border-radius:6px;cursor:pointer;font-size:14px}
.bc-menu-item:hover,.bc-menu-item:focus{background:rgba(128,128,128,.18)}
.bc-confirm p{margin:8px 12px;font-size:14px}
.bc-danger{color:#c0142b;font-weight:600}
.bc-row-bounty{font-size:13px;font-weight:500;color:var(--str-chat__text-secondary,var(--bc-muted));overflow:hidden;text-overflow:ellipsis;white-space:nowrap;text-align:start}
.bc-row-bounty-mark{display:block;margin:auto}
.bc-row-new{font-size:12px;font-weight:600;color:var(--bc-new);border:1px solid currentColor;border-radius:4px;padding:0 4px;line-height:16px}
.bc-row-muted{color:var(--bc-muted);font-size:12px}
.bc-row--muted .bc-row-unread .str-chat__badge{background:transparent;color:var(--bc-muted);box-shadow:inset 0 0 0 1px currentColor}
.bc-root .bc-rows .bc-row .str-chat__channel-list-item .str-chat__channel-list-item-data__title{font-weight:500}
.bc-root .bc-rows .bc-row .str-chat__channel-list-item--unread .str-chat__channel-list-item-data__title{font-weight:700}
.bc-root .bc-rows .bc-row .str-chat__channel-list-item--unread .str-chat__summarized-message-preview{color:var(--str-chat__text-primary);font-weight:600}
.bc-row-status{margin-inline-end:4px;color:var(--bc-muted)}
.bc-row-status[data-status=read]{color:var(--bc-primary)}
.bc-action-error{padding:8px 12px;color:#a4001b;background:#fdecee}
.bc-link{border:0;background:transparent}
`
  // The open conversation's tools in the title bar (search, "⋯", the muted mark): icons, so the name keeps the row.
  // The options menu hangs from the bar's end, never wider than the panel.
  + `
.bc-bar-tools{display:flex;align-items:center;gap:2px;flex:none}
.bc-bar-tools:empty{display:none}
.bc-icon-button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;
  border-radius:8px;cursor:pointer;color:inherit}
.bc-icon-button:hover,.bc-icon-button[aria-expanded=true]{background:rgba(128,128,128,.16)}
.bc-icon-button svg,.bc-bar-muted svg{width:20px;height:20px}
.bc-bar-muted{display:inline-flex;padding:0 4px;color:var(--bc-muted)}.bc-bar-muted svg{width:16px;height:16px}
.bc-icon-stroke{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.bc-icon-fill{fill:currentColor}
.bc-menu.bc-conversation-menu{top:100%;inset-inline-end:8px;min-width:200px;max-width:calc(100% - 16px);z-index:5;font-weight:400}
.bc-conversation-menu .bc-menu-item{overflow-wrap:anywhere}
.bc-conversation-tools{display:flex;flex-direction:column;flex:none}
.bc-conversation-tools .bc-action-error{font-size:14px}
.bc-conversation-search{display:flex;flex-direction:column;max-height:50%;overflow:auto;padding:4px 8px}
.bc-conversation-search-bar{display:flex;gap:4px}.bc-conversation-search-bar .bc-search{flex:1}
.bc-search-results{padding:4px 8px 8px}
.bc-search-heading{margin:8px 4px 4px;font-size:13px;color:var(--bc-muted)}
.bc-search-group-title{margin:8px 4px 2px;font-size:13px}
.bc-search-list{list-style:none;margin:0;padding:0}
.bc-search-result{display:block;width:100%;text-align:start;border:0;border-radius:8px;padding:6px 8px;background:transparent;color:inherit;font:inherit;font-size:14px;cursor:pointer}
.bc-search-result:hover,.bc-search-result:focus-visible{background:var(--str-chat__secondary-surface-color,rgba(0,0,0,.06))}
.bc-search-author{display:block;font-size:12px;color:var(--bc-muted)}
.bc-search-text{unicode-bidi:plaintext;overflow-wrap:anywhere}
.bc-search-result mark{background:#ffe58f;color:#1a1a1a;border-radius:2px}
.bc-search-more{margin:8px 4px}

`
  // Dark: one surface for the panel's layer (the bar, the list, the messages, the composer's band), the kit's
  // raised tones only for what floats above it; muted text and lines lighter so they keep AA contrast and show.
  + `
.bc-root[data-scheme=dark]{--bc-muted:#a9b1bb;--bc-line:rgba(255,255,255,.3);--bc-new:#7bd88f;color-scheme:dark}
.bc-root[data-scheme=dark] .bc-panel{background:#101418;color:#eee}
.bc-root[data-scheme=dark] .str-chat{--str-chat__background-core-app:#101418;--str-chat__background-core-elevation-0:#101418;
  --str-chat__background-core-elevation-1:#101418}
.bc-root[data-scheme=dark] .bc-menu{background:#22282f;color:#eee}
`
  // Phone: the panel covers exactly the visual viewport (see visualViewport.ts), wherever the host's layout ends.
  + `
.bc-root[data-phone=true]:not([data-mode=inline]) .bc-panel{left:var(--bc-vv-x);top:var(--bc-vv-y);right:auto;bottom:auto;
  width:var(--bc-vv-w);height:var(--bc-vv-h);border-radius:0}
.bc-root[data-phone=true]:not([data-mode=inline]) .bc-launcher{left:calc(var(--bc-vv-x) + var(--bc-vv-w) - 72px);
  top:calc(var(--bc-vv-y) + var(--bc-vv-h) - 72px);right:auto;bottom:auto}
.bc-root[data-phone=true][data-side=left]:not([data-mode=inline]) .bc-launcher{left:calc(var(--bc-vv-x) + 16px)}
`
  // Touch screens: every control of the frame and the rows at least 44 × 44 px (WCAG 2.5.5).
  + `
@media (pointer:coarse){.bc-bar>button,.bc-row-menu-button{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px}
.bc-icon-button{width:44px;height:44px}.bc-conversation-menu .bc-menu-item{display:flex;align-items:center;min-height:44px}
.bc-search,.bc-view-toggle,.bc-filter{min-height:44px}.bc-settings-button{min-width:44px}
.bc-row-menu-button{margin-inline-end:0}.bc-bar{padding-block:4px}
.bc-search-result{min-width:44px;min-height:44px}}
`
  // Words of either direction (a name, typed Arabic in an English widget) each read in their own: direction from their text.
  + `
.bc-bar-heading span,.bc-root .str-chat__textarea textarea,.bc-root .str-chat__message-text,.bc-root .str-chat__channel-list-item-data__title,
.bc-row time,.bc-row-bounty,.bc-root .str-chat__summarized-message-preview{unicode-bidi:plaintext}
.bc-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
`
  // Focus rings at 3:1 or more against the panel (WCAG 1.4.11), whatever the host's primary colour: the kit's own
  // ring (#c3d9ff, 1.4:1 on white) and ours take one colour per scheme. A focused message gets the ring inside it.
  + `
.bc-root{--bc-focus:#0b57d0}
.bc-root[data-scheme=dark]{--bc-focus:#8ab4f8}
.bc-root .str-chat{--str-chat__border-utility-focused:var(--bc-focus)}
.bc-root :is(.bc-bar>button,.bc-row-menu-button,.bc-menu-item,.bc-view-toggle,.bc-switch):focus-visible{outline-color:var(--bc-focus)}
.bc-root .bc-icon-button:focus-visible{outline:2px solid var(--bc-focus)}
.bc-root .bc-search:focus-visible{outline:2px solid var(--bc-focus);outline-offset:1px}
.bc-root .str-chat__li .str-chat__message:focus-visible{outline:2px solid var(--bc-focus);outline-offset:-2px;border-radius:8px}
.bc-root .str-chat__message-composer:has(textarea:focus-visible){outline:2px solid var(--bc-focus);outline-offset:-1px}
`;
