import { CopyBlock } from './CopyBlock.tsx';
import { EmbedPreview } from './EmbedPreview.tsx';
import { guideMessages } from './guideMessages.ts';
import { IdFinder } from './IdFinder.tsx';
import {
  NPM_INSTALL,
  PARTNER_SNIPPETS,
  PINNED_SCRIPT_EXAMPLE,
  SCRIPT_OPTIONS,
  SCRIPT_SNIPPET,
  THEME_VARIABLES,
  npmUsage,
  snippetHtml,
  themeCss,
  type GuideLanguage,
} from './partnerSnippets.ts';

const page = { fontFamily: 'system-ui, sans-serif', maxWidth: 960, lineHeight: 1.5, minWidth: 0 } as const;
const cell = { textAlign: 'left', padding: '4px 8px', borderBottom: '1px solid #dde2e8' } as const;

const JS_API = `PalloneWidgets.mount(document.getElementById('tabella'), 'standings', { competitionId: 68 });
PalloneWidgets.unmount(document.getElementById('tabella'));`;

/**
 * The page partners read, wholly in one language: the script tag (and the npm package), one copy-paste snippet
 * per widget mounted live by the embed, where ids come from, every theme variable with its defaults, the JS API.
 */
export function PartnerGuide({ language }: { language: GuideLanguage }) {
  const text = guideMessages[language];
  return (
    <article style={page} lang={language}>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <h2>{text.scriptHeading}</h2>
      <CopyBlock text={SCRIPT_SNIPPET} label={text.scriptHeading} messages={text} />
      <p>{text.scriptText}</p>
      <CopyBlock text={PINNED_SCRIPT_EXAMPLE} label="X-Pallone-Embed-Versioned" messages={text} />
      <p>{text.scriptOptions}</p>
      <ul>
        {SCRIPT_OPTIONS.map((option) => (
          <li key={option.attribute}>
            <code>{option.attribute}</code>: {option.text[language]}
          </li>
        ))}
      </ul>
      <h3>{text.npmHeading}</h3>
      <p>{text.npmText}</p>
      <CopyBlock text={NPM_INSTALL} label="npm install" messages={text} />
      <CopyBlock text={npmUsage(language)} label="PalloneProvider" messages={text} />
      <h2>{text.widgetsHeading}</h2>
      {PARTNER_SNIPPETS.map((snippet) => (
        <section key={snippet.name} style={{ marginBottom: 32 }}>
          <h3 id={`snippet-${snippet.name}`}>{snippet.title[language]}</h3>
          <p>{snippet.description[language]}</p>
          <CopyBlock text={snippetHtml(snippet)} label={snippet.title[language]} messages={text} />
          {snippet.options.length > 0 && (
            <>
              <p>{text.moreAttributes}</p>
              <ul>
                {snippet.options.map((option) => (
                  <li key={option.attribute}>
                    <code>{option.attribute}</code>: {option.text[language]}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h4>{text.preview}</h4>
          <EmbedPreview html={snippetHtml(snippet)} language={language} />
        </section>
      ))}
      <h2>{text.idsHeading}</h2>
      <p>{text.idsText}</p>
      <IdFinder language={language} messages={text} />
      <h2>{text.themeHeading}</h2>
      <p>{text.themeText}</p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div tabIndex={0} role="region" aria-label={text.variablesCaption} style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left' }}>{text.variablesCaption}</caption>
          <thead>
            <tr>
              <th style={cell}>{text.variable}</th>
              <th style={cell}>{text.lightDefault}</th>
              <th style={cell}>{text.darkDefault}</th>
            </tr>
          </thead>
          <tbody>
            {THEME_VARIABLES.map((variable) => (
              <tr key={variable.name}>
                <td style={cell}>
                  <code>{variable.name}</code>
                </td>
                <td style={cell}>
                  <code>{variable.light}</code>
                </td>
                <td style={cell}>
                  <code>{variable.dark}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CopyBlock text={themeCss()} label={text.themeHeading} messages={text} />
      <h2>{text.jsHeading}</h2>
      <p>{text.jsText}</p>
      <CopyBlock text={JS_API} label={text.jsHeading} messages={text} />
    </article>
  );
}
