// Without `upload-file` the composer offers no way to pick a file. The kit's attachment menu already leaves its
// "File" item out, but still renders the hidden file input behind it whenever the menu has other items (a poll).

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: 'components/MessageComposer/AttachmentSelector/AttachmentSelector.mjs',
    find: '\t\t\t\t/* @__PURE__ */ jsx(UploadFileInput, { ref: setFileInput }),\n',
    replace: '\t\t\t\tactions.some((action) => action.type === "uploadFile") && /* @__PURE__ */ jsx(UploadFileInput, { ref: setFileInput }),\n',
    count: 1,
    why: 'The attachment menu rendered a file input even where the member may not upload (no upload-file), so a file could still be picked through it.',
    test: 'test/e2e/messaging/uploadsOff.test.ts',
  },
];
