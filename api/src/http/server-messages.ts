/** Texts the server answers with that the seeds leave to us; the seeds' own texts live in the shared catalogue. */
export const SERVER_MESSAGES = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidJson: 'The request body is not valid JSON.',
  invalidValue: 'One of the values sent is not valid.',
  documentTooLarge: 'This document holds more than a resume can: please upload a smaller file.',
  documentTooSlow: 'This document took too long to read: please upload a simpler file.',
  nulCharacter: 'This text contains a character that is not allowed.',
  noOrganization: 'No organization was found for this request.',
} as const;
