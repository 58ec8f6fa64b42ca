export { PalloneProvider, type PalloneProviderProps } from './provider/PalloneProvider.tsx';
export { usePallone, MissingPalloneProviderError } from './provider/usePallone.ts';
export { defaultLinkBuilder, type LinkBuilder } from './links/LinkBuilder.ts';
export { lightTheme, darkTheme, type ThemeName, type Brand } from './theme/themeVars.ts';
