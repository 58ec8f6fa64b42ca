import { styled } from 'styled-components';
import { isLiveStatus, isRunningMinute, liveMinuteText, type Language, type Match } from '@pallone/core';
import { LiveBadge, LiveClock, ReplayBadge } from '../live/liveMarks.ts';
import { matchTimelineMessages } from './matchTimelineMessages.ts';
import { useTickingMinute } from '../live/useTickingMinute.ts';

const Marks = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-inline-start: 8px;
  font-size: 13px;
  vertical-align: middle;
`;

/** Beside the title: "Live" and the running minute (ticking between stream messages) while the match is played; "Replay" for a replay, always. */
export function LiveMarks({ match: sent, language }: { match: Match; language: Language }) {
  const match = useTickingMinute(sent);
  const text = matchTimelineMessages[language];
  const live = isLiveStatus(match.status);
  if (!live && !match.isReplay) return null;
  return (
    <Marks>
      {' '}
      {match.isReplay ? <ReplayBadge>{text.replay}</ReplayBadge> : <LiveBadge>{text.live}</LiveBadge>}
      {live && match.minute !== null && (
        <>
          {' '}
          <LiveClock data-running={isRunningMinute(match.minute) || undefined}>
            {liveMinuteText(match.minute, text.clock)}
          </LiveClock>
        </>
      )}
    </Marks>
  );
}
