/**
 * The theme's language menu, with its links written as valid URLs (`Quest%20Types`, not a raw
 * space): the theme builds them from the current pathname, which the router holds decoded, and
 * writes them as plain links, not router links (see src/theme/Root/urlEncoding.ts).
 */
import type { ReactNode } from 'react';
import LocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import type LocaleDropdownNavbarItemType from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import { EncodedLocation } from '../../Root/urlEncoding';

type Props = WrapperProps<typeof LocaleDropdownNavbarItemType>;

export default function LocaleDropdownNavbarItemWrapper(props: Props): ReactNode {
  return (
    <EncodedLocation>
      <LocaleDropdownNavbarItem {...props} />
    </EncodedLocation>
  );
}
