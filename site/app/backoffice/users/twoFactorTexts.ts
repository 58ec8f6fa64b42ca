/** The back-office's two-factor and users texts (Italian; SPEC has none for them). */
export const TWO_FACTOR_TEXTS = {
  codeLabel: 'Codice di verifica',
  codeHint: "Il codice a 6 cifre dell'app di autenticazione, o un codice di recupero.",
  verify: 'Verifica',
  enrolIntro: "L'amministratore richiede la verifica in due passaggi: configurala per entrare.",
  setUp: 'Configura la verifica in due passaggi',
  secretIntro: "Aggiungi questo account all'app di autenticazione (Google Authenticator, 1Password…):",
  confirm: 'Attiva',
  recoveryIntro: 'Codici di recupero: ognuno vale una volta sola. Conservali ora, non saranno più mostrati.',
  continue: 'Continua',
  failed: 'Codice non valido',
} as const;
