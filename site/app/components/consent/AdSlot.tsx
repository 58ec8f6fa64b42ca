import { styled } from 'styled-components';
import { useSite } from '../../lib/useSite.ts';
import { useConsent } from './ConsentContext.tsx';

/** A fixed-size box: the ad that fills it later cannot move the page (no CLS). */
const Slot = styled.aside`
  display: block;
  width: 100%;
  max-width: 300px;
  height: 250px;
  margin: 0 auto 16px;
  overflow: hidden;
  contain: strict;
  background: var(--site-surface);
`;

/**
 * Where an advertisement may go. Rendered only when an ads script is configured (PALLONE_ADS_SRC); its space is
 * reserved from the first paint whatever the choice, and it stays empty until the visitor consents. The ads
 * script fills `[data-pallone-ad-slot][data-consent="granted"]`.
 */
export function AdSlot({ name }: { name: string }) {
  const { t } = useSite();
  const { consent, sources } = useConsent();
  if (!sources.ads) return null;
  const granted = consent === 'granted';
  return (
    <Slot
      data-pallone-ad-slot={name}
      data-consent={consent ?? 'pending'}
      aria-label={t.advertisement}
      aria-hidden={granted ? undefined : true}
    />
  );
}
