/** Texts the server answers with that the seeds leave to us; the seeds' own texts live in the shared catalogue. */
export const SERVER_MESSAGES = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidJson: 'The request body is not valid JSON.',
  invalidValue: 'One of the values sent is not valid.',
  nulCharacter: 'This text contains a character that is not allowed.',
  noOrganization: 'No organization was found for this request.',
} as const;
