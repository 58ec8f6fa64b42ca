export const MAX_EMAIL_LENGTH = 254;
export const MAX_EMAIL_LOCAL_PART_LENGTH = 64;
export const MAX_EMAIL_DOMAIN_LABEL_LENGTH = 63;

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
/** Dot-atom local part, at least two dotted domain labels, an alphabetic top-level domain of 2+ letters. */
const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,}$`);

/**
 * SPEC §5's general email check: rejects empty input, addresses over 254 characters, a local part over 64, any
 * domain label over 63, and addresses failing the general pattern. It does not trim: the login form trims first.
 */
export function isValidEmail(email: string): boolean {
  if (email.length === 0) return false;
  if (email.length > MAX_EMAIL_LENGTH) return false;
  const at = email.lastIndexOf('@');
  if (at === -1) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length > MAX_EMAIL_LOCAL_PART_LENGTH) return false;
  if (domain.split('.').some((label) => label.length > MAX_EMAIL_DOMAIN_LABEL_LENGTH)) return false;
  return EMAIL_PATTERN.test(email);
}
