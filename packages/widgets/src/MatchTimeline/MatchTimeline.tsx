import { useId } from 'react';
import { styled } from 'styled-components';
import { matchResultParts, type Language, type Match } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { WidgetRoot } from '../theme/WidgetRoot.tsx';
import { lookAttributes, type WidgetLookProps } from '../theme/widgetLookProps.ts';
import { QueryState } from '../states/QueryState.tsx';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import { matchTimelineMessages } from './matchTimelineMessages.ts';
import { timelineItems } from './timelineItems.ts';
import { LiveMarks } from './LiveMarks.tsx';
import { TimelineParts } from './TimelineParts.tsx';
import { useMatchTimeline } from './useMatchTimeline.ts';
import { withLanguage } from '../provider/withLanguage.tsx';

export interface MatchTimelineProps extends WidgetLookProps {
  /** The match id, e.g. 64 (the World Cup 2022 final). */
  matchId: number;
}

const Title = styled.h2`
  margin: 0;
  padding: 10px 12px;
  font-size: 16px;
  border-bottom: 1px solid var(--p-border);
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 64px minmax(0, 1fr);
  padding: 6px 12px;
  font-size: 12px;
  font-weight: 700;
  color: var(--p-muted);
  background: var(--p-surface);
  span:first-child {
    text-align: end;
  }
  span:last-child {
    grid-column: 3;
  }
  @container pallone-timeline (max-width: 479px) {
    display: none;
  }
`;

const Body = styled.div`
  container: pallone-timeline / inline-size;
`;

/** "Argentina 3-3 Francia d.t.s. (4-2 d.c.r.)": the teams around the core result rule. */
function scoreLine(match: Match, language: Language): string {
  const result = matchResultParts(match, language);
  const marks = [result?.afterExtraTime, result?.penalties].filter(Boolean).join(' ');
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  return `${home} ${result?.score ?? '-'} ${away}${marks ? ` ${marks}` : ''}`;
}

/**
 * A match's goals, cards and substitutions (SPEC §4 mapping) by minute, under a heading per part of the match
 * (1° tempo, 2° tempo, Supplementari, Rigori); a team's substitutions at one minute are one row. Home events on
 * the left, away events on the right; one column with a team marker on narrow screens. While the match is live,
 * the title shows its minute and both refetch every 15 s; a replay is labelled "Replay".
 */
function MatchTimelineView(props: MatchTimelineProps) {
  const pallone = usePallone();
  const language = props.language ?? pallone.language;
  const text = matchTimelineMessages[language];
  const { match, events } = useMatchTimeline(props.matchId);
  const titleId = useId();
  return (
    <WidgetRoot aria-labelledby={titleId} {...lookAttributes(language, props.theme, props.brand)}>
      <Title id={titleId}>
        {match.data ? (
          <>
            <Hidden>{text.title}: </Hidden>
            {scoreLine(match.data, language)}
            <LiveMarks match={match.data} language={language} />
          </>
        ) : (
          text.title
        )}
      </Title>
      <Body>
        <QueryState query={match} skeletonRows={10} isEmpty={() => false}>
          {(loaded) => (
            <QueryState
              query={events}
              skeletonRows={10}
              isEmpty={(list) => timelineItems(loaded, list, language).length === 0}
              empty={text.empty}
            >
              {(list) => (
                <>
                  <Teams aria-hidden="true">
                    <span>{loaded.homeTeam?.name ?? loaded.homeName}</span>
                    <span>{loaded.awayTeam?.name ?? loaded.awayName}</span>
                  </Teams>
                  <TimelineParts
                    match={loaded}
                    items={timelineItems(loaded, list, language)}
                    language={language}
                  />
                </>
              )}
            </QueryState>
          )}
        </QueryState>
      </Body>
    </WidgetRoot>
  );
}

/** MatchTimeline; a `language` prop switches its texts and its data. */
export const MatchTimeline = withLanguage(MatchTimelineView);
