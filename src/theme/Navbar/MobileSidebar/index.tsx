/**
 * The phone menu renders when the reader reaches for it, not as the page hydrates.
 *
 * On a phone-width window the classic theme renders the whole menu as soon as the page has
 * hydrated (its window size is only known then), hidden off screen: the navbar's items,
 * their dropdowns and, on a docs page, the docs sidebar with its categories. On the bench's
 * phone profile that render was the second-longest task of a docs page load, after the
 * evaluation of the site's script; a stock Docusaurus home page has no docs sidebar to
 * render there. Here it waits until the reader points at, touches or focuses the menu button
 * (the click follows, so the menu is in place and slides in as usual), or until something
 * else opens it. Once rendered, it stays.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

/** The classic theme's menu button (Navbar/MobileSidebar/Toggle). */
const MENU_BUTTON_SELECTOR = '.navbar__toggle';

/** Events that come before the menu button's click: pointing, touching, focusing (Tab). */
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

export default function MobileSidebarWrapper(): ReactNode {
  const { shown, shouldRender } = useNavbarMobileSidebar();
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached || !shouldRender) return undefined;
    const reach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(MENU_BUTTON_SELECTOR)) setReached(true);
    };
    for (const type of REACHING_EVENTS) document.addEventListener(type, reach, { capture: true, passive: true });
    return () => {
      for (const type of REACHING_EVENTS) document.removeEventListener(type, reach, { capture: true });
    };
  }, [reached, shouldRender]);
  return reached || shown ? <MobileSidebar /> : null;
}
