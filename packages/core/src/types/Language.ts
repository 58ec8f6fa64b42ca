/** The interface languages (SPEC §1). The default is `en`; the language is sent with every request. */
export type Language = 'it' | 'en';

export const DEFAULT_LANGUAGE: Language = 'en';
