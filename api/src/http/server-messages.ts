/** Texts the server answers with that no screen words; the texts screens show live in the shared catalogue. */
export const SERVER_MESSAGES = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidJson: 'The request body is not valid JSON.',
  invalidValue: 'One of the values sent is not valid.',
  documentTooLarge: 'This document holds more than a resume can: please upload a smaller file.',
  documentTooSlow: 'This document took too long to read: please upload a simpler file.',
  notMultipart: 'Send the file as multipart/form-data.',
  malformedMultipart: 'The upload could not be read: it was cut off or is not well-formed multipart/form-data. Please send it again.',
  unexpectedField: 'This upload does not take this field.',
  tooManyParts: 'This upload has more parts than it takes.',
  uploadQuota: 'You have used all the space for your files: remove some before uploading more.',
  badAddress: 'This address could not be read.',
  pathTooLong: 'This address is too long.',
  websocketOnly: 'This address takes WebSocket connections only.',
  remoteOriginNotAllowed: 'A remote loads only from this site or from an origin the operator allows in TRELLIS_REMOTE_ORIGINS.',
  nulCharacter: 'This text contains a character that is not allowed.',
  noOrganization: 'No organization was found for this request.',
} as const;
