/**
 * The descriptions of the cards on the current page. The docs plugin gives them to category
 * pages as the route prop `cardDescriptions` (src/plugins/docsRoutes.ts); the page's route
 * component provides them, and DocCard reads them.
 */
import { createContext } from 'react';
import type { CARD_DESCRIPTIONS_PROP, CardDescriptions } from '@site/src/plugins/docsRoutes';

/** A page without cards. */
export const NO_CARD_DESCRIPTIONS: CardDescriptions = Object.freeze({});

export const CardDescriptionsContext = createContext<CardDescriptions>(NO_CARD_DESCRIPTIONS);

/** Route props of a page that may show cards (the prop is named in src/plugins/docsRoutes.ts). */
export type WithCardDescriptions = Partial<Record<typeof CARD_DESCRIPTIONS_PROP, CardDescriptions>>;
