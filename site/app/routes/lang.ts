import { redirect } from 'react-router';
import type { Route } from './+types/lang';
import { LANGUAGE_COOKIE } from '../i18n/chooseLanguage.ts';
import { readForm } from '../lib/readForm.server.ts';
import { safeBack } from '../lib/safeBack.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The language switcher: remembers the choice in the `lang` cookie and goes back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const lang = form.get('lang') === 'it' ? 'it' : 'en';
  // A page with linked translations names each language's own path (`back-it`, `back-en`, decision 049).
  return redirect(safeBack(form.get(`back-${lang}`) ?? form.get('back')), {
    headers: { 'Set-Cookie': `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax` },
  });
}

export function loader() {
  return redirect('/');
}
