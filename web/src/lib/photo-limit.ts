/** The complaint photo's size: the API's limit on the decoded photo (src/field/complaints.ts MAX_PHOTO_BYTES; test/web/outbox.test.ts checks they agree). */
export const API_PHOTO_LIMIT = 512 * 1024;
/** What the page aims under: a little below the limit. */
export const PHOTO_TARGET = API_PHOTO_LIMIT - 16 * 1024;
