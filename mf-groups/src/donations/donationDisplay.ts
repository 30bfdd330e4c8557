/** An amount in dollars as a donation shows it: two decimals after a dollar sign. */
export const dollars = (amount: number) => `$${amount.toFixed(2)}`;

/** The day a donation was made, in the reader's own format. */
export const donationDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
