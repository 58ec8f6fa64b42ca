import { useState, type ComponentType } from 'react';
import * as widgets from '@pallone/widgets';
import { parseDataProps } from '../../packages/widgets/src/embed/parseDataProps.ts';
import { resolveWidgetName } from '../../packages/widgets/src/embed/widgetNames.ts';
import {
  PARTNER_SNIPPETS,
  SCRIPT_OPTIONS,
  SCRIPT_SNIPPET,
  THEME_VARIABLES,
  snippetHtml,
  type PartnerSnippet,
} from './partnerSnippets.ts';

const page = { fontFamily: 'system-ui, sans-serif', maxWidth: 960, lineHeight: 1.5 } as const;
const code = {
  display: 'block',
  padding: 12,
  background: '#14181f',
  color: '#eef1f5',
  borderRadius: 6,
  overflowX: 'auto',
  whiteSpace: 'pre',
} as const;

function CopyBlock({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <div>
      <code style={code}>{text}</code>
      <button type="button" onClick={copy} aria-label={`Copia ${label}`} style={{ marginTop: 6 }}>
        {copied ? 'Copiato' : 'Copia'}
      </button>
    </div>
  );
}

/** The snippet's own attributes, read by the embed's parser, render the widget: what you copy is what you see. */
function LivePreview({ snippet }: { snippet: PartnerSnippet }) {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(snippet.attributes)) element.setAttribute(name, value);
  const exportName = resolveWidgetName(snippet.name);
  const Widget = exportName
    ? (widgets as unknown as Record<string, ComponentType<Record<string, unknown>>>)[exportName]
    : undefined;
  if (!Widget) return <p>Widget {snippet.name} non disponibile.</p>;
  return <Widget {...parseDataProps(element.dataset)} />;
}

/** The page partners read: the script tag once, then one copy-paste snippet per widget with a live preview. */
export function PartnerGuide() {
  return (
    <article style={page}>
      <h1>Widget Pallone sul tuo sito</h1>
      <p>
        Incolla lo script una volta per pagina, poi un <code>&lt;div&gt;</code> per ogni widget, dove vuoi che
        appaia. Ogni widget vive in uno shadow root: il CSS della pagina non lo tocca e lui non tocca la
        pagina. Più widget, e più copie dello stesso, convivono; quelli aggiunti dopo il caricamento si
        montano da soli.
      </p>
      <h2>1. Lo script</h2>
      <CopyBlock text={SCRIPT_SNIPPET} label="lo script" />
      <p>Opzioni sul tag script:</p>
      <ul>
        {SCRIPT_OPTIONS.map((option) => (
          <li key={option}>
            <code>{option}</code>
          </li>
        ))}
      </ul>
      <h2>2. I widget</h2>
      {PARTNER_SNIPPETS.map((snippet) => (
        <section key={snippet.name} aria-labelledby={`snippet-${snippet.name}`} style={{ marginBottom: 32 }}>
          <h3 id={`snippet-${snippet.name}`}>{snippet.title}</h3>
          <p>{snippet.description}</p>
          <CopyBlock text={snippetHtml(snippet)} label={snippet.title} />
          {snippet.options.length > 0 && (
            <p>
              Altri attributi: <code>{snippet.options.join(' · ')}</code>
            </p>
          )}
          <LivePreview snippet={snippet} />
        </section>
      ))}
      <h2>3. Colori e JavaScript</h2>
      <p>
        Ogni <code>data-</code> attributo diventa una prop (<code>data-competition-id="68"</code> →{' '}
        <code>competitionId: 68</code>); <code>data-theme="dark"</code> sceglie il tema scuro,{' '}
        <code>data-brand-primary="#d00"</code> il colore del marchio. Le variabili CSS su un antenato del
        widget valgono anche dentro lo shadow root:
      </p>
      <CopyBlock
        text={`.sidebar {\n${THEME_VARIABLES.map((name) => `  /* ${name}: … */`).join('\n')}\n}`}
        label="le variabili"
      />
      <CopyBlock
        text={`PalloneWidgets.mount(document.getElementById('tabella'), 'standings', { competitionId: 68 });\nPalloneWidgets.unmount(document.getElementById('tabella'));`}
        label="l'API JavaScript"
      />
    </article>
  );
}
