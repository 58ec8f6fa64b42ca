/**
 * The prediction article's structure, the same in every language: the model's probabilities, each team's form,
 * the head-to-head, the statistics, the tip and the disclaimer. What it says comes from a language's words
 * (`italianWords`, `englishWords`); the variety of phrasing is picked by match id (`pick`), one slot a part.
 */
import type { Prediction } from '@pallone/contract';
import type { Language } from '../../../plugins/language.ts';
import type { HeadToHead } from '../queries/form.ts';
import type { ArticleFacts, TeamFacts } from './articleFacts.ts';
import {
  formLetters,
  kickoffTime,
  likelyScoresText,
  longDate,
  matchContext,
  meetingLine,
  resultLine,
  shortDate,
  type ArticleText,
} from './articleCommon.ts';
import { h2, joinHtml, p, strong, ul, type SafeHtml } from './html.ts';
import { countWord, decimal } from './numberFormat.ts';
import { pick } from './phrasing.ts';

type Probabilities = Prediction['probabilities'];
type StatName = 'shots' | 'shotsOnTarget' | 'corners';

/** The match as the intro names it: teams, long date, kick-off time where known, competition and matchday. */
export interface IntroFacts {
  home: string;
  away: string;
  date: string;
  time: string | null;
  context: string;
}

/** One language's words for the article; numbers come formatted in that language. */
export interface ArticleWords {
  language: Language;
  intros(match: IntroFacts): string[];
  summaries(pr: Probabilities): string[];
  probabilitiesHeading: string;
  probabilityLines(
    home: string,
    away: string,
    pr: Probabilities,
    odds: Record<'home' | 'draw' | 'away', string>,
  ): string[];
  expectedGoals(home: string, away: string, homeGoals: string, awayGoals: string): string;
  likeliestScores(scores: string): string;
  formHeadings: string[];
  noEarlierMatch(team: string): string;
  formSpan(count: number): string;
  formKey: string;
  headToHeadHeading: string;
  noMeeting(home: string, away: string): string;
  oneMeeting(home: string, away: string): string;
  meetings(count: number, home: string, away: string): string;
  meetingTally(home: string, away: string, h2h: HeadToHead): string[];
  latestMeetings(count: string): string;
  allMeetings: string;
  statsHeading: string;
  stats: Record<StatName, string>;
  and: string;
  statsSpan(matches: number, from: string, to: string): string;
  statsLine(team: string, span: string, list: string): string;
  tipHeading: string;
  tipLeads: string[];
  /** The tip as the article names it, and the reason that follows it. */
  tip(prediction: Prediction, home: string, away: string): [string, string];
  caveats: string[];
  disclaimerLabel: string;
  disclaimer(modelVersion: string, fittedBefore: string): string;
  titles(home: string, away: string, competition: string, date: string): string[];
  description(home: string, away: string, competition: string, date: string, prediction: Prediction): string;
  keywords(home: string, away: string, competition: string): string[];
}

function probabilitySection(
  facts: ArticleFacts,
  words: ArticleWords,
  home: string,
  away: string,
): SafeHtml[] {
  const { probabilities: pr, fairOdds, expectedGoals } = facts.prediction;
  const number = (value: number) => decimal(value, words.language);
  const intro = pick(
    words.intros({
      home,
      away,
      date: longDate(new Date(facts.match.date), words.language),
      time: kickoffTime(facts),
      context: matchContext(facts),
    }),
    facts.match.id,
    1,
  );
  const odds = { home: number(fairOdds.home), draw: number(fairOdds.draw), away: number(fairOdds.away) };
  return [
    h2(words.probabilitiesHeading),
    p(intro, ' ', pick(words.summaries(pr), facts.match.id, 2)),
    ul(words.probabilityLines(home, away, pr, odds)),
    p(
      words.expectedGoals(home, away, number(expectedGoals.home), number(expectedGoals.away)),
      words.likeliestScores(likelyScoresText(facts)),
    ),
  ];
}

function formOf(team: TeamFacts, words: ArticleWords): SafeHtml[] {
  if (team.form.length === 0) return [p(words.noEarlierMatch(team.name))];
  return [
    p(`${team.name} (${words.formSpan(team.form.length)}): `, strong(formLetters(team.form, words.language))),
    ul(team.form.map((result) => resultLine(team, result))),
  ];
}

function formSection(facts: ArticleFacts, words: ArticleWords): SafeHtml[] {
  return [
    h2(pick(words.formHeadings, facts.match.id, 3)),
    ...formOf(facts.home, words),
    ...formOf(facts.away, words),
    p(words.formKey),
  ];
}

function headToHeadSection(facts: ArticleFacts, words: ArticleWords, home: string, away: string): SafeHtml[] {
  const h2h = facts.headToHead;
  const lines = h2h.latest.map(meetingLine);
  const blocks = [h2(words.headToHeadHeading)];
  if (h2h.meetings === 0) return [...blocks, p(words.noMeeting(home, away))];
  if (h2h.meetings === 1) return [...blocks, p(words.oneMeeting(home, away)), ul(lines)];
  return [
    ...blocks,
    p(words.meetings(h2h.meetings, home, away)),
    ul(words.meetingTally(home, away, h2h)),
    p(
      h2h.meetings > lines.length
        ? words.latestMeetings(countWord(lines.length, words.language))
        : words.allMeetings,
    ),
    ul(lines),
  ];
}

function statsOf(team: TeamFacts, words: ArticleWords): SafeHtml[] {
  const stats = team.stats;
  if (!stats) return [];
  const parts = (['shots', 'shotsOnTarget', 'corners'] as const).flatMap((name) => {
    const value = stats.averages[name];
    return value === undefined ? [] : [`${decimal(value, words.language, 1)} ${words.stats[name]}`];
  });
  if (parts.length === 0) return [];
  const list =
    parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${words.and} ${parts.at(-1)!}`;
  const span = words.statsSpan(stats.matches, shortDate(stats.from), shortDate(stats.to));
  return [p(words.statsLine(team.name, span, list))];
}

function statsSection(facts: ArticleFacts, words: ArticleWords): SafeHtml[] {
  const blocks = [...statsOf(facts.home, words), ...statsOf(facts.away, words)];
  return blocks.length === 0 ? [] : [h2(words.statsHeading), ...blocks];
}

function tipSection(facts: ArticleFacts, words: ArticleWords, home: string, away: string): SafeHtml[] {
  const id = facts.match.id;
  const [tip, reason] = words.tip(facts.prediction, home, away);
  return [
    h2(words.tipHeading),
    p(`${pick(words.tipLeads, id, 4)} `, strong(tip), reason),
    p(pick(words.caveats, id, 5)),
  ];
}

export function writeArticle(facts: ArticleFacts, words: ArticleWords): ArticleText {
  const home = facts.home.name;
  const away = facts.away.name;
  const competition = facts.match.competition.name;
  const date = shortDate(new Date(facts.match.date));
  const body = joinHtml([
    ...probabilitySection(facts, words, home, away),
    ...formSection(facts, words),
    ...headToHeadSection(facts, words, home, away),
    ...statsSection(facts, words),
    ...tipSection(facts, words, home, away),
    p(
      strong(words.disclaimerLabel),
      words.disclaimer(facts.prediction.modelVersion, shortDate(facts.madeAt)),
    ),
  ]);
  return {
    title: pick(words.titles(home, away, competition, date), facts.match.id, 0),
    description: words.description(home, away, competition, date, facts.prediction),
    body,
    keywords: words.keywords(home, away, competition),
  };
}
