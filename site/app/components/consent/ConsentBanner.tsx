import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';
import { useConsent } from './ConsentContext.tsx';
import type { Consent } from './consentCookie.ts';

/** Fixed over the page (never in the flow, so no layout shift), above the mobile bottom bar (56 px, z 15). */
const Banner = styled.section`
  position: fixed;
  left: 8px;
  right: 8px;
  bottom: 64px;
  z-index: 30;
  max-width: 760px;
  margin: 0 auto;
  padding: 14px 16px;
  background: var(--site-bg);
  color: var(--site-text);
  border: 1px solid var(--site-border);
  border-radius: 8px;
  box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
  font-size: 14px;
  &:focus {
    outline: 2px solid var(--site-brand);
  }
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  p {
    margin: 0 0 12px;
    line-height: 1.4;
  }
  @media (min-width: 768px) {
    bottom: 16px;
  }
`;

const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  button {
    min-width: 120px;
    min-height: 40px;
    padding: 0 16px;
    border: 2px solid var(--site-brand);
    border-radius: 6px;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    background: var(--site-bg);
    color: var(--site-brand);
  }
  button[value='granted'] {
    background: var(--site-brand);
    color: #fff;
  }
  button:focus-visible {
    outline: 3px solid var(--site-text);
    outline-offset: 2px;
  }
`;

/**
 * The cookie banner: shown until the visitor accepts or rejects (both equally prominent), and again when they
 * open the cookie settings. A non-modal dialog: the page stays usable and nothing loads until a choice.
 * Without JavaScript the buttons post to /consent, which sets the same cookie.
 */
export function ConsentBanner() {
  const { t } = useSite();
  const { consent, choose, settingsOpen } = useConsent();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (settingsOpen) ref.current?.focus();
  }, [settingsOpen]);
  if (consent !== null && !settingsOpen) return null;
  const pick = (choice: Consent) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    choose(choice);
  };
  return (
    <Banner
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
    >
      <h2 id={titleId}>{t.consentTitle}</h2>
      <p id={textId}>
        {t.consentText} <Link to="/cookie">{t.consentPolicy}</Link>
      </p>
      <Actions method="post" action="/consent">
        <input type="hidden" name="back" value={pathname + search} />
        <button type="submit" name="consent" value="denied" onClick={pick('denied')}>
          {t.consentReject}
        </button>
        <button type="submit" name="consent" value="granted" onClick={pick('granted')}>
          {t.consentAccept}
        </button>
      </Actions>
    </Banner>
  );
}
