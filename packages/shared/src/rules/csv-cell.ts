/** Characters that make a spreadsheet treat a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that no spreadsheet can run: a leading apostrophe when it would start a formula. */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
