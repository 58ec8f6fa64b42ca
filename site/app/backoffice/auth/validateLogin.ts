import { ERROR_MESSAGES, isValidEmail } from '@pallone/core';

export interface LoginErrors {
  email?: string;
  password?: string;
}

/** SPEC §5: both fields required; the email, trimmed, must pass the core email check. */
export function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = ERROR_MESSAGES.requiredField;
  else if (!isValidEmail(trimmed)) errors.email = ERROR_MESSAGES.invalidEmail;
  if (password === '') errors.password = ERROR_MESSAGES.requiredField;
  return errors;
}
