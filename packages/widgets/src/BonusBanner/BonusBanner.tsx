import { useId } from 'react';
import { styled } from 'styled-components';
import type { BookmakerBonus } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { QueryState } from '../states/QueryState.tsx';
import { lookAttributes, type WidgetLookProps } from '../theme/widgetLookProps.ts';
import { WidgetRoot } from '../theme/WidgetRoot.tsx';
import { AdultsOnlyMark } from './AdultsOnlyMark.tsx';
import { BonusCard } from './BonusCard.tsx';
import { bonusMessages } from './bonusMessages.ts';
import { OperatorCard } from './OperatorCard.tsx';
import { useBonuses, type BonusPlacement } from './useBonuses.ts';
import { withLanguage } from '../provider/withLanguage.tsx';

const Heading = styled.h2`
  margin: 0;
  padding: 12px 12px 0;
  font-size: 16px;
`;

// The containing block of the cards' visually hidden texts, so they stay inside the scroller.
const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 12px;
  list-style: none;
  &[data-placement='mobile'] {
    position: relative;
    grid-auto-flow: column;
    grid-auto-columns: minmax(240px, 85%);
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: 12px;
  }
  &[data-placement='mobile'] > li {
    scroll-snap-align: start;
  }
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0 12px 12px;
  font-size: 12px;
  color: var(--p-muted);
`;

export interface BonusBannerProps extends WidgetLookProps {
  /** `mobile`: the mobile banner (`showOnMobile`); `home`: the home side column (`showOnHome`). */
  placement: BonusPlacement;
  /**
   * `promotional`: offers with amounts and affiliate links. `informational`: operators' names and a neutral
   * description only — no links, amounts, logos or offers (for Italy: Decreto Dignità art. 9).
   * @default 'promotional'
   */
  mode?: 'promotional' | 'informational';
}

/** One entry per bookmaker: the informational list names operators, not offers. */
const operators = (bonuses: BookmakerBonus[]) =>
  bonuses.filter(
    (bonus, index) => bonuses.findIndex((other) => other.bookmaker.id === bonus.bookmaker.id) === index,
  );

/** Up to 3 bookmaker bonuses (SPEC §9) with the 18+ mark and the responsible-gambling notice. */
function BonusBannerView({ placement, mode = 'promotional', ...props }: BonusBannerProps) {
  const pallone = usePallone();
  const language = props.language ?? pallone.language;
  const text = bonusMessages[language];
  const headingId = useId();
  const bonuses = useBonuses(placement);
  const informational = mode === 'informational';
  return (
    <WidgetRoot
      aria-labelledby={headingId}
      data-mode={mode}
      {...lookAttributes(language, props.theme, props.brand)}
    >
      <Heading id={headingId}>{informational ? text.informationalTitle : text.promotionalTitle}</Heading>
      <QueryState query={bonuses} skeletonRows={3} isEmpty={(list) => list.length === 0} empty={text.empty}>
        {(list) => (
          <List
            data-placement={placement}
            // Operator cards hold no link: the sideways scroller takes the focus itself, for the keyboard.
            {...(informational && placement === 'mobile'
              ? { tabIndex: 0, 'aria-labelledby': headingId }
              : {})}
          >
            {(informational ? operators(list) : list).map((bonus) => (
              <li key={bonus.id}>
                {informational ? (
                  <OperatorCard bonus={bonus} text={text} />
                ) : (
                  <BonusCard bonus={bonus} text={text} language={language} />
                )}
              </li>
            ))}
          </List>
        )}
      </QueryState>
      <Notice>
        <AdultsOnlyMark label={text.adultsOnly} />
        {text.notice}
      </Notice>
    </WidgetRoot>
  );
}

/** BonusBanner; a `language` prop switches its texts and its data. */
export const BonusBanner = withLanguage(BonusBannerView);
