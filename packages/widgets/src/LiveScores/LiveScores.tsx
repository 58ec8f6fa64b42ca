import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { usePallone } from '../provider/usePallone.ts';
import { WidgetRoot } from '../theme/WidgetRoot.tsx';
import { lookAttributes, type WidgetLookProps } from '../theme/widgetLookProps.ts';
import { QueryState } from '../states/QueryState.tsx';
import { visuallyHidden } from '../states/visuallyHidden.ts';
import { CompetitionSection } from './CompetitionSection.tsx';
import { DayPicker } from './DayPicker.tsx';
import { dayLabel } from './dayLabel.ts';
import { groupMatchesByCompetition } from './groupMatchesByCompetition.ts';
import { liveScoresMessages } from './liveScoresMessages.ts';
import { hasBegun } from './matchDisplay.ts';
import { romeToday } from './romeToday.ts';
import { useGoalAnnouncement } from './useGoalAnnouncement.ts';
import { useLiveScores } from './useLiveScores.ts';
import { withLanguage } from '../provider/withLanguage.tsx';

export interface LiveScoresProps extends WidgetLookProps {
  /**
   * A Rome day, `YYYY-MM-DD`. The visitor can move day by day from it.
   * @default today (Europe/Rome)
   */
  date?: string;
  /**
   * Called with the day the visitor moves to (‹ Oggi ›): a page puts it in its address (`?date=`) so a reload or a
   * shared link keeps the day. Without it the widget moves on its own.
   */
  onDateChange?: (day: string) => void;
  /**
   * Only these competitions (ids, e.g. 68 Serie A).
   * @default every competition
   */
  competitionIds?: readonly number[];
  /**
   * Only the matches in a live status (SPEC §4).
   * @default false
   */
  onlyLive?: boolean;
  /**
   * Kick-off times in Europe/Rome or in the visitor's zone.
   * @default the provider's (Europe/Rome)
   */
  timeZone?: 'Europe/Rome' | 'visitor';
}

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 16px;
`;

const Announcer = styled.div`
  ${visuallyHidden}
`;

function zoneOf(prop: LiveScoresProps['timeZone'], providerZone: string): string {
  if (prop === 'visitor') return Intl.DateTimeFormat().resolvedOptions().timeZone;
  return prop ?? providerZone;
}

/**
 * A day's matches by competition in the live priority order (SPEC §9), each a link to its match page, with the live
 * clock (a replay labelled as such), final scores and kick-off times; refreshed every 15 s while a match is live,
 * goals announced politely.
 */
function LiveScoresView(props: LiveScoresProps) {
  const pallone = usePallone();
  const language = props.language ?? pallone.language;
  const timeZone = zoneOf(props.timeZone, pallone.timeZone);
  const text = liveScoresMessages[language];
  const today = romeToday();
  const [day, setDay] = useState(props.date ?? today);
  const [dateProp, setDateProp] = useState(props.date);
  if (props.date !== dateProp) {
    setDateProp(props.date);
    setDay(props.date ?? today);
  }
  const changeDay = (next: string) => {
    setDay(next);
    props.onDateChange?.(next);
  };
  const { dayQuery, matches } = useLiveScores(day, day === today, {
    competitionIds: props.competitionIds,
    onlyLive: props.onlyLive,
  });
  const announcement = useGoalAnnouncement(matches, language);
  const titleId = useId();
  const headingDate = dayLabel(day);
  // "Risultati" once one of the day's matches has begun; before the list arrives, today's or a past day's.
  const played = matches ? matches.some(hasBegun) : day <= today;
  return (
    <WidgetRoot aria-labelledby={titleId} {...lookAttributes(language, props.theme, props.brand)}>
      <Header>
        <Title id={titleId}>{text.title(headingDate, played)}</Title>
        <DayPicker day={day} today={today} onChange={changeDay} labels={text} />
      </Header>
      <Announcer aria-live="polite" aria-atomic="true">
        {announcement}
      </Announcer>
      <QueryState
        query={dayQuery}
        skeletonRows={8}
        isEmpty={() => !matches?.length}
        empty={props.onlyLive ? text.noLiveMatches : text.noMatches}
      >
        {() =>
          groupMatchesByCompetition(matches ?? []).map((group) => (
            <CompetitionSection
              key={group.competition.id}
              group={group}
              language={language}
              timeZone={timeZone}
              headingDate={headingDate}
            />
          ))
        }
      </QueryState>
    </WidgetRoot>
  );
}

/** LiveScores; a `language` prop switches its texts and its data. */
export const LiveScores = withLanguage(LiveScoresView);
