/**
 * ISO 17442 Legal Entity Identifier: 18 upper-case alphanumerics and two check digits, valid when the
 * whole code, letters read as 10 (A) … 35 (Z), is 1 modulo 97 (ISO 7064 MOD 97-10, as in an IBAN).
 */
const LEI_FORMAT = /^[0-9A-Z]{18}[0-9]{2}$/;

/** The code as a number (letters A=10 … Z=35) modulo 97, digit by digit so it never leaves the safe range. */
function mod97(code: string): number {
  let rest = 0;
  for (const ch of code) {
    const value = Number.parseInt(ch, 36);
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

export function isValidLei(code: string): boolean {
  return LEI_FORMAT.test(code) && mod97(code) === 1;
}

/** The two check digits of an 18-character LEI prefix (ISO 7064: 98 − (prefix·100 mod 97)). */
export function leiCheckDigits(prefix: string): string {
  return String(98 - mod97(`${prefix}00`)).padStart(2, "0");
}
