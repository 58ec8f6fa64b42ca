/** The id of the header's last element: the target of the render block below and nothing else. */
const HEADER_END_ID = 'site-header-end';

/**
 * Holds the page's first frame until the header has been parsed to its last element (`<link rel=expect
 * blocking=render>`, HTML's "render-blocking element"). The header's tools sit at its right edge, so a frame
 * painted while the parser stopped among them (a slow network or phone) showed the group short and grew it
 * leftwards as the rest arrived (decision 069; docs/performance.md, "What a half-parsed page paints"). Browsers
 * without the feature ignore it and paint as before.
 *
 * The target is an empty element after the tools, not the header itself: Chromium 156 lets the first frame through
 * when the parser stops inside the target element, however far from its end tag (seen in
 * `tests/e2e/layoutShifts.e2e.ts`, which stops the parser among the tools).
 */
export function HeaderPaintsWhole() {
  return <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />;
}

/** The header's last element: once it is parsed, the header can be painted. */
export function HeaderEndMark() {
  return <span id={HEADER_END_ID} hidden />;
}
