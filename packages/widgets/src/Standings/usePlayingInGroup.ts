import { useLiveGroupMatches, type LiveGroupMatches } from '../live/liveGroupMatches.ts';
import { useLiveStream } from '../live/useLiveStream.ts';

/** Which table may go live: the overall table of the current turn of a competition's group. */
export interface ProvisionalScope {
  competitionId: number;
  groupId: number | undefined;
  enabled: boolean;
}

/** The group's matches being played while `enabled`, following the competition's live stream for them. */
export function usePlayingInGroup({ competitionId, groupId, enabled }: ProvisionalScope): LiveGroupMatches {
  useLiveStream(enabled && groupId !== undefined ? { competitionIds: [competitionId] } : null, {
    trackState: false,
  });
  return useLiveGroupMatches(enabled ? groupId : undefined);
}
