// Ids are UUIDs. A malformed id in a URL is a "not found", never a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID's length in characters. */
export const UUID_LENGTH = 36;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
