/**
 * Analysis limits of the pixel rules, shared by the rule registry and the error catalogue (the API
 * description states the same number on ValidationResult; tests compare them).
 *
 * IMAGE_PIXEL_LIMIT: the most pixels the pixel rules decode (4096 × 4096). A decoded image costs
 * up to about 25 bytes per pixel while it is read (16-bit samples, the inflated rows and the 8-bit
 * RGBA copy): a 4096 × 4096 16-bit RGBA PNG peaks at 470 MB and 4 s in the checker, 8192 × 4096
 * at 855 MB and 12 s, too close to a 1 GiB worker. The 16384 px side limit alone let a
 * 16384 × 16384 PNG take 2.6 to 5.2 GB.
 */
export const IMAGE_PIXEL_LIMIT = 16_777_216;

/** The limit as the pages write it. */
export const IMAGE_PIXEL_LIMIT_TEXT = IMAGE_PIXEL_LIMIT.toLocaleString('en-US');
