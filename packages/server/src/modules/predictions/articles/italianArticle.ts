/**
 * The Italian prediction article: templates filled with the model's numbers and the data's form, head-to-head
 * and statistics. Sentences avoid articles before team names (which Italian would inflect per club) by using
 * label forms ("1 – Genoa: 48%") and the teams as subjects.
 */
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
import { italianAnd, italianPercent } from './italianGrammar.ts';
import { countWord, decimal, percent } from './numberFormat.ts';
import { pick } from './phrasing.ts';

function intro(facts: ArticleFacts, home: string, away: string): string {
  const date = longDate(new Date(facts.match.date), 'it');
  const time = kickoffTime(facts);
  const when = time ? `${date}, ore ${time}` : date;
  const context = matchContext(facts);
  const variants = [
    `${italianAnd(home, away)} si affrontano ${when} ${context}.`,
    `Sfida tra ${italianAnd(home, away)} ${when} ${context}: ecco che cosa dice il nostro modello statistico.`,
    `${date.charAt(0).toUpperCase()}${date.slice(1)}${time ? `, ore ${time},` : ''} si gioca ${home}-${away} ${context}. Ecco le probabilità calcolate dal nostro modello statistico.`,
  ];
  return pick(variants, facts.match.id, 1);
}

function probabilitySection(facts: ArticleFacts, home: string, away: string): SafeHtml[] {
  const { probabilities: pr, fairOdds, expectedGoals } = facts.prediction;
  const odds = (value: number) => decimal(value, 'it');
  const summary = pick(
    [
      `Per il modello il segno 1 vale ${italianPercent('il', pr.home)}, il pareggio ${italianPercent('il', pr.draw)} e il segno 2 ${italianPercent('il', pr.away)}.`,
      `Esito finale secondo il modello: 1 ${italianPercent('al', pr.home)}, X ${italianPercent('al', pr.draw)}, 2 ${italianPercent('al', pr.away)}.`,
    ],
    facts.match.id,
    2,
  );
  return [
    h2('Le probabilità del modello'),
    p(intro(facts, home, away), ' ', summary),
    ul([
      `1 – ${home}: ${percent(pr.home)} (quota equa ${odds(fairOdds.home)})`,
      `X – pareggio: ${percent(pr.draw)} (quota equa ${odds(fairOdds.draw)})`,
      `2 – ${away}: ${percent(pr.away)} (quota equa ${odds(fairOdds.away)})`,
      `Over 2,5: ${percent(pr.over25)} – Under 2,5: ${percent(pr.under25)}`,
      `Goal (entrambe a segno): ${percent(pr.bttsYes)} – No Goal: ${percent(pr.bttsNo)}`,
    ]),
    p(
      `Gol attesi: ${home} ${decimal(expectedGoals.home, 'it')}, ${away} ${decimal(expectedGoals.away, 'it')}. `,
      `Risultati esatti più probabili: ${likelyScoresText(facts)}.`,
    ),
  ];
}

function formOf(team: TeamFacts): SafeHtml[] {
  const count = team.form.length;
  if (count === 0) return [p(`${team.name}: nei nostri dati non ci sono partite precedenti.`)];
  const span = count === 1 ? 'ultima partita' : `ultime ${countWord(count, 'it')} partite, dalla più recente`;
  return [
    p(`${team.name} (${span}): `, strong(formLetters(team.form, 'it'))),
    ul(team.form.map((result) => resultLine(team, result))),
  ];
}

function formSection(facts: ArticleFacts): SafeHtml[] {
  return [
    h2(pick(['La forma delle squadre', 'Lo stato di forma'], facts.match.id, 3)),
    ...formOf(facts.home),
    ...formOf(facts.away),
    p(
      'Legenda: V = vittoria, N = pareggio, P = sconfitta. I risultati comprendono i tempi supplementari; ' +
        'una partita decisa ai rigori conta come pareggio.',
    ),
  ];
}

function headToHeadSection(facts: ArticleFacts, home: string, away: string): SafeHtml[] {
  const h2h = facts.headToHead;
  const lines = h2h.latest.map(meetingLine);
  const blocks = [h2('I precedenti')];
  if (h2h.meetings === 0)
    return [...blocks, p(`Nei nostri dati non ci sono precedenti tra ${italianAnd(home, away)}.`)];
  if (h2h.meetings === 1) {
    return [...blocks, p(`Nei nostri dati c'è un solo precedente tra ${italianAnd(home, away)}:`), ul(lines)];
  }
  return [
    ...blocks,
    p(`Nei nostri dati ci sono ${h2h.meetings} precedenti tra ${italianAnd(home, away)}.`),
    ul([`Vittorie ${home}: ${h2h.winsA}`, `Pareggi: ${h2h.draws}`, `Vittorie ${away}: ${h2h.winsB}`]),
    p(
      h2h.meetings > lines.length
        ? `Gli ultimi ${countWord(lines.length, 'it')}, dal più recente:`
        : 'Dal più recente:',
    ),
    ul(lines),
  ];
}

