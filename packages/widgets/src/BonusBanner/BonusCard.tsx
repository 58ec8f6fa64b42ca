import { useId, useState, type CSSProperties } from 'react';
import { styled } from 'styled-components';
import type { BookmakerBonus, Language } from '@pallone/core';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import { AdultsOnlyMark } from './AdultsOnlyMark.tsx';
import { bonusFallbackImage } from './bonusFallbackImage.ts';
import { Card } from './Card.ts';
import type { BonusMessages } from './bonusMessages.ts';
import { formatEuro } from './formatEuro.ts';
import { safeColor } from './safeColor.ts';

const Logo = styled.img`
  width: 48px;
  height: 48px;
  object-fit: contain;
  border-radius: 8px;
  background: #fff;
`;

// Doubled class: wins over the root's \`a { color: inherit }\`.
const Cta = styled.a`
  && {
    grid-column: 1 / -1;
    justify-self: start;
    padding: 8px 14px;
    font-weight: 700;
    color: var(--bonus-bg, var(--p-brand-contrast));
    background: var(--bonus-fg, var(--p-brand));
    border-radius: 6px;
    text-decoration: none;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A bonus with its affiliate link: image, name, "Bonus massimo" in euro, extra, terms and the 18+ mark. */
export function BonusCard({
  bonus,
  text,
  language,
}: {
  bonus: BookmakerBonus;
  text: BonusMessages;
  language: Language;
}) {
  const titleId = useId();
  const [failed, setFailed] = useState(false);
  const image = (!failed && (bonus.image ?? bonus.bookmaker.image)) || null;
  const colors: Record<string, string> = {};
  const background = safeColor(bonus.backgroundColor);
  const foreground = safeColor(bonus.fontColor);
  if (background) colors['--bonus-bg'] = background;
  if (foreground) colors['--bonus-fg'] = foreground;
  return (
    <Card aria-labelledby={titleId} style={colors as CSSProperties}>
      <Logo
        src={image ? image.path : bonusFallbackImage}
        alt={bonus.bookmaker.name ?? ''}
        width={48}
        height={48}
        loading="lazy"
        data-fallback={image ? undefined : ''}
        onError={() => setFailed(true)}
      />
      <h3 id={titleId}>{bonus.name}</h3>
      <AdultsOnlyMark label={text.adultsOnly} />
      <p data-part="amount">
        {text.maxBonus} <strong>{formatEuro(bonus.bonus, language)}</strong>
      </p>
      {bonus.extra && <p>{bonus.extra}</p>}
      <Cta href={bonus.url} rel="sponsored noopener" target="_blank">
        {text.cta}
        <Hidden>
          {' '}
          {bonus.name} {text.newTab}
        </Hidden>
      </Cta>
      {bonus.condition && <small>{bonus.condition}</small>}
    </Card>
  );
}
