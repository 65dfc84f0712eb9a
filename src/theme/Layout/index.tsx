/**
 * Every page's layout, plus the link to its Markdown twin (src/plugins/agentDocs):
 * `<link rel="alternate" type="text/markdown">`, which agents follow, and which the server
 * answers at the page's own URL too when asked for `Accept: text/markdown` (src/hosting/nginx.ts).
 * The not-found page (route context "native") has no twin.
 */
import type { ReactNode } from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import { twinUrl } from '@site/src/plugins/agentDocs/links';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const { plugin } = useRouteContext();
  return (
    <>
      {plugin.name === 'native' ? null : (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinUrl(pathname)} />
        </Head>
      )}
      <Layout {...props} />
    </>
  );
}
