/** The attribute on each consent-gated `<script>` the site adds (loadScripts.ts). */
export const CONSENT_SCRIPT_MARK = 'data-pallone-consent-script';

/** How many consent-gated scripts this page has loaded. */
export const injectedScriptCount = (doc: Document = document): number =>
  doc.querySelectorAll(`script[${CONSENT_SCRIPT_MARK}]`).length;
