/** Bounds of backoffice spec sections 5 and 9. */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 10;
export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 15;
/** Larger pictures make the request slow and are refused by most servers. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

export const PASSWORD_CHARS = /^[A-Za-z0-9]*$/;
