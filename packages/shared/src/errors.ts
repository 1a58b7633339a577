/**
 * Every error code the API answers with, one per cause, and its HTTP status. The body is always
 * `{ success: false, error: { code, message } }` with a German message; clients may branch on the code.
 */
export const ERROR_STATUS = {
  /** The request does not fit the call's contract (field issues in error.issues). */
  VALIDATION: 400,
  /** The request is well-formed but asks for something that cannot be done as asked. */
  BAD_REQUEST: 400,
  /** The body is no valid JSON, nests deeper than 64 levels, is empty, or its length is wrong. */
  INVALID_BODY: 400,
  /** A multipart upload was cut off or is malformed. */
  UPLOAD_BROKEN: 400,
  /** An uploaded file has no bytes. */
  EMPTY_FILE: 400,
  /** A location import whose rows are not all valid; nothing was written (the result lists the rows). */
  IMPORT_INVALID: 400,
  UNAUTHORIZED: 401,
  /** A screen's poll without the network's device secret. */
  DEVICE_SECRET: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A delete that takes other content with it or leaves screens blank; error.details lists what (deletionImpact). */
  CONFIRM_DELETE: 409,
  /** A unique or reference rule of the database refused the change. */
  DATABASE: 409,
  /** The loop would exceed the device's maximum duration (SPEC §5). */
  MAX_DURATION: 409,
  /** The playlist's maximum length is exceeded (SPEC §5). */
  MAX_LENGTH: 409,
  /** A file (or the whole request) is larger than the call allows. */
  FILE_TOO_LARGE: 413,
  /** More files in one upload than the call takes. */
  TOO_MANY_FILES: 413,
  /** A file's type (extension or content) is not allowed for the call. */
  FILE_TYPE: 415,
  /** A file has an allowed type but cannot be decoded. */
  FILE_CORRUPT: 415,
  /** The request's content type is not the one the call takes (e.g. no multipart for an upload). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests from this client; see Retry-After. */
  TOO_MANY_REQUESTS: 429,
  /** Too many failed logins for this address or user. */
  TOO_MANY_ATTEMPTS: 429,
  /** A screen polls more often than the per-key limit allows (POLL_LIMIT); see Retry-After. */
  TOO_MANY_POLLS: 429,
  /** Too many new screens registered from this address. */
  TOO_MANY_REGISTRATIONS: 429,
  /** Too many password checks at once (login flood); try again in a few seconds. */
  BUSY: 503,
  /** The number of unassigned new screens has reached its cap. */
  REGISTRATION_FULL: 503,
  /** The file store (S3-compatible bucket) cannot be reached or refuses to work; nothing was changed. */
  STORAGE_UNAVAILABLE: 503,
  /** The database cannot be reached (stopped, dropped, connections cut); try again later. */
  DATABASE_UNAVAILABLE: 503,
  /** The offer provider cannot be reached (connection refused, 5xx); a later try may work. */
  OFFER_PROVIDER_UNREACHABLE: 503,
  /** The offer provider did not answer within OFFER_PROVIDER_TIMEOUT_MS; a later try may work. */
  OFFER_PROVIDER_TIMEOUT: 503,
  /** The offer provider answered something unusable (wrong status, no JSON, wrong shape): asking again changes nothing. */
  OFFER_PROVIDER_INVALID: 502,
  /** The hotel directory (remote service) cannot answer now; try again later. */
  DIRECTORY_UNAVAILABLE: 502,
  /** A picture shown through this server (GET /v1/picture) could not be fetched from its host or is no image. */
  PICTURE_UNAVAILABLE: 502,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
