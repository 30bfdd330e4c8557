/**
 * A spreadsheet opens a cell starting with one of these as a formula; a quote in front keeps what a member wrote
 * plain text in the spreadsheet that staff or an administrator open.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const plainCell = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
