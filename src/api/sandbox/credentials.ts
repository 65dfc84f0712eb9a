/**
 * The credentials the in-browser sandbox accepts. They are documented on every operation
 * page's sandbox panel (src/components/SandboxPanel); any other value is refused the way the
 * API refuses it (401 `invalid_token`, `invalid_api_key`), and no value at all with 401
 * `missing_credentials`. They open nothing outside the reader's browser.
 */

/** A test-environment project key: `gf_test_` and 32 letters and digits, as the contract describes keys. */
export const MOCK_API_KEY = 'gf_test_mock0sandbox0in0your0browser0000';

/** The user access token: a fixed string, not a JWT, since the sandbox checks nothing inside it. */
export const MOCK_USER_TOKEN = 'gf_mock_user_token';

/** The user the sandbox acts as with MOCK_USER_TOKEN (the documented examples' user). */
export const MOCK_USER_ID = 'usr_01JH8JJ3C4ZHE3EMQHWZ4A9XMW';
