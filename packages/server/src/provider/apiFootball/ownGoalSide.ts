/**
 * Which team an API-Football `Own Goal` event names. Live answers observed by API-Football users name the team
 * the goal counts for (the scorer plays for the other side), but reports disagree; the fixture's own score
 * settles it: if counting own goals for the named team does not give `goals` and counting them against it does,
 * the named team is the scorer's. Shoot-out kicks and missed penalties are not goals of the match.
 */
import type { ApiFootballEvent, ApiFootballFixture } from './types.ts';

export function isShootoutKick(event: ApiFootballEvent): boolean {
  return event.type === 'Goal' && /penalty shoot-?out/i.test(event.comments ?? '');
}

export function isMatchGoal(event: ApiFootballEvent): boolean {
  return (
    event.type === 'Goal' &&
    !isShootoutKick(event) &&
    ['Normal Goal', 'Own Goal', 'Penalty'].includes(event.detail)
  );
}

function tally(fixture: ApiFootballFixture, events: ApiFootballEvent[], ownGoalNamesCredited: boolean) {
  const homeId = fixture.teams.home.id;
  let home = 0;
  let away = 0;
  for (const event of events.filter(isMatchGoal)) {
    const named = event.team.id === homeId ? 'home' : 'away';
    const credited =
      event.detail === 'Own Goal' && !ownGoalNamesCredited ? (named === 'home' ? 'away' : 'home') : named;
    if (credited === 'home') home += 1;
    else away += 1;
  }
  return { home, away };
}

/** True when an own goal's `team` is the team credited with it (the default), false when it is the scorer's. */
export function ownGoalNamesCreditedTeam(fixture: ApiFootballFixture, events: ApiFootballEvent[]): boolean {
  if (!events.some((e) => isMatchGoal(e) && e.detail === 'Own Goal')) return true;
  const { home, away } = fixture.goals;
  if (home === null || away === null) return true;
  const credited = tally(fixture, events, true);
  if (credited.home === home && credited.away === away) return true;
  const scorer = tally(fixture, events, false);
  return !(scorer.home === home && scorer.away === away);
}
