/**
 * Endpoint URLs as the tool prints them: without the user name and password a URL may carry
 * (`https://user:pass@hooks.example.com/…`), since what the tool prints ends up in CI logs. The
 * request itself still sends them (as HTTP basic authentication).
 */

const HIDDEN = '***';

/** The URL's address with its credentials (user name, password or both) shown as one `***`. */
export function shownUrl(url: URL): string {
  if (url.username === '' && url.password === '') return url.href;
  const copy = new URL(url.href);
  copy.username = HIDDEN;
  copy.password = '';
  return copy.href;
}

/**
 * Text that may quote a URL the tool could not parse, or an error message with one in it: the
 * credentials part of anything shaped like `scheme://credentials@host` is replaced by `***`.
 */
export function redactUrls(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/?#@\s"]*@/gi, `$1${HIDDEN}@`);
}
