/**
 * What a visitor's eye would catch on a rendered page, read in the browser: the page wider than the screen, a
 * section heading with nothing under it, and every score shown in a link to a match page (to be compared with
 * the stored result). Runs inside the page (`page.evaluate(readPageFindings)`): no imports, no closures.
 */
export interface ShownScore {
  /** The match page's slug the row links to. */
  slug: string;
  home: number;
  away: number;
  /** The row's whole visible text, for the shoot-out and the report. */
  text: string;
}

export interface PageFindings {
  /** How many CSS pixels the page is wider than the viewport (0 when it fits). */
  overflow: number;
  /** The widest element that sticks out of the viewport, when the page is too wide. */
  widest: string | null;
  emptyHeadings: string[];
  scores: ShownScore[];
}

export function readPageFindings(): PageFindings {
  const viewport = document.documentElement.clientWidth;
  const overflow = Math.max(0, document.documentElement.scrollWidth - viewport);
  let widest: string | null = null;
  if (overflow > 0) {
    let right = viewport;
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && getComputedStyle(element).position !== 'fixed') {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${element.className} (${Math.round(box.right)} px): ${(element.textContent ?? '').trim().slice(0, 60)}`;
      }
    }
  }

  const hasContent = (element: Element) =>
    (element.textContent ?? '').trim() !== '' ||
    element.querySelector('img, svg, table, canvas, iframe') !== null;
  const level = (element: Element) => (/^H([1-6])$/.exec(element.tagName) ? Number(element.tagName[1]) : 7);
  const contentAfter = (heading: Element): boolean => {
    // The heading's own siblings up to the next heading of its level or higher; when it stands alone in its
    // wrapper (a card's header), the wrapper's siblings.
    let node: Element = heading;
    while (node.parentElement && node !== document.body) {
      let sibling = node.nextElementSibling;
      let any = false;
      while (sibling && level(sibling) > level(heading)) {
        any = true;
        if (hasContent(sibling)) return true;
        sibling = sibling.nextElementSibling;
      }
      if (any || sibling) return false;
      node = node.parentElement;
    }
    return false;
  };
  const main = document.querySelector('main') ?? document.body;
  const emptyHeadings = Array.from(main.querySelectorAll('h2, h3'))
    .filter((heading) => (heading as HTMLElement).offsetParent !== null && !contentAfter(heading))
    .map((heading) => `${heading.tagName.toLowerCase()} "${(heading.textContent ?? '').trim()}"`);

  const scores: ShownScore[] = [];
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="/partite/"]'))) {
    const slug = /\/partite\/([^/?#]+)/.exec(new URL(link.href).pathname)?.[1];
    if (!slug) continue;
    // The site's lists: <span data-part="result"><b>3 - 3</b>…; the LiveScores widget: a goals cell per side (data-goals).
    const result = link.querySelector('[data-part="result"] b')?.textContent ?? null;
    const goals = Array.from(link.querySelectorAll('[data-goals]')).map((cell) =>
      (cell.textContent ?? '').trim(),
    );
    const pair = result
      ? /^(\d+)\s*[-:]\s*(\d+)$/.exec(result.trim())?.slice(1)
      : goals.length === 2 && goals.every((goal) => /^\d+$/.test(goal))
        ? goals
        : undefined;
    if (!pair) continue;
    scores.push({
      slug: decodeURIComponent(slug),
      home: Number(pair[0]),
      away: Number(pair[1]),
      text: (link.innerText ?? '').replace(/\s+/g, ' ').trim(),
    });
  }
  return { overflow, widest, emptyHeadings, scores };
}
