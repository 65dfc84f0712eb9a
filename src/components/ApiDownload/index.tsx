import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { OPENAPI_DOWNLOAD_URL, OPENAPI_SITE_PATH } from '@site/src/config/site';

/** Download links for the API description: the API host's copy and this site's copy (same file). */
export default function ApiDownload(): ReactNode {
  return (
    <p>
      <Link className="button button--primary margin-right--sm" href={OPENAPI_DOWNLOAD_URL} data-testid="openapi-download">
        Download the OpenAPI description
      </Link>
      <Link className="button button--secondary" to={`pathname://${OPENAPI_SITE_PATH}`} data-testid="openapi-download-mirror">
        Mirror on this site
      </Link>
    </p>
  );
}
