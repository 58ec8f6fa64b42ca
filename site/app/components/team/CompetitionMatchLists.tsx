import { Link } from 'react-router';
import type { Match } from '@pallone/core';
import { MatchList } from '../matches/MatchList.tsx';

export interface CompetitionMatchGroup {
  competition: Match['competition'];
  season: Match['season'];
  matches: readonly Match[];
}

/** A season's matches under one heading per competition, each linking to that competition season's page. */
export function CompetitionMatchLists({ groups }: { groups: readonly CompetitionMatchGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.competition.id}>
          <h3>
            <Link
              to={`/campionato/${group.competition.pallonecomSlug}/stagione/${group.season.pallonecomSlug}/classifica`}
            >
              {group.competition.name} {group.season.name}
            </Link>
          </h3>
          <MatchList matches={group.matches} />
        </section>
      ))}
    </>
  );
}
