/**
 * The Italian prediction article's words: templates filled with the model's numbers and the data's form,
 * head-to-head and statistics. Sentences avoid articles before team names (which Italian would inflect per club)
 * by using label forms ("1 – Genoa: 48%") and the teams as subjects.
 */
import type { ArticleWords } from './articleWriter.ts';
import { italianAnd, italianPercent } from './italianGrammar.ts';
import { countWord, percent } from './numberFormat.ts';

const withProbability = (probability: number) => `${italianPercent('con il', probability)} di probabilità`;

export const italianWords: ArticleWords = {
  language: 'it',
  intros: ({ home, away, date, time, context }) => {
    const when = time ? `${date}, ore ${time}` : date;
    return [
      `${italianAnd(home, away)} si affrontano ${when} ${context}.`,
      `Sfida tra ${italianAnd(home, away)} ${when} ${context}: ecco che cosa dice il nostro modello statistico.`,
      `${date.charAt(0).toUpperCase()}${date.slice(1)}${time ? `, ore ${time},` : ''} si gioca ${home}-${away} ${context}. Ecco le probabilità calcolate dal nostro modello statistico.`,
    ];
  },
  summaries: (pr) => [
    `Per il modello il segno 1 vale ${italianPercent('il', pr.home)}, il pareggio ${italianPercent('il', pr.draw)} e il segno 2 ${italianPercent('il', pr.away)}.`,
    `Esito finale secondo il modello: 1 ${italianPercent('al', pr.home)}, X ${italianPercent('al', pr.draw)}, 2 ${italianPercent('al', pr.away)}.`,
  ],
  probabilitiesHeading: 'Le probabilità del modello',
  probabilityLines: (home, away, pr, odds) => [
    `1 – ${home}: ${percent(pr.home)} (quota equa ${odds.home})`,
    `X – pareggio: ${percent(pr.draw)} (quota equa ${odds.draw})`,
    `2 – ${away}: ${percent(pr.away)} (quota equa ${odds.away})`,
    `Over 2,5: ${percent(pr.over25)} – Under 2,5: ${percent(pr.under25)}`,
    `Goal (entrambe a segno): ${percent(pr.bttsYes)} – No Goal: ${percent(pr.bttsNo)}`,
  ],
  expectedGoals: (home, away, homeGoals, awayGoals) =>
    `Gol attesi: ${home} ${homeGoals}, ${away} ${awayGoals}. `,
  likeliestScores: (scores) => `Risultati esatti più probabili: ${scores}.`,
  formHeadings: ['La forma delle squadre', 'Lo stato di forma'],
  noEarlierMatch: (team) => `${team}: nei nostri dati non ci sono partite precedenti.`,
  formSpan: (count) =>
    count === 1 ? 'ultima partita' : `ultime ${countWord(count, 'it')} partite, dalla più recente`,
  formKey:
    'Legenda: V = vittoria, N = pareggio, P = sconfitta. I risultati comprendono i tempi supplementari; ' +
    'una partita decisa ai rigori conta come pareggio.',
  headToHeadHeading: 'I precedenti',
  noMeeting: (home, away) => `Nei nostri dati non ci sono precedenti tra ${italianAnd(home, away)}.`,
  oneMeeting: (home, away) => `Nei nostri dati c'è un solo precedente tra ${italianAnd(home, away)}:`,
  meetings: (count, home, away) =>
    `Nei nostri dati ci sono ${count} precedenti tra ${italianAnd(home, away)}.`,
  meetingTally: (home, away, h2h) => [
    `Vittorie ${home}: ${h2h.winsA}`,
    `Pareggi: ${h2h.draws}`,
    `Vittorie ${away}: ${h2h.winsB}`,
  ],
  latestMeetings: (count) => `Gli ultimi ${count}, dal più recente:`,
  allMeetings: 'Dal più recente:',
  statsHeading: 'Le statistiche',
  stats: { shots: 'tiri', shotsOnTarget: 'tiri nello specchio', corners: "calci d'angolo" },
  and: 'e',
  statsSpan: (matches, from, to) =>
    matches === 1
      ? `ultima partita con statistiche, del ${to}`
      : `ultime ${matches} partite con statistiche, dal ${from} al ${to}`,
  statsLine: (team, span, list) => `${team} (${span}): in media ${list} a partita.`,
  tipHeading: 'Il pronostico',
  tipLeads: ['Il pronostico del modello è', 'Il consiglio del modello è', "L'indicazione del modello è"],
  tip(prediction, home, away) {
    const pr = prediction.probabilities;
    switch (prediction.tip) {
      case '1':
        return ['il segno 1', `: la squadra di casa, ${home}, è favorita ${withProbability(pr.home)}.`];
      case '2':
        return ['il segno 2', `: la squadra ospite, ${away}, è favorita ${withProbability(pr.away)}.`];
      case 'X':
        return ['il segno X', `: il pareggio è l'esito più probabile (${percent(pr.draw)}).`];
      case '1X':
        return ['la doppia chance 1X', `: ${home} vince o pareggia ${withProbability(pr.home + pr.draw)}.`];
      case 'X2':
        return ['la doppia chance X2', `: ${away} vince o pareggia ${withProbability(pr.away + pr.draw)}.`];
      case 'Over 2.5':
        return ['Over 2,5', `: almeno tre gol in tutto, ${withProbability(pr.over25)}.`];
      case 'Under 2.5':
        return ['Under 2,5', `: al massimo due gol in tutto, ${withProbability(pr.under25)}.`];
      case 'Goal':
        return ['Goal', `: entrambe le squadre a segno, ${withProbability(pr.bttsYes)}.`];
      case 'No Goal':
        return ['No Goal', `: almeno una delle due squadre non segna, ${withProbability(pr.bttsNo)}.`];
    }
  },
  caveats: [
    'Le probabilità riflettono soltanto i risultati presenti nei nostri dati: assenze, infortuni e motivazioni non entrano nel calcolo.',
    'Il modello non conosce formazioni, infortuni o squalifiche: considera soltanto i gol delle partite giocate.',
  ],
  disclaimerLabel: 'Avvertenza:',
  disclaimer: (modelVersion, fittedBefore) =>
    ` questo articolo è generato automaticamente da Pallone Modello, un modello statistico (${modelVersion}) ` +
    `stimato sui risultati precedenti al ${fittedBefore}, e non costituisce un consiglio di scommessa. ` +
    'Il gioco è vietato ai minori di 18 anni e può causare dipendenza: gioca in modo responsabile.',
  titles: (home, away, competition, date) => [
    `Pronostico ${home}-${away}: probabilità, quote eque e consiglio`,
    `${home}-${away}: pronostico e probabilità del modello (${competition})`,
    `Pronostico ${home}-${away} (${competition}, ${date})`,
  ],
  description: (home, away, competition, date, prediction) => {
    const pr = prediction.probabilities;
    return (
      `${home}-${away} (${competition}, ${date}): per il modello 1 ${italianPercent('al', pr.home)}, ` +
      `X ${italianPercent('al', pr.draw)}, 2 ${italianPercent('al', pr.away)}. Pronostico: ${prediction.tip.replace('2.5', '2,5')}.`
    );
  },
  keywords: (home, away, competition) => [
    `pronostico ${home} ${away}`,
    home,
    away,
    competition,
    `pronostici ${competition}`,
    'probabilità',
    'quote',
  ],
};
