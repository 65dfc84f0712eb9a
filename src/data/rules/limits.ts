/**
 * Analysis limits, shared by the rule registry, the error catalogue and @guildforge/rules (the API
 * description states the same numbers; tests/unit/analysisLimits.test.ts compares them).
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

/**
 * STRUCTURED_NESTING_LIMIT: how deep a JSON or YAML document (JsonSchema, YamlSchema) and the JSON
 * Schema those rules take may nest objects and arrays. Both parsers and the schema validator
 * recurse per level: 100,000 characters of `[` overflowed jsonc-parser's stack, and a schema of
 * 6,000 nested `items` (60 KB) overflowed the checker's.
 * SCHEMA_BYTE_LIMIT: the largest such schema, in bytes of its JSON serialization (UTF-8).
 */
export const STRUCTURED_NESTING_LIMIT = 64;
export const SCHEMA_BYTE_LIMIT = 65_536;
export const SCHEMA_BYTE_LIMIT_TEXT = SCHEMA_BYTE_LIMIT.toLocaleString('en-US');
