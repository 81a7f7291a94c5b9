// The button's and the panel's look, inside their shadow root: the site's CSS can't reach in, and this can't leak out.
export const styles = `
:host { all: initial; display: flex; justify-content: flex-end; position: relative; z-index: 2147483000; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; }
* { box-sizing: border-box; }
button { font: inherit; cursor: pointer; }
button:focus-visible { outline: 2px solid #4f46e5; outline-offset: 2px; }
.trigger { display: inline-flex; align-items: center; gap: 6px; margin: 4px 0; padding: 4px 10px; border: 1px solid #c7d2fe; border-radius: 999px; background: #eef2ff; color: #3730a3; font-size: 13px; font-weight: 600; }
.trigger:hover { background: #e0e7ff; }
.mark { display: inline-grid; place-items: center; width: 16px; height: 16px; border-radius: 4px; background: #4f46e5; color: #fff; font-size: 11px; }
.panel { position: absolute; right: 0; top: calc(100% + 4px); width: min(340px, 92vw); max-height: 420px; overflow: auto; padding: 12px; border: 1px solid #e2e8f0; border-radius: 12px; background: #fff; box-shadow: 0 12px 32px rgba(15, 23, 42, .18); }
.panel.up { top: auto; bottom: calc(100% + 4px); }
.panel[hidden] { display: none; }
.title { margin: 0 0 8px; font-size: 13px; font-weight: 600; color: #475569; }
.list { display: grid; gap: 6px; margin: 0; padding: 0; list-style: none; }
.item { width: 100%; padding: 8px 10px; border: 1px solid #e2e8f0; border-radius: 8px; background: #fff; color: inherit; text-align: left; }
.item:hover, .item:focus-visible { border-color: #818cf8; background: #f8fafc; }
.draft-text { display: block; white-space: pre-wrap; overflow-wrap: anywhere; }
.count { display: block; margin-top: 4px; font-size: 12px; color: #64748b; }
.message { margin: 0 0 10px; }
.error { color: #b91c1c; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 10px; }
.action { padding: 6px 12px; border: 0; border-radius: 8px; background: #4f46e5; color: #fff; font-weight: 600; }
.secondary { padding: 6px 12px; border: 1px solid #cbd5e1; border-radius: 8px; background: #fff; color: #0f172a; }
.spinner { display: inline-block; width: 14px; height: 14px; margin-right: 6px; vertical-align: -2px; border: 2px solid #c7d2fe; border-top-color: #4f46e5; border-radius: 50%; animation: spin .8s linear infinite; }
.hint { margin: 10px 0 0; font-size: 12px; color: #64748b; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
@media (prefers-color-scheme: dark) {
  :host { color: #e2e8f0; }
  .panel, .item, .secondary { background: #0f172a; color: #e2e8f0; border-color: #334155; }
  .item:hover, .item:focus-visible { background: #1e293b; }
  .title, .count, .hint { color: #94a3b8; }
  .error { color: #fca5a5; }
}
`;
