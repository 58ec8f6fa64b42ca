/** The English prediction article: the same facts and structure as the Italian one, written for English readers. */
import type { Prediction } from '@pallone/contract';
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
import { countWord, decimal, percent } from './numberFormat.ts';
import { pick } from './phrasing.ts';

function intro(facts: ArticleFacts, home: string, away: string): string {
  const date = longDate(new Date(facts.match.date), 'en');
  const time = kickoffTime(facts);
  const when = time ? `${date} at ${time} Italian time` : date;
  const context = matchContext(facts);
  const variants = [
    `${home} and ${away} meet on ${when} ${context}.`,
    `${home} host ${away} on ${when} ${context}: here is what our statistical model makes of it.`,
    `${home} v ${away} is scheduled for ${when} ${context}. These are the probabilities our statistical model puts on it.`,
  ];
  return pick(variants, facts.match.id, 1);
}

function probabilitySection(facts: ArticleFacts, home: string, away: string): SafeHtml[] {
  const { probabilities: pr, fairOdds, expectedGoals } = facts.prediction;
  const odds = (value: number) => decimal(value, 'en');
  const summary = pick(
    [
      `The model gives the home win ${percent(pr.home)}, the draw ${percent(pr.draw)} and the away win ${percent(pr.away)}.`,
      `Full-time result according to the model: 1 at ${percent(pr.home)}, X at ${percent(pr.draw)}, 2 at ${percent(pr.away)}.`,
    ],
    facts.match.id,
    2,
  );
  return [
    h2("The model's probabilities"),
    p(intro(facts, home, away), ' ', summary),
    ul([
      `1 – ${home} win: ${percent(pr.home)} (fair odds ${odds(fairOdds.home)})`,
      `X – draw: ${percent(pr.draw)} (fair odds ${odds(fairOdds.draw)})`,
      `2 – ${away} win: ${percent(pr.away)} (fair odds ${odds(fairOdds.away)})`,
      `Over 2.5 goals: ${percent(pr.over25)} – Under 2.5: ${percent(pr.under25)}`,
      `Both teams to score: ${percent(pr.bttsYes)} – not both: ${percent(pr.bttsNo)}`,
    ]),
    p(
      `Expected goals: ${home} ${decimal(expectedGoals.home, 'en')}, ${away} ${decimal(expectedGoals.away, 'en')}. `,
      `Likeliest exact scores: ${likelyScoresText(facts)}.`,
    ),
  ];
}

function formOf(team: TeamFacts): SafeHtml[] {
  const count = team.form.length;
  if (count === 0) return [p(`${team.name}: our data holds no earlier match.`)];
  const span = count === 1 ? 'last match' : `last ${countWord(count, 'en')} matches, most recent first`;
  return [
    p(`${team.name} (${span}): `, strong(formLetters(team.form, 'en'))),
    ul(team.form.map((result) => resultLine(team, result))),
  ];
}

function formSection(facts: ArticleFacts): SafeHtml[] {
  return [
    h2(pick(['Current form', 'Form guide'], facts.match.id, 3)),
    ...formOf(facts.home),
    ...formOf(facts.away),
    p(
      'Key: W = win, D = draw, L = loss. Results include extra time; a match settled on penalties counts as a draw.',
    ),
  ];
}

function headToHeadSection(facts: ArticleFacts, home: string, away: string): SafeHtml[] {
  const h2h = facts.headToHead;
  const lines = h2h.latest.map(meetingLine);
  const blocks = [h2('Head to head')];
  if (h2h.meetings === 0)
    return [...blocks, p(`Our data holds no previous meeting between ${home} and ${away}.`)];
  if (h2h.meetings === 1) {
    return [...blocks, p(`Our data holds one previous meeting between ${home} and ${away}:`), ul(lines)];
  }
  return [
    ...blocks,
    p(`Our data holds ${h2h.meetings} previous meetings between ${home} and ${away}.`),
    ul([`${home} wins: ${h2h.winsA}`, `Draws: ${h2h.draws}`, `${away} wins: ${h2h.winsB}`]),
    p(
      h2h.meetings > lines.length
        ? `The latest ${countWord(lines.length, 'en')}, most recent first:`
        : 'Most recent first:',
    ),
    ul(lines),
  ];
}

