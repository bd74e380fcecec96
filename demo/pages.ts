/**
 * The job board's HTML pages: one head for all of them (the board's name and stylesheet, the page's title and
 * module script, Open Graph tags so a link to the board in a chat message gets a card) around each page's own
 * body, kept in demo/pages/<name>.html.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A page of the board: its title after the board's name, and the module script that runs it. */
interface DemoPage {
  title: string;
  script: string;
}

/** Every page by its path (the site's root is /index.html). */
const PAGES: Record<string, DemoPage> = {
  '/index.html': { title: 'bounties', script: '/pages/index.js' },
  '/bounty.html': { title: 'bounty', script: '/pages/bounty.js' },
  '/host-api.html': { title: 'the host API', script: '/pages/host-api.js' },
  '/outbox.html': { title: 'e-mail outbox', script: '/pages/outbox.js' },
  '/activity.html': { title: 'chat activity', script: '/pages/activity.js' },
  '/react.html': { title: 'React', script: '/react/app.js' },
};

/** `body` in the board's one page template. */
function renderPage({ title, script }: DemoPage, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>GigBoard — ${title}</title>
  <meta property="og:site_name" content="GigBoard">
  <meta property="og:title" content="GigBoard — ${title}">
  <meta property="og:description" content="Bounties for freelancers: post one, apply, and talk it over in the chat.">
  <link rel="stylesheet" href="/demo.css">
  <script type="module" src="${script}"></script>
</head>
<body>
${body}</body>
</html>
`;
}

/** The page at `path` ("/" is the index), with its body read from `pagesDir`; null when there is no such page. */
export async function demoPageHtml(pagesDir: string, path: string): Promise<string | null> {
  const pagePath = path === '/' ? '/index.html' : path;
  if (!Object.hasOwn(PAGES, pagePath)) return null;
  return renderPage(PAGES[pagePath]!, await readFile(join(pagesDir, pagePath.slice(1)), 'utf8'));
}
