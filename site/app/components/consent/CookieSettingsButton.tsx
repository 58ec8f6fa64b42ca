import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';
import { useConsent } from './ConsentContext.tsx';

const Button = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** Reopens the cookie banner so the visitor can change their choice ("Preferenze cookie"). */
export function CookieSettingsButton() {
  const { t } = useSite();
  const { openSettings } = useConsent();
  return (
    <Button type="button" aria-haspopup="dialog" onClick={openSettings}>
      {t.cookieSettings}
    </Button>
  );
}
