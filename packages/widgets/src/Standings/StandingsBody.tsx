import { useId, useState } from 'react';
import type { CompetitionSeason } from '@pallone/core';
import { QueryState } from '../states/QueryState.tsx';
import { StandingsPickers } from './StandingsPickers.tsx';
import type { StandingsMessages } from './standingsMessages.ts';
import { StandingsTable } from './StandingsTable.tsx';
import { tableGroups } from './tableGroups.ts';
import { zonesFor, type StandingsZone } from './standingsZones.ts';
import { useStandingsTable } from './useStandingsTable.ts';
import { useProvisionalTable } from './useProvisionalTable.ts';
import { useTimeReached } from '../live/useTimeReached.ts';
import { ProvisionalNote } from './ProvisionalNote.tsx';
import { VenueTabs, type StandingsView } from './VenueTabs.tsx';
import { ZoneLegend } from './ZoneLegend.tsx';

export interface StandingsBodyProps {
  competitionSeason: CompetitionSeason;
  groupId?: number | undefined;
  turnId?: number | undefined;
  zones?: StandingsZone[] | undefined;
  venueTabs?: boolean | undefined;
  followLiveFrom?: string | null | undefined;
  text: StandingsMessages;
}

/** Pickers, the Totale/Casa/Trasferta tabs, the table of the chosen group and turn, and the zone legend. */
export function StandingsBody({ competitionSeason, text, ...props }: StandingsBodyProps) {
  const idPrefix = useId();
  const groups = tableGroups(competitionSeason);
  const [chosenGroupId, setGroupId] = useState(props.groupId);
  const [chosenTurnId, setTurnId] = useState(props.turnId);
  const [view, setView] = useState<StandingsView>('total');
  const group = groups.find((candidate) => candidate.id === chosenGroupId) ?? groups[0];
  const shownTurnId = chosenTurnId ?? competitionSeason.currentTurnId;
  // The current turn is the table as it stands: no turnId, so it shares the cache with a plain request.
  const turnId = shownTurnId === competitionSeason.currentTurnId ? undefined : (shownTurnId ?? undefined);
  const table = useStandingsTable(group?.id, view, turnId);
  const following = useTimeReached(props.followLiveFrom);
  const provisional = useProvisionalTable(table.data, {
    competitionId: competitionSeason.competition.id,
    groupId: group?.id,
    enabled: following && view === 'total' && turnId === undefined,
  });
  const showTabs = props.venueTabs ?? group?.type === 'league';
  const zones =
    group && view === 'total' ? zonesFor(competitionSeason.competition.id, group.type, props.zones) : [];
  const title = [
    competitionSeason.competition.name,
    competitionSeason.season.name,
    groups.length > 1 && group ? text.groupName(group.name) : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  const content = (
    <QueryState
      query={table}
      skeletonRows={10}
      isEmpty={(rows) => rows.length === 0}
      empty={text.noStandings}
    >
      {(stored) => (
        <div
          aria-busy={table.isPlaceholderData}
          data-state={table.isPlaceholderData ? 'refreshing' : provisional.live ? 'live' : 'ready'}
        >
          {provisional.live && <ProvisionalNote text={text} />}
          <StandingsTable
            rows={provisional.live && provisional.rows ? [...provisional.rows] : stored}
            caption={
              provisional.live
                ? `${text.caption(title, text.views[view])} (${text.provisional})`
                : text.caption(title, text.views[view])
            }
            zones={zones}
            text={text}
          />
          <ZoneLegend zones={zones} rows={stored.length} text={text} />
        </div>
      )}
    </QueryState>
  );

  return (
    <>
      <StandingsPickers
        groups={groups}
        groupId={group?.id ?? 0}
        onGroupChange={setGroupId}
        turns={competitionSeason.turns}
        turnId={shownTurnId}
        onTurnChange={setTurnId}
        text={text}
      />
      {showTabs ? (
        <>
          <VenueTabs idPrefix={idPrefix} view={view} onChange={setView} text={text} />
          <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${view}`}>
            {content}
          </div>
        </>
      ) : (
        content
      )}
    </>
  );
}
