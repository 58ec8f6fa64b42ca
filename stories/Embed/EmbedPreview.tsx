import { useEffect, useRef } from 'react';
import { createEmbed, type PalloneWidgetsApi } from '../../packages/widgets/src/embed/createEmbed.tsx';
import { loadWidget } from '../../packages/widgets/src/embed/loadWidget.ts';
import type { GuideLanguage } from './partnerSnippets.ts';

const embeds = new Map<GuideLanguage, PalloneWidgetsApi>();

/** The embed's own mounting (shadow root, data attributes read from the element), as the script does it. */
function embedFor(language: GuideLanguage): PalloneWidgetsApi {
  let embed = embeds.get(language);
  if (!embed) {
    embed = createEmbed(
      {
        apiBase: '',
        credentials: { user: 'pallone', password: 'pallone' },
        siteBase: '',
        language,
        autoMount: false,
      },
      loadWidget,
    );
    embeds.set(language, embed);
  }
  return embed;
}

/**
 * The snippet's exact HTML, mounted by the embed: what the partner copies is what renders. Rendered to static
 * HTML (the browser test), the `<div>` is left for the real embed script to mount.
 */
export function EmbedPreview(props: { html: string; language: GuideLanguage }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = host.current;
    const widget = container?.firstElementChild;
    if (!container || !widget) return;
    const embed = embedFor(props.language);
    embed.scan(container);
    return () => embed.unmount(widget);
  }, [props.html, props.language]);
  return <div ref={host} dangerouslySetInnerHTML={{ __html: props.html }} />;
}
