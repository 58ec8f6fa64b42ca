import { useMemo, type ComponentType } from 'react';
import type { Language } from '@pallone/core';
import { PalloneContext } from './PalloneContext.ts';
import { usePallone } from './usePallone.ts';

/**
 * Lets a widget's `language` prop override the provider's for everything — its texts and the data it asks for
 * (competition and team names come localized from the API) — by giving it a context whose client speaks that
 * language.
 */
export function withLanguage<P extends { language?: Language | undefined }>(Widget: ComponentType<P>) {
  function WithLanguage(props: P) {
    const outer = usePallone();
    const language = props.language ?? outer.language;
    const value = useMemo(
      () => (language === outer.language ? outer : { ...outer, language, client: outer.clientFor(language) }),
      [outer, language],
    );
    return (
      <PalloneContext.Provider value={value}>
        <Widget {...props} />
      </PalloneContext.Provider>
    );
  }
  WithLanguage.displayName = `withLanguage(${Widget.displayName ?? Widget.name})`;
  return WithLanguage;
}
