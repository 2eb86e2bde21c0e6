const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The shape people's e-mail addresses have (name@domain.tld), spaces around it ignored. */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email.trim());
}
