/**
 * See ../hydration.ts: the copy and wrap buttons still wait for hydration, and a block
 * hydrated from the server's markup gets them once it nears the viewport (`ButtonsGate`).
 */
import React, { useContext, type ReactNode } from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';
import { BrowserContext, ButtonsGateContext, HydratedContext } from '../hydration';

type Props = WrapperProps<typeof ButtonsType>;

export default function ButtonsWrapper(props: Props): ReactNode {
  const hydrated = useContext(HydratedContext);
  const { show } = useContext(ButtonsGateContext);
  return (
    <BrowserContext.Provider value={hydrated && show}>
      <Buttons {...props} />
    </BrowserContext.Provider>
  );
}
