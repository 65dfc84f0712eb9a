/**
 * The app's root, with the hrefs of its router links written as valid URLs (`Quest%20Types`, not a
 * raw space): see ./urlEncoding.ts.
 */
import type { ReactNode } from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type { WrapperProps } from '@docusaurus/types';
import { EncodedHrefs } from './urlEncoding';

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): ReactNode {
  return (
    <EncodedHrefs>
      <Root {...props} />
    </EncodedHrefs>
  );
}
