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
        'Pallone salva nel tuo browser solo i dati tecnici descritti qui; i cookie di analisi e pubblicità arrivano solo se li accetti.',
        '"pallone_consent" (cookie tecnico): ricorda la tua scelta sui cookie, "Accetta" o "Rifiuta", per circa 6 mesi; poi te la chiediamo di nuovo. Puoi cambiarla in ogni momento da «Preferenze cookie» in fondo alla pagina.',
        '"lang" (cookie tecnico): ricorda la lingua scelta, italiano o inglese, per un anno.',
        'Solo per il personale autorizzato, nell\'area riservata (/backoffice): il cookie "XSRF-TOKEN" protegge le modifiche da richieste contraffatte e si cancella alla chiusura del browser; il token di accesso è salvato nel localStorage del browser come "jwt_token", scade dopo 8 ore e si cancella all\'uscita. I visitatori del sito non ricevono né l\'uno né l\'altro.',
        'Gli script di analisi (misurazione delle visite) e di pubblicità, con i cookie che impostano, si caricano solo dopo il tuo consenso: se rifiuti o non scegli, non vengono caricati. Puoi revocare il consenso in ogni momento da «Preferenze cookie».',
      ],
    },
    en: {
      title: 'Cookie policy',
      paragraphs: [
        'Pallone stores in your browser only the technical data described here; analytics and advertising cookies come only if you accept them.',
        '"pallone_consent" (technical cookie): remembers your cookie choice, "Accept" or "Reject", for about 6 months; then we ask again. You can change it at any time from "Cookie settings" at the bottom of the page.',
        '"lang" (technical cookie): remembers the chosen language, Italian or English, for a year.',
        'For authorised staff only, in the reserved area (/backoffice): the "XSRF-TOKEN" cookie protects changes against forged requests and is deleted when the browser closes; the sign-in token is kept in the browser\'s local storage as "jwt_token", expires after 8 hours and is removed on sign-out. Site visitors get neither.',
        'Analytics (visit measurement) and advertising scripts, with the cookies they set, load only after your consent: if you reject or do not choose, they are not loaded. You can withdraw consent at any time from "Cookie settings".',
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
