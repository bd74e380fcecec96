// The virtualized list scrolls to a message jumped to (a search result, a quoted message) once, on the next task
// after the messages change. When the jump put a page of older messages before the rows on screen (its answer
// joined the newest page), the list is still moving its rows for that prepend then, and keeps its old place: the
// conversation opened from a search result stayed on its newest messages about one time in two. The scroll is
// made again once the list has drawn twice, which lands whichever came first.

const LIST = 'components/MessageList/VirtualizedMessageList.mjs';

/** @type {import('../kitPatches.mjs').KitPatch[]} */
export default [
  {
    file: LIST,
    find: /if \(index !== -1\) scrollTimeout = setTimeout\(\(\) => \{\n\t\t\t\tvirtuoso\.current\?\.scrollToIndex\(\{\n\t\t\t\t\talign: "center",\n\t\t\t\t\tindex\n\t\t\t\t\}\);\n\t\t\t\}, 0\);/,
    replace: 'if (index !== -1) scrollTimeout = setTimeout(() => {\n\t\t\t\tconst toFound = () => virtuoso.current?.scrollToIndex({ align: "center", index });\n\t\t\t\ttoFound();\n\t\t\t\trequestAnimationFrame(() => requestAnimationFrame(toFound));\n\t\t\t}, 0);',
    count: 1,
    why: 'A jump to a message scrolls to it again two frames later: the first scroll, made while the list moved its rows for the older page the jump put before them, kept the newest rows in view.',
    test: 'test/e2e/searchAndCards.test.ts',
  },
];
