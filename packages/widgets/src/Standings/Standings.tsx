import { useId, useMemo } from 'react';
import { styled } from 'styled-components';
import type { Language } from '@pallone/core';
import { PalloneContext } from '../provider/PalloneContext.ts';
import { usePallone } from '../provider/usePallone.ts';
import { QueryState } from '../states/QueryState.tsx';
import { brandStyle, type Brand, type ThemeName } from '../theme/themeVars.ts';
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
  | { competitionId: number; competitionSlug?: undefined }
  | { competitionSlug: string; competitionId?: undefined }
) & {
  /** Default: the latest season with results. */
  seasonId?: number;
  /** Default: the first group with a table (the league, or group A). */
  groupId?: number;
  /** Default: the current turn, i.e. the table as it stands. */
  turnId?: number;
  /** Qualification and relegation zones; defaults per competition (see DEFAULT_ZONES). */
  zones?: StandingsZone[];
  /** Show the Totale/Casa/Trasferta tabs; default only for league tables (tournaments play at neutral venues). */
  venueTabs?: boolean;
  /** Overrides the provider's language for the widget's texts. */
  language?: Language;
  theme?: ThemeName;
  brand?: Brand;
};

/**
 * A competition's table: position, team with badge, played, W/D/L, goals, difference, points and last-five form,
 * with qualification and relegation zones, full/home/away tabs, a turn picker and a group picker.
 */
function StandingsView(props: StandingsProps) {
  const pallone = usePallone();
  const language = props.language ?? pallone.language;
  const scoped = useMemo(() => ({ ...pallone, language }), [pallone, language]);
  const text = standingsMessages[language];
  const headingId = useId();
  const season = useStandingsSeason(props);
  const heading = season.data
    ? `${text.title} ${season.data.competition.name} ${season.data.season.name}`
    : text.title;
  return (
    <PalloneContext.Provider value={scoped}>
      <WidgetRoot
        data-theme={props.theme ?? 'light'}
        style={brandStyle(props.brand)}
        aria-labelledby={headingId}
        lang={language}
      >
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
              text={text}
            />
          )}
        </QueryState>
      </WidgetRoot>
    </PalloneContext.Provider>
  );
}

/** Standings; a `language` prop switches its texts and its data. */
export const Standings = withLanguage(StandingsView);
