import { redirect } from 'react-router';
import type { Route } from './+types/lang';
import { LANGUAGE_COOKIE } from '../i18n/chooseLanguage.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Only same-site paths: never an open redirect. */
export const safeBack = (back: FormDataEntryValue | null): string =>
  typeof back === 'string' && back.startsWith('/') && !back.startsWith('//') ? back : '/';

/** The language switcher: remembers the choice in the `lang` cookie and goes back to the page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang') === 'it' ? 'it' : 'en';
  return redirect(safeBack(form.get('back')), {
    headers: { 'Set-Cookie': `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax` },
  });
}

export function loader() {
  return redirect('/');
}
