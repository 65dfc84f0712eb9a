/**
 * The shortcut that focuses the search box (spec: Ctrl or Cmd plus K): Cmd+K on Apple
 * platforms, Ctrl+K elsewhere. Small enough for every page's bundle.
 */

interface NavigatorWithUAData {
  readonly userAgentData?: { readonly platform?: string };
}

/** True on macOS and iOS, where the shortcut uses Cmd. */
export function isMacPlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & NavigatorWithUAData).userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** Whether a key event is the search shortcut on this platform. */
export function matchesSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>, mac: boolean): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false;
  return mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}
