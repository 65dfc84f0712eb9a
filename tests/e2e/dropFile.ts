import type { Page } from '@playwright/test';

/**
 * Drops a file on the rule checker's drop zone as a reader dragging it from the desktop does
 * (dragover, then drop). Shared by the checker's e2e specs and the hosting CSP spec.
 */
export async function dropFile(page: Page, name: string, bytes: readonly number[], type: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { name, bytes: [...bytes], type },
  );
  const zone = page.getByTestId('drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}
