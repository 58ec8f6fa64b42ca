/**
 * Everything a prediction article may state, read from the data as it stood when the prediction was made
 * (`madeAt`, before kick-off): each team's last five results, their previous meetings, and per-match averages
 * of shots and corners where the data has statistics.
 */
import type { Db } from '../../../db/database.ts';
import type { Language } from '../../../plugins/language.ts';
import { headToHead, lastResults, type HeadToHead, type PastResult } from '../queries/form.ts';
import { statAverages, type StatAverages } from '../queries/statAverages.ts';
import type { MatchBody, Prediction } from '@pallone/contract';

export const FORM_LENGTH = 5;

export interface TeamFacts {
  id: number;
  name: string;
  /** Newest first; fewer than five when the data holds fewer. */
  form: PastResult[];
  stats: StatAverages | null;
}

export interface ArticleFacts {
  language: Language;
  match: MatchBody;
  prediction: Prediction;
  madeAt: Date;
  home: TeamFacts;
  away: TeamFacts;
  /** From the home team's point of view (winsA = home team's wins). */
  headToHead: HeadToHead;
}

export async function gatherArticleFacts(
  db: Db,
  match: MatchBody,
  prediction: Prediction,
  language: Language,
): Promise<ArticleFacts> {
  const homeTeam = match.homeTeam;
  const awayTeam = match.awayTeam;
  if (!homeTeam || !awayTeam) throw new Error(`match ${match.id} has a prediction but no teams`);
  const madeAt = new Date(prediction.madeAt);
  const [homeForm, awayForm, meetings, homeStats, awayStats] = await Promise.all([
    lastResults(db, homeTeam.id, madeAt, language, FORM_LENGTH),
    lastResults(db, awayTeam.id, madeAt, language, FORM_LENGTH),
    headToHead(db, homeTeam.id, awayTeam.id, madeAt, language),
    statAverages(db, homeTeam.id, madeAt),
    statAverages(db, awayTeam.id, madeAt),
  ]);
  return {
    language,
    match,
    prediction,
    madeAt,
    home: { id: homeTeam.id, name: homeTeam.name, form: homeForm, stats: homeStats },
    away: { id: awayTeam.id, name: awayTeam.name, form: awayForm, stats: awayStats },
    headToHead: meetings,
  };
}
