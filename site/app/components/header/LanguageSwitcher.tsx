import { Form, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';
import { useTranslationPaths } from './useTranslationPaths.ts';

// The chosen language by weight and underline, not by fading the other: both keep full contrast (WCAG 1.4.3).
const Buttons = styled(Form)`
  display: flex;
  gap: 2px;
  button {
    background: none;
    border: 0;
    color: inherit;
    font-weight: 400;
    min-width: 32px;
    min-height: 32px;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

/** Each language by its own name. */
const LANGUAGES = [
  ['it', 'Italiano'],
  ['en', 'English'],
] as const;

/** Sets the `lang` cookie (SPEC §1: the visitor's choice wins) and comes back to this page; works without JS. */
export function LanguageSwitcher() {
  const { language, t } = useSite();
  const { pathname, search } = useLocation();
  const translationPaths = useTranslationPaths();
  return (
    <Buttons method="post" action="/lang" aria-label={t.language} reloadDocument>
      <input type="hidden" name="back" value={pathname + search} />
      {Object.entries(translationPaths).map(([code, path]) => (
        <input key={code} type="hidden" name={`back-${code}`} value={path} />
      ))}
      {LANGUAGES.map(([code, name]) => (
        <button
          key={code}
          type="submit"
          name="lang"
          value={code}
          aria-pressed={language === code}
          lang={code}
          aria-label={`${code.toUpperCase()} — ${name}`}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </Buttons>
  );
}
