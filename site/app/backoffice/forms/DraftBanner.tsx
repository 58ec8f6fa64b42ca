import { styled } from 'styled-components';
import type { LocalDraftState } from './useLocalDraft.ts';
import { Button } from '../ui.ts';
import { formatDateTime } from './dates.ts';

/** The offer of an unsaved draft kept in the browser (decision 054): restore it into the form, or discard it. */
export function DraftBanner({ draft }: { draft: LocalDraftState }) {
  if (!draft.offer) return null;
  return (
    <Banner role="region" aria-label="Bozza non salvata">
      <p>È stata trovata una bozza non salvata ({formatDateTime(draft.offer.savedAt)}).</p>
      <Button type="button" $variant="primary" onClick={draft.restore}>
        Ripristina
      </Button>
      <Button type="button" onClick={draft.discard}>
        Scarta
      </Button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid #b58100;
  border-radius: 4px;
  background: #fff8e1;
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;