function statsOf(team: TeamFacts): SafeHtml[] {
  const stats = team.stats;
  if (!stats) return [];
  const { shots, shotsOnTarget, corners } = stats.averages;
  const parts: string[] = [];
  if (shots !== undefined) parts.push(`${decimal(shots, 'it', 1)} tiri`);
  if (shotsOnTarget !== undefined) parts.push(`${decimal(shotsOnTarget, 'it', 1)} tiri nello specchio`);
  if (corners !== undefined) parts.push(`${decimal(corners, 'it', 1)} calci d'angolo`);
  if (parts.length === 0) return [];
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)!}`;
  const span =
    stats.matches === 1
      ? `ultima partita con statistiche, del ${shortDate(stats.to)}`
      : `ultime ${stats.matches} partite con statistiche, dal ${shortDate(stats.from)} al ${shortDate(stats.to)}`;
  return [p(`${team.name} (${span}): in media ${list} a partita.`)];
}

function statsSection(facts: ArticleFacts): SafeHtml[] {
  const blocks = [...statsOf(facts.home), ...statsOf(facts.away)];
  return blocks.length === 0 ? [] : [h2('Le statistiche'), ...blocks];
}

function tipSentence(prediction: Prediction, home: string, away: string): [string, string] {
  const pr = prediction.probabilities;
  switch (prediction.tip) {
    case '1':
      return [
        'il segno 1',
        `: la squadra di casa, ${home}, è favorita ${italianPercent('con il', pr.home)} di probabilità.`,
      ];
    case '2':
      return [
        'il segno 2',
        `: la squadra ospite, ${away}, è favorita ${italianPercent('con il', pr.away)} di probabilità.`,
      ];
    case 'X':
      return ['il segno X', `: il pareggio è l'esito più probabile (${percent(pr.draw)}).`];
    case '1X':
      return [
        'la doppia chance 1X',
        `: ${home} vince o pareggia ${italianPercent('con il', pr.home + pr.draw)} di probabilità.`,
      ];
    case 'X2':
      return [
        'la doppia chance X2',
        `: ${away} vince o pareggia ${italianPercent('con il', pr.away + pr.draw)} di probabilità.`,
      ];
    case 'Over 2.5':
      return [
        'Over 2,5',
        `: almeno tre gol in tutto, ${italianPercent('con il', pr.over25)} di probabilità.`,
      ];
    case 'Under 2.5':
      return [
        'Under 2,5',
        `: al massimo due gol in tutto, ${italianPercent('con il', pr.under25)} di probabilità.`,
      ];
    case 'Goal':
      return [
        'Goal',
        `: entrambe le squadre a segno, ${italianPercent('con il', pr.bttsYes)} di probabilità.`,
      ];
    case 'No Goal':
      return [
        'No Goal',
        `: almeno una delle due squadre non segna, ${italianPercent('con il', pr.bttsNo)} di probabilità.`,
      ];
  }
}

function tipSection(facts: ArticleFacts, home: string, away: string): SafeHtml[] {
  const id = facts.match.id;
  const lead = pick(
    ['Il pronostico del modello è', 'Il consiglio del modello è', "L'indicazione del modello è"],
    id,
    4,
  );
  const [tip, reason] = tipSentence(facts.prediction, home, away);
  const caveat = pick(
    [
      'Le probabilità riflettono soltanto i risultati presenti nei nostri dati: assenze, infortuni e motivazioni non entrano nel calcolo.',
      'Il modello non conosce formazioni, infortuni o squalifiche: considera soltanto i gol delle partite giocate.',
    ],
    id,
    5,
  );
  return [h2('Il pronostico'), p(`${lead} `, strong(tip), reason), p(caveat)];
}

function disclaimer(facts: ArticleFacts): SafeHtml {
  return p(
    strong('Avvertenza:'),
    ` questo articolo è generato automaticamente da Pallone Modello, un modello statistico (${facts.prediction.modelVersion}) ` +
      `stimato sui risultati precedenti al ${shortDate(facts.madeAt)}, e non costituisce un consiglio di scommessa. ` +
      'Il gioco è vietato ai minori di 18 anni e può causare dipendenza: gioca in modo responsabile.',
  );
}

export function writeItalianArticle(facts: ArticleFacts): ArticleText {
  const home = facts.home.name;
  const away = facts.away.name;
  const competition = facts.match.competition.name;
  const date = shortDate(new Date(facts.match.date));
  const pr = facts.prediction.probabilities;
  const title = pick(
    [
      `Pronostico ${home}-${away}: probabilità, quote eque e consiglio`,
      `${home}-${away}: pronostico e probabilità del modello (${competition})`,
      `Pronostico ${home}-${away} (${competition}, ${date})`,
    ],
    facts.match.id,
    0,
  );
  const description =
    `${home}-${away} (${competition}, ${date}): per il modello 1 ${italianPercent('al', pr.home)}, ` +
    `X ${italianPercent('al', pr.draw)}, 2 ${italianPercent('al', pr.away)}. Pronostico: ${facts.prediction.tip.replace('2.5', '2,5')}.`;
  const body = joinHtml([
    ...probabilitySection(facts, home, away),
    ...formSection(facts),
    ...headToHeadSection(facts, home, away),
    ...statsSection(facts),
    ...tipSection(facts, home, away),
    disclaimer(facts),
  ]);
  const keywords = [
    `pronostico ${home} ${away}`,
    home,
    away,
    competition,
    `pronostici ${competition}`,
    'probabilità',
    'quote',
  ];
  return { title, description, body, keywords };
}
