/** See ../hydration.ts: the copy and wrap buttons still wait for hydration. */
import React, { useContext, type ReactNode } from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';
import { BrowserContext, HydratedContext } from '../hydration';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  return (
    <BrowserContext.Provider value={useContext(HydratedContext)}>
      <Buttons {...props} />
    </BrowserContext.Provider>
  );
}
