/**
 * Stops a page's HTML parser for a while at a chosen point of its server HTML, as a slow network or a slow phone
 * does: the document is fetched as served and a parser-blocking script (with the page's CSP nonce) is put before the
 * start tag that holds `inTag` (an attribute, say); that script's answer is held for `holdMs`. Browsers paint what they have parsed while
 * they wait for such a script, unless something blocks rendering. Call before the page navigates.
 */
import type { Page } from 'playwright-core';

const STOP_PATH = '/__parser-stop.js';

export async function stopParserAt(
  page: Page,
  pathname: string,
  inTag: string,
  holdMs: number,
): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const found = html.indexOf(inTag);
      const at = html.lastIndexOf('<', found);
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
      if (found < 0 || nonce === undefined)
        throw new Error(`stopParserAt: no "${inTag}" or no nonce in ${pathname}`);
      const stop = `<script nonce="${nonce}" src="${STOP_PATH}"></script>`;
      await route.fulfill({ response, body: html.slice(0, at) + stop + html.slice(at) });
    },
  );
  await page.route(
    (url) => url.pathname === STOP_PATH,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      // It takes itself out once run, so React hydrates the page as the server sent it.
      await route.fulfill({ contentType: 'text/javascript', body: 'document.currentScript.remove();' });
    },
  );
}
