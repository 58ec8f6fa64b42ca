import type { Language } from '@pallone/core';

export type LegalPage = 'privacy' | 'cookie' | 'terms-conditions';

interface LegalText {
  title: string;
  paragraphs: string[];
}

const TEXTS: Record<LegalPage, Record<Language, LegalText>> = {
  privacy: {
    it: {
      title: 'Informativa sulla privacy',
      paragraphs: [
        'Pallone si legge senza registrazione: per i visitatori non raccogliamo nome, email o altri dati personali.',
        'I log tecnici del server (indirizzo IP, pagina richiesta, data) servono solo alla sicurezza e sono cancellati dopo 30 giorni.',
        "Per l'area riservata trattiamo l'email e la password (conservata solo come hash) del personale autorizzato.",
        'Per esercitare i diritti previsti dal GDPR (accesso, rettifica, cancellazione) scrivici dalla pagina contatti.',
      ],
    },
    en: {
      title: 'Privacy policy',
      paragraphs: [
        'Pallone is read without signing up: we collect no name, email or other personal data from visitors.',
        'Technical server logs (IP address, requested page, date) are used for security only and deleted after 30 days.',
        'For the reserved area we process the email and the password (stored only as a hash) of authorised staff.',
        'To exercise your GDPR rights (access, rectification, erasure) write to us from the contact page.',
      ],
    },
  },
  cookie: {
    it: {
      title: 'Cookie policy',
      paragraphs: [
        'Usiamo un solo cookie tecnico, "lang", che ricorda la lingua scelta (italiano o inglese) per un anno.',
        'I cookie di pubblicità e misurazione si caricano solo dopo il tuo consenso, che puoi revocare in ogni momento.',
      ],
    },
    en: {
      title: 'Cookie policy',
      paragraphs: [
        'We use one technical cookie, "lang", which remembers the chosen language (Italian or English) for a year.',
        'Advertising and measurement cookies load only after your consent, which you can withdraw at any time.',
      ],
    },
  },
  'terms-conditions': {
    it: {
      title: 'Termini e condizioni',
      paragraphs: [
        'I dati e i contenuti di Pallone sono forniti a scopo informativo, senza garanzia di completezza o esattezza.',
        'Pallone non è una testata giornalistica. I pronostici non sono consigli di scommessa: il gioco è vietato ai minori di 18 anni.',
        'I widget possono essere incorporati su altri siti secondo le istruzioni pubblicate; i dati restano dei rispettivi titolari.',
      ],
    },
    en: {
      title: 'Terms and conditions',
      paragraphs: [
        "Pallone's data and content are provided for information, with no warranty of completeness or accuracy.",
        'Pallone is not a news publication. Predictions are not betting advice: gambling is forbidden to under-18s.',
        'The widgets may be embedded on other sites as documented; the data remain their owners’.',
      ],
    },
  },
};

export function legalText(page: LegalPage, language: Language): LegalText {
  return (TEXTS[page] ?? TEXTS.privacy)[language];
}
