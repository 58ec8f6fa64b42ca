/**
 * A partner's page as hostile as the issue asks: every element `all: unset`, every div hidden with
 * `!important`. It has its own heading, text and link, four widget slots (two copies of Standings, LiveScores,
 * MatchTimeline) and no script yet: the test adds the embed's `<script>` after measuring the page.
 */
export const HOSTILE_CSS = `* { all: unset } div { display: none !important }
h1 { display: block; font: 700 28px/1.2 Georgia, serif; color: rgb(120, 10, 10); letter-spacing: 3px; }
p { display: block; font: 15px/1.5 Georgia, serif; color: rgb(20, 20, 120); text-transform: uppercase; }
a { color: rgb(0, 128, 0); text-decoration: underline; }
section { display: block; margin: 12px 0; }`;

export const partnerPage = () => `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<title>Partner page</title>
<style>${HOSTILE_CSS}</style>
</head>
<body>
<h1 id="host-title">Il blog del partner</h1>
<p id="host-text">Testo del partner, con <a id="host-link" href="/chi-siamo">un link</a>.</p>
<section id="host-section">
  <div id="standings-it" data-pallone-widget="standings" data-competition-id="68"></div>
  <div id="standings-en" data-pallone-widget="standings" data-competition-id="68" data-lang="en" data-theme="dark"></div>
  <div id="live-scores" data-pallone-widget="live-scores" data-date="2023-10-27"></div>
  <div id="timeline" data-pallone-widget="match-timeline" data-match-id="64"></div>
  <div id="search" data-pallone-widget="search" data-collapsible="false"></div>
  <div id="comparison" data-pallone-widget="stat-comparison" data-match-id="4343"></div>
  <div id="bonus" data-pallone-widget="bonus-banner" data-placement="home" data-mode="informational"></div>
</section>
</body>
</html>`;
