import { useId } from 'react';
import type { BookmakerBonus } from '@pallone/core';
import { AdultsOnlyMark } from './AdultsOnlyMark.tsx';
import { Card } from './Card.ts';
import type { BonusMessages } from './bonusMessages.ts';

/**
 * Informational mode (Decreto Dignità art. 9 bans gambling advertising in Italy): the operator's name, a neutral
 * description and the 18+ mark; no logo, brand colours, amounts, offers or affiliate links.
 */
export function OperatorCard({ bonus, text }: { bonus: BookmakerBonus; text: BonusMessages }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-mode="informational">
      <h3 id={titleId}>{bonus.bookmaker.name}</h3>
      <AdultsOnlyMark label={text.adultsOnly} />
      <p>{text.operatorDescription}</p>
    </Card>
  );
}
