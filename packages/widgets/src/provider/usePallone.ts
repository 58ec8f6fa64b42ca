import { useContext } from 'react';
import { PalloneContext, type PalloneContextValue } from './PalloneContext.ts';

export class MissingPalloneProviderError extends Error {
  override name = 'MissingPalloneProviderError';
  constructor() {
    super('Pallone widgets must be rendered inside <PalloneProvider>');
  }
}

/** The provider's client, language, link builder and time zone. */
export function usePallone(): PalloneContextValue {
  const value = useContext(PalloneContext);
  if (!value) throw new MissingPalloneProviderError();
  return value;
}