function statsOf(team: TeamFacts): SafeHtml[] {
  const stats = team.stats;
  if (!stats) return [];
  const { shots, shotsOnTarget, corners } = stats.averages;
  const parts: string[] = [];
  if (shots !== undefined) parts.push(`${decimal(shots, 'en', 1)} shots`);
  if (shotsOnTarget !== undefined) parts.push(`${decimal(shotsOnTarget, 'en', 1)} shots on target`);
  if (corners !== undefined) parts.push(`${decimal(corners, 'en', 1)} corners`);
  if (parts.length === 0) return [];
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  const span =
    stats.matches === 1
      ? `last match with statistics, on ${shortDate(stats.to)}`
      : `last ${stats.matches} matches with statistics, ${shortDate(stats.from)} to ${shortDate(stats.to)}`;
  return [p(`${team.name} (${span}): on average ${list} per match.`)];
}

function statsSection(facts: ArticleFacts): SafeHtml[] {
  const blocks = [...statsOf(facts.home), ...statsOf(facts.away)];
  return blocks.length === 0 ? [] : [h2('Statistics'), ...blocks];
}

function tipSentence(prediction: Prediction, home: string, away: string): [string, string] {
  const pr = prediction.probabilities;
  switch (prediction.tip) {
    case '1':
      return [
        '1',
        `: the home side, ${home}, are favourites, with a win probability of ${percent(pr.home)}.`,
      ];
    case '2':
      return ['2', `: the visitors, ${away}, are favourites, with a win probability of ${percent(pr.away)}.`];
    case 'X':
      return ['X', `: the draw is the likeliest outcome (${percent(pr.draw)}).`];
    case '1X':
      return [
        'double chance 1X',
        `: ${home} win or draw with a probability of ${percent(pr.home + pr.draw)}.`,
      ];
    case 'X2':
      return [
        'double chance X2',
        `: ${away} win or draw with a probability of ${percent(pr.away + pr.draw)}.`,
      ];
    case 'Over 2.5':
      return ['Over 2.5', `: three or more goals in total, with a probability of ${percent(pr.over25)}.`];
    case 'Under 2.5':
      return ['Under 2.5', `: at most two goals in total, with a probability of ${percent(pr.under25)}.`];
    case 'Goal':
      return ['Goal', `: both teams score, with a probability of ${percent(pr.bttsYes)}.`];
    case 'No Goal':
      return ['No Goal', `: at least one side fails to score, with a probability of ${percent(pr.bttsNo)}.`];
  }
}

function tipSection(facts: ArticleFacts, home: string, away: string): SafeHtml[] {
  const id = facts.match.id;
  const lead = pick(["The model's tip is", 'Our model suggests', "The model's pick is"], id, 4);
  const [tip, reason] = tipSentence(facts.prediction, home, away);
  const caveat = pick(
    [
      'The probabilities reflect only the results in our data: absences, injuries and motivation are not part of the calculation.',
      'The model knows nothing of line-ups, injuries or suspensions: it considers only the goals of the matches played.',
    ],
    id,
    5,
  );
  return [h2('The tip'), p(`${lead} `, strong(tip), reason), p(caveat)];
}

function disclaimer(facts: ArticleFacts): SafeHtml {
  return p(
    strong('Please note:'),
    ` this article is generated automatically by Pallone Modello, a statistical model (${facts.prediction.modelVersion}) ` +
      `fitted on the results before ${shortDate(facts.madeAt)}, and is not betting advice. ` +
      'Gambling is for adults aged 18 and over only and can be addictive: please gamble responsibly.',
  );
}

export function writeEnglishArticle(facts: ArticleFacts): ArticleText {
  const home = facts.home.name;
  const away = facts.away.name;
  const competition = facts.match.competition.name;
  const date = shortDate(new Date(facts.match.date));
  const pr = facts.prediction.probabilities;
  const title = pick(
    [
      `${home} vs ${away} prediction: probabilities, fair odds and tip`,
      `${home} vs ${away}: the model's prediction (${competition})`,
      `${home} vs ${away} prediction (${competition}, ${date})`,
    ],
    facts.match.id,
    0,
  );
  const description =
    `${home} vs ${away} (${competition}, ${date}): the model gives 1 ${percent(pr.home)}, ` +
    `X ${percent(pr.draw)}, 2 ${percent(pr.away)}. Tip: ${facts.prediction.tip}.`;
  const body = joinHtml([
    ...probabilitySection(facts, home, away),
    ...formSection(facts),
    ...headToHeadSection(facts, home, away),
    ...statsSection(facts),
    ...tipSection(facts, home, away),
    disclaimer(facts),
  ]);
  const keywords = [
    `${home} ${away} prediction`,
    home,
    away,
    competition,
    `${competition} predictions`,
    'probabilities',
    'odds',
  ];
  return { title, description, body, keywords };
}
