/** The English prediction article's words: the same facts and structure as the Italian one, for English readers. */
import type { ArticleWords } from './articleWriter.ts';
import { countWord, percent } from './numberFormat.ts';

export const englishWords: ArticleWords = {
  language: 'en',
  intros: ({ home, away, date, time, context }) => {
    const when = time ? `${date} at ${time} Italian time` : date;
    return [
      `${home} and ${away} meet on ${when} ${context}.`,
      `${home} host ${away} on ${when} ${context}: here is what our statistical model makes of it.`,
      `${home} v ${away} is scheduled for ${when} ${context}. These are the probabilities our statistical model puts on it.`,
    ];
  },
  summaries: (pr) => [
    `The model gives the home win ${percent(pr.home)}, the draw ${percent(pr.draw)} and the away win ${percent(pr.away)}.`,
    `Full-time result according to the model: 1 at ${percent(pr.home)}, X at ${percent(pr.draw)}, 2 at ${percent(pr.away)}.`,
  ],
  probabilitiesHeading: "The model's probabilities",
  probabilityLines: (home, away, pr, odds) => [
    `1 – ${home} win: ${percent(pr.home)} (fair odds ${odds.home})`,
    `X – draw: ${percent(pr.draw)} (fair odds ${odds.draw})`,
    `2 – ${away} win: ${percent(pr.away)} (fair odds ${odds.away})`,
    `Over 2.5 goals: ${percent(pr.over25)} – Under 2.5: ${percent(pr.under25)}`,
    `Both teams to score: ${percent(pr.bttsYes)} – not both: ${percent(pr.bttsNo)}`,
  ],
  expectedGoals: (home, away, homeGoals, awayGoals) =>
    `Expected goals: ${home} ${homeGoals}, ${away} ${awayGoals}. `,
  likeliestScores: (scores) => `Likeliest exact scores: ${scores}.`,
  formHeadings: ['Current form', 'Form guide'],
  noEarlierMatch: (team) => `${team}: our data holds no earlier match.`,
  formSpan: (count) =>
    count === 1 ? 'last match' : `last ${countWord(count, 'en')} matches, most recent first`,
  formKey:
    'Key: W = win, D = draw, L = loss. Results include extra time; a match settled on penalties counts as a draw.',
  headToHeadHeading: 'Head to head',
  noMeeting: (home, away) => `Our data holds no previous meeting between ${home} and ${away}.`,
  oneMeeting: (home, away) => `Our data holds one previous meeting between ${home} and ${away}:`,
  meetings: (count, home, away) => `Our data holds ${count} previous meetings between ${home} and ${away}.`,
  meetingTally: (home, away, h2h) => [
    `${home} wins: ${h2h.winsA}`,
    `Draws: ${h2h.draws}`,
    `${away} wins: ${h2h.winsB}`,
  ],
  latestMeetings: (count) => `The latest ${count}, most recent first:`,
  allMeetings: 'Most recent first:',
  statsHeading: 'Statistics',
  stats: { shots: 'shots', shotsOnTarget: 'shots on target', corners: 'corners' },
  and: 'and',
  statsSpan: (matches, from, to) =>
    matches === 1
      ? `last match with statistics, on ${to}`
      : `last ${matches} matches with statistics, ${from} to ${to}`,
  statsLine: (team, span, list) => `${team} (${span}): on average ${list} per match.`,
  tipHeading: 'The tip',
  tipLeads: ["The model's tip is", 'Our model suggests', "The model's pick is"],
  tip(prediction, home, away) {
    const pr = prediction.probabilities;
    switch (prediction.tip) {
      case '1':
        return [
          '1',
          `: the home side, ${home}, are favourites, with a win probability of ${percent(pr.home)}.`,
        ];
      case '2':
        return [
          '2',
          `: the visitors, ${away}, are favourites, with a win probability of ${percent(pr.away)}.`,
        ];
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
        return [
          'No Goal',
          `: at least one side fails to score, with a probability of ${percent(pr.bttsNo)}.`,
        ];
    }
  },
  caveats: [
    'The probabilities reflect only the results in our data: absences, injuries and motivation are not part of the calculation.',
    'The model knows nothing of line-ups, injuries or suspensions: it considers only the goals of the matches played.',
  ],
  disclaimerLabel: 'Please note:',
  disclaimer: (modelVersion, fittedBefore) =>
    ` this article is generated automatically by Pallone Modello, a statistical model (${modelVersion}) ` +
    `fitted on the results before ${fittedBefore}, and is not betting advice. ` +
    'Gambling is for adults aged 18 and over only and can be addictive: please gamble responsibly.',
  titles: (home, away, competition, date) => [
    `${home} vs ${away} prediction: probabilities, fair odds and tip`,
    `${home} vs ${away}: the model's prediction (${competition})`,
    `${home} vs ${away} prediction (${competition}, ${date})`,
  ],
  description: (home, away, competition, date, prediction) => {
    const pr = prediction.probabilities;
    return (
      `${home} vs ${away} (${competition}, ${date}): the model gives 1 ${percent(pr.home)}, ` +
      `X ${percent(pr.draw)}, 2 ${percent(pr.away)}. Tip: ${prediction.tip}.`
    );
  },
  keywords: (home, away, competition) => [
    `${home} ${away} prediction`,
    home,
    away,
    competition,
    `${competition} predictions`,
    'probabilities',
    'odds',
  ],
};
