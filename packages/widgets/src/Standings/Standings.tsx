import { useId } from 'react';
import { styled } from 'styled-components';
import { usePallone } from '../provider/usePallone.ts';
import { QueryState } from '../states/QueryState.tsx';
import { lookAttributes, type WidgetLookProps } from '../theme/widgetLookProps.ts';
import { WidgetRoot } from '../theme/WidgetRoot.tsx';
import { StandingsBody } from './StandingsBody.tsx';
import { standingsMessages } from './standingsMessages.ts';
import type { StandingsZone } from './standingsZones.ts';
import { tableGroups } from './tableGroups.ts';
import { useStandingsSeason } from './useStandingsSeason.ts';
import { withLanguage } from '../provider/withLanguage.tsx';

const Heading = styled.h2`
  margin: 0;
  padding: 12px 12px 4px;
  font-size: 16px;
  font-weight: 700;
`;

export type StandingsProps = (
  | {
      /**
       * The competition's id, e.g. 68 (Serie A); or give `competitionSlug`.
       * @default none: give `competitionId` or `competitionSlug`
       */
      competitionId: number;
      competitionSlug?: undefined;
    }
  | {
      /**
       * The competition's slug, e.g. `italia-serie-a`; or give `competitionId`.
       * @default none: give `competitionSlug` or `competitionId`
       */
      competitionSlug: string;
      competitionId?: undefined;
    }
) &
  WidgetLookProps & {
    /**
     * A season's id.
     * @default the latest season with results
     */
    seasonId?: number;
    /**
     * A group's id (a tournament's group, a league phase).
     * @default the first group with a table (the league, or group A)
     */
    groupId?: number;
    /**
     * A turn's id: the table as it stood after it.
     * @default the current turn, i.e. the table as it stands
     */
    turnId?: number;
    /**
     * Qualification and relegation zones.
     * @default the competition's own (DEFAULT_ZONES: e.g. Serie A's Champions League, Europa League, Conference League and relegation places)
     */
    zones?: StandingsZone[];
    /**
     * Show the Totale/Casa/Trasferta tabs.
     * @default true for league tables, false for tournaments (played at neutral venues)
     */
    venueTabs?: boolean;
    /**
     * When the table starts following the live stream, to go provisional while matches of the group are played:
     * an ISO instant (e.g. half an hour before the group's next kick-off; one in the past, at once), or null for
     * not at all (no match of the group to come). A page that knows the kick-offs spares its readers the stream's
     * code and connection until then.
     * @default at once
     */
    followLiveFrom?: string | null;
  };

/**
 * A competition's table: position, team with badge, played, W/D/L, goals, difference, points and last-five form,
 * with qualification and relegation zones, full/home/away tabs, a turn picker and a group picker.
 */
function StandingsView(props: StandingsProps) {
  const pallone = usePallone();
  const language = props.language ?? pallone.language;
  const text = standingsMessages[language];
  const headingId = useId();
  const season = useStandingsSeason(props);
  const heading = season.data
    ? `${text.title} ${season.data.competition.name} ${season.data.season.name}`
    : text.title;
  return (
    <WidgetRoot aria-labelledby={headingId} {...lookAttributes(language, props.theme, props.brand)}>
      <Heading id={headingId}>{heading}</Heading>
      <QueryState
        query={season}
        skeletonRows={12}
        isEmpty={(competitionSeason) => tableGroups(competitionSeason).length === 0}
        empty={text.noStandings}
      >
        {(competitionSeason) => (
          <StandingsBody
            key={competitionSeason.id}
            competitionSeason={competitionSeason}
            groupId={props.groupId}
            turnId={props.turnId}
            zones={props.zones}
            venueTabs={props.venueTabs}
            followLiveFrom={props.followLiveFrom}
            text={text}
          />
        )}
      </QueryState>
    </WidgetRoot>
  );
}

/** Standings; a `language` prop switches its texts and its data. */
export const Standings = withLanguage(StandingsView);
