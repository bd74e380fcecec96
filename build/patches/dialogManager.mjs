// The kit's DialogManagerProvider, given an id (the modal manager every <Chat> mounts), renders nothing until an
// effect has registered its manager. A conversation rendered ahead, hidden (PanelView), mounts no effects until it
// shows, so it stayed empty and the click that showed it rendered it all. The manager is now found or registered
// when the provider first renders; the effect then finds that same manager and changes nothing.

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'context/DialogManagerContext.mjs',
    find: '\t\tif (id) return getDialogManager(id) ?? null;\n',
    replace: '\t\tif (id) return getOrCreateDialogManager({ closeOnClickOutside, id });\n',
    count: 1,
    why: 'A conversation rendered ahead while hidden has its content, not an empty first render waiting for an effect.',
    test: 'test/e2e/openChannel.test.ts',
  },
];
