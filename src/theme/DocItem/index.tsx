/**
 * Renders every doc with the classic DocItem, including generated API operation pages,
 * whose MDX is complete without the API theme (src/api/operationPage.ts).
 *
 * docusaurus-theme-openapi-docs expects `docItemComponent: '@theme/ApiItem'`, which
 * would put its Redux store, schema viewer and Markdown renderer in every page. Here its
 * ApiItem is a separate chunk: an operation page switches to it when the reader asks
 * to try the request (ApiExplorerLauncher, "Try it"), or by itself once they have done so before.
 * Until it arrives the light page stays on screen.
 */
import React, { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type { WrapperProps } from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { ApiExplorerContext, type ApiExplorerControl } from '@site/src/components/ApiReference/explorerContext';
import { useApiMarkupRepairs } from './apiAccessibility';
import { CardDescriptionsContext, NO_CARD_DESCRIPTIONS, type WithCardDescriptions } from '@site/src/theme/DocCard/descriptions';
import { apiOperationId, apiOperationPath } from '@site/src/api/operationData';
import { loadApiExplorer, loadApiItem, loadApiOperation, readExplorerPreference, saveExplorerPreference } from './apiLoaders';

type Props = WrapperProps<typeof DocItemType>;

const ApiItem = lazy(loadApiItem);

function ApiDocItem({ operationId, ...props }: Props & { readonly operationId: string }): ReactNode {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (readExplorerPreference()) setLoaded(true);
  }, []);
  useApiMarkupRepairs(loaded);
  const operationUrl = useBaseUrl(apiOperationPath(operationId));
  const prefetch = useCallback(() => void Promise.all([loadApiItem(), loadApiExplorer(), loadApiOperation(operationUrl)]), [operationUrl]);
  const control = useMemo<ApiExplorerControl>(
    () => ({
      loaded,
      prefetch,
      open: () => {
        saveExplorerPreference();
        setLoaded(true);
      },
    }),
    [loaded, prefetch],
  );
  const page = <DocItem {...props} />;
  return (
    <ApiExplorerContext.Provider value={control}>
      {loaded ? (
        <Suspense fallback={page}>
          <ApiItem {...props} operationUrl={operationUrl} />
        </Suspense>
      ) : (
        page
      )}
    </ApiExplorerContext.Provider>
  );
}

/** A doc that lists its category (DocCardList) provides its cards' descriptions (src/theme/DocCard/descriptions.ts). */
export default function DocItemWrapper({ cardDescriptions = NO_CARD_DESCRIPTIONS, ...props }: Props & WithCardDescriptions): ReactNode {
  const operationId = apiOperationId(props.content.frontMatter as Record<string, unknown>);
  return (
    <CardDescriptionsContext.Provider value={cardDescriptions}>
      {operationId ? <ApiDocItem {...props} operationId={operationId} /> : <DocItem {...props} />}
    </CardDescriptionsContext.Provider>
  );
}
