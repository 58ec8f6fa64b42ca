/** Where a form may send the visitor back to: a path on this site, never an open redirect. */
const ORIGIN = 'http://pallone.invalid';

/**
 * `back` when it is a same-origin path — one leading `/`, no backslash, no whitespace or control character, and
 * still on this origin once resolved against it — else `/`. Browsers read `/\host`, `/\t/host` and `//host` as
 * other hosts, so those all go home.
 */
export function safeBack(back: FormDataEntryValue | null): string {
  if (typeof back !== 'string' || !back.startsWith('/') || back.startsWith('//')) return '/';
  if (/[\\\s\p{Cc}\p{Cf}]/u.test(back)) return '/';
  try {
    return new URL(back, ORIGIN).origin === ORIGIN ? back : '/';
  } catch {
    return '/';
  }
}
