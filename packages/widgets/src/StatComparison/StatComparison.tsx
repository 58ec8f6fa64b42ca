import { useId } from 'react';
import { styled } from 'styled-components';
import type { TeamStatisticComparison } from '@pallone/core';
import { usePallone } from '../provider/usePallone.ts';
import { WidgetRoot } from '../theme/WidgetRoot.tsx';
import { lookAttributes, type WidgetLookProps } from '../theme/widgetLookProps.ts';
import { QueryState } from '../states/QueryState.tsx';
import { ComparisonTable, type TeamNames } from './ComparisonTable.tsx';
import { comparisonRows } from './comparisonRows.ts';
import { statComparisonMessages } from './statComparisonMessages.ts';
import { useStatComparison, type StatComparisonSource } from './useStatComparison.ts';
import { withLanguage } from '../provider/withLanguage.tsx';

export type StatComparisonProps = StatComparisonSource & WidgetLookProps;

const Title = styled.h2`
  margin: 0;
  padding: 10px 12px;
  font-size: 16px;
`;

const SKELETON_ROWS = 8;

/** Whether there is nothing to compare (the number of rows does not depend on the language). */
const isEmpty = (comparison: TeamStatisticComparison) =>
  comparison.teams.length < 2 || comparisonRows(comparison, 'en').length === 0;

/**
 * Two teams side by side, one row per statistic (SPEC §3/§9): both values in the reader's language with two decimals
 * (".00" dropped), the better one bold (betterValue), the unit, and a two-sided bar of their shares. Either `teamIds` (+ `competitionSeasonId`) or a `matchId`.
 */
function StatComparisonView(props: StatComparisonProps) {
  const pallone = usePallone();
  const language = props.language ?? pallone.language;
  const text = statComparisonMessages[language];
  const titleId = useId();
  const data = useStatComparison(props);
  const table = (comparison: TeamStatisticComparison, teams: [TeamNames, TeamNames]) => (
    <ComparisonTable rows={comparisonRows(comparison, language)} teams={teams} language={language} />
  );
  return (
    <WidgetRoot aria-labelledby={titleId} {...lookAttributes(language, props.theme, props.brand)}>
      <Title id={titleId}>{text.title}</Title>
      <QueryState query={data.stats} skeletonRows={SKELETON_ROWS} isEmpty={isEmpty} empty={text.empty}>
        {(comparison) =>
          data.byMatch ? (
            <QueryState query={data.match} skeletonRows={SKELETON_ROWS} isEmpty={() => false}>
              {(match) =>
                table(comparison, [
                  { name: match.homeTeam?.name ?? match.homeName },
                  { name: match.awayTeam?.name ?? match.awayName },
                ])
              }
            </QueryState>
          ) : (
            <QueryState query={data.firstTeam} skeletonRows={SKELETON_ROWS} isEmpty={() => false}>
              {(first) => (
                <QueryState query={data.secondTeam} skeletonRows={SKELETON_ROWS} isEmpty={() => false}>
                  {(second) => table(comparison, [first, second])}
                </QueryState>
              )}
            </QueryState>
          )
        }
      </QueryState>
    </WidgetRoot>
  );
}

/** StatComparison; a `language` prop switches its texts and its data. */
export const StatComparison = withLanguage(StatComparisonView);
