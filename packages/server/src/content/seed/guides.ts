/** Six sample betting guides, in Italian and English: general explanations, no advice to bet. */
import type { SeedStory } from './seedTypes.ts';

const RESPONSIBLE_IT =
  '<p><strong>18+ | Gioca responsabilmente.</strong> Il gioco è vietato ai minori e può causare dipendenza.</p>';
const RESPONSIBLE_EN =
  '<p><strong>18+ | Play responsibly.</strong> Gambling is forbidden to minors and can be addictive.</p>';

export const SAMPLE_GUIDES: readonly SeedStory[] = [
  {
    key: 'guide-decimal-odds',
    it: {
      title: 'Come leggere le quote decimali',
      description: 'Cosa indica una quota decimale, come si calcola la vincita e quale probabilità esprime.',
      keywords: ['quote', 'probabilità', 'guida'],
      body:
        '<p>La quota decimale indica quanto si riceve per ogni euro giocato, posta compresa: con una quota di 2,50 ' +
        'una giocata di 10 € restituisce 25 €, cioè 15 € di vincita netta.</p>' +
        "<h2>Dalla quota alla probabilità</h2><p>L'inverso della quota è la probabilità implicita: 1 / 2,50 = 0,40, " +
        'ovvero il 40%. Sommando le probabilità implicite di tutti gli esiti di un mercato si ottiene più del 100%: ' +
        'la differenza è il margine del bookmaker.</p>' +
        '<h3>Un esempio</h3><table><thead><tr><th>Esito</th><th>Quota</th><th>Probabilità implicita</th></tr>' +
        '</thead><tbody><tr><td>1</td><td>2,10</td><td>47,6%</td></tr><tr><td>X</td><td>3,40</td><td>29,4%</td>' +
        '</tr><tr><td>2</td><td>3,60</td><td>27,8%</td></tr></tbody></table>' +
        '<p>Qui la somma è 104,8%: il margine è circa il 4,8%.</p>',
    },
    en: {
      title: 'How to read decimal odds',
      description:
        'What a decimal price means, how the return is worked out and which probability it implies.',
      keywords: ['odds', 'probability', 'guide'],
      body:
        '<p>Decimal odds tell you how much comes back for each euro staked, stake included: at 2.50 a 10 € bet ' +
        'returns 25 €, that is 15 € of net winnings.</p>' +
        '<h2>From odds to probability</h2><p>The inverse of the price is the implied probability: 1 / 2.50 = 0.40, ' +
        'or 40%. Adding up the implied probabilities of every outcome of a market gives more than 100%: the ' +
        "difference is the bookmaker's margin.</p>" +
        '<h3>An example</h3><table><thead><tr><th>Outcome</th><th>Odds</th><th>Implied probability</th></tr>' +
        '</thead><tbody><tr><td>1</td><td>2.10</td><td>47.6%</td></tr><tr><td>X</td><td>3.40</td><td>29.4%</td>' +
        '</tr><tr><td>2</td><td>3.60</td><td>27.8%</td></tr></tbody></table>' +
        '<p>Here the sum is 104.8%: the margin is about 4.8%.</p>',
    },
  },
  {
    key: 'guide-markets',
    it: {
      title: 'I mercati principali: 1X2, Over/Under e Goal/No Goal',
      description: 'Le scommesse più comuni sul calcio spiegate in breve.',
      keywords: ['1X2', 'over under', 'goal no goal', 'mercati'],
      body:
        '<h2>1X2</h2><p>Si indica il risultato finale dopo i tempi regolamentari: 1 vittoria della squadra di ' +
        'casa, X pareggio, 2 vittoria della squadra ospite. Supplementari e rigori non contano.</p>' +
        '<h2>Over/Under 2,5</h2><p>Over se nella partita si segnano almeno tre gol in totale, Under se se ne ' +
        'segnano due o meno.</p>' +
        '<h2>Goal/No Goal</h2><p>Goal se entrambe le squadre segnano almeno una rete, No Goal se almeno una ' +
        'delle due resta a zero.</p>' +
        '<ul><li>Gli autogol contano come reti della squadra che ne beneficia.</li>' +
        "<li>Le regole sulle partite rinviate o sospese variano da un operatore all'altro: leggetele.</li></ul>",
    },
    en: {
      title: 'The main markets: 1X2, Over/Under and Both Teams to Score',
      description: 'The most common football bets, briefly explained.',
      keywords: ['1X2', 'over under', 'both teams to score', 'markets'],
      body:
        '<h2>1X2</h2><p>You pick the result after normal time: 1 a home win, X a draw, 2 an away win. Extra time ' +
        'and penalties do not count.</p>' +
        '<h2>Over/Under 2.5</h2><p>Over when the match has at least three goals in total, Under when it has two ' +
        'or fewer.</p>' +
        '<h2>Both Teams to Score</h2><p>Yes when both sides score at least once, No when at least one of them ' +
        'fails to score.</p>' +
        '<ul><li>Own goals count for the team that benefits from them.</li>' +
        '<li>Rules for postponed or abandoned matches differ between operators: read them.</li></ul>',
    },
  },
  {
    key: 'guide-welcome-bonus',
    it: {
      title: 'Bonus di benvenuto: come leggere le condizioni',
      description:
        'Requisiti di puntata, quote minime e scadenze: cosa controllare prima di accettare un bonus.',
      keywords: ['bonus', 'condizioni', 'requisiti di puntata'],
      body:
        '<p>Un bonus di benvenuto non è denaro da prelevare subito: di solito va rigiocato un certo numero di ' +
        'volte (il requisito di puntata) entro una scadenza, spesso con una quota minima per ogni giocata.</p>' +
        "<h2>Cosa controllare</h2><ol><li>L'importo massimo e come si sblocca.</li><li>Il requisito di " +
        'puntata e la quota minima.</li><li>La scadenza.</li><li>I metodi di pagamento esclusi.</li></ol>' +
        '<p>Se le condizioni non sono chiare, il bonus non fa per voi.</p>' +
        RESPONSIBLE_IT,
    },
    en: {
      title: 'Welcome bonuses: how to read the terms',
      description: 'Wagering requirements, minimum odds and expiry: what to check before taking a bonus.',
      keywords: ['bonus', 'terms', 'wagering requirements'],
      body:
        '<p>A welcome bonus is not money you can withdraw straight away: it usually has to be staked a number of ' +
        'times (the wagering requirement) before it expires, often at minimum odds for each bet.</p>' +
        '<h2>What to check</h2><ol><li>The maximum amount and how it is released.</li><li>The wagering ' +
        'requirement and the minimum odds.</li><li>The expiry date.</li><li>Excluded payment methods.</li></ol>' +
        '<p>If the terms are not clear, the bonus is not for you.</p>' +
        RESPONSIBLE_EN,
    },
  },
  {
    key: 'guide-boosted-odds',
    it: {
      title: 'Quote maggiorate: cosa sono',
      description: 'Una quota maggiorata è un prezzo più alto del solito su un esito, per un tempo limitato.',
      keywords: ['quote maggiorate', 'promozioni'],
      body:
        "<p>Una quota maggiorata è un'offerta promozionale: su un esito preciso di una partita il bookmaker " +
        'propone, per un periodo limitato, un prezzo più alto di quello abituale.</p>' +
        "<blockquote>La probabilità dell'evento non cambia: cambia solo il prezzo offerto.</blockquote>" +
        '<p>Spesso la puntata massima è bassa e la vincita extra è pagata come bonus. Confrontate sempre la ' +
        'quota abituale con quella maggiorata e leggete le condizioni.</p>' +
        RESPONSIBLE_IT,
    },
    en: {
      title: 'Boosted odds: what they are',
      description: 'A boosted price is a higher-than-usual price on one outcome, for a limited time.',
      keywords: ['boosted odds', 'promotions'],
      body:
        '<p>Boosted odds are a promotion: on one outcome of a match the bookmaker offers, for a limited time, a ' +
        'higher price than usual.</p>' +
        '<blockquote>The probability of the event does not change: only the price on offer does.</blockquote>' +
        '<p>The maximum stake is often low and the extra winnings may be paid as a bonus. Always compare the ' +
        'usual price with the boosted one and read the terms.</p>' +
        RESPONSIBLE_EN,
    },
  },
  {
    key: 'guide-match-statistics',
    it: {
      title: 'Come leggere le statistiche di una partita',
      description: "Tiri, tiri in porta, calci d'angolo e cartellini: cosa dicono e cosa no.",
      keywords: ['statistiche', 'tiri', "calci d'angolo"],
      body:
        '<p>Le statistiche raccontano come è andata una partita oltre il risultato: chi ha tirato di più, chi ha ' +
        'costruito occasioni, quanto è stata nervosa.</p>' +
        '<ul><li><strong>Tiri e tiri in porta</strong>: il volume delle occasioni e la loro precisione.</li>' +
        "<li><strong>Calci d'angolo</strong>: una misura della pressione offensiva.</li>" +
        "<li><strong>Falli e cartellini</strong>: l'intensità e il metro dell'arbitro.</li></ul>" +
        '<p>Una sola partita dice poco: le medie su più giornate, confrontate tra squadre, sono più utili.</p>',
    },
    en: {
      title: 'How to read match statistics',
      description: 'Shots, shots on target, corners and cards: what they tell you and what they do not.',
      keywords: ['statistics', 'shots', 'corners'],
      body:
        '<p>Statistics tell how a match went beyond the score: who shot more, who created chances, how tense it ' +
        'was.</p>' +
        '<ul><li><strong>Shots and shots on target</strong>: how many chances and how accurate.</li>' +
        '<li><strong>Corners</strong>: a measure of attacking pressure.</li>' +
        "<li><strong>Fouls and cards</strong>: the intensity and the referee's line.</li></ul>" +
        '<p>One match says little: averages over several matchdays, compared between teams, say more.</p>',
    },
  },
  {
    key: 'guide-responsible-gambling',
    it: {
      title: 'Gioco responsabile: limiti e strumenti',
      description: 'Come fissare limiti di deposito e di tempo, e dove chiedere aiuto.',
      keywords: ['gioco responsabile', 'limiti', 'autoesclusione'],
      body:
        '<p>Il gioco deve restare un passatempo. Gli operatori con concessione in Italia offrono strumenti per ' +
        'tenerlo sotto controllo.</p>' +
        '<ol><li><strong>Limiti di deposito</strong> giornalieri, settimanali o mensili.</li>' +
        '<li><strong>Promemoria di sessione</strong> e limiti di tempo.</li>' +
        '<li><strong>Autoesclusione</strong> temporanea o permanente.</li></ol>' +
        '<p>Se il gioco smette di essere un divertimento, fermatevi e chiedete aiuto ai servizi pubblici per le ' +
        'dipendenze.</p>' +
        RESPONSIBLE_IT,
    },
    en: {
      title: 'Responsible gambling: limits and tools',
      description: 'How to set deposit and time limits, and where to ask for help.',
      keywords: ['responsible gambling', 'limits', 'self-exclusion'],
      body:
        '<p>Gambling should stay a pastime. Operators licensed in Italy offer tools to keep it under ' +
        'control.</p>' +
        '<ol><li><strong>Deposit limits</strong>, daily, weekly or monthly.</li>' +
        '<li><strong>Session reminders</strong> and time limits.</li>' +
        '<li><strong>Self-exclusion</strong>, temporary or permanent.</li></ol>' +
        '<p>If gambling stops being fun, stop and ask the public addiction services for help.</p>' +
        RESPONSIBLE_EN,
    },
  },
];
